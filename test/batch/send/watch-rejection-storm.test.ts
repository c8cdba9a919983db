import { describe, expect, it } from 'vitest';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import { startRejectionWatch, watchRejections } from '../../../src/batch/send/watch-rejection-storm.js';

const rejected = (payee: string): CreateOutcome => ({
  kind: 'rejected',
  status: 200,
  retcode: 4,
  message: `Invalid invoice: PayeeId "${payee}": not a registered advertiser`,
  attempts: 1,
});
const created: CreateOutcome = { kind: 'created', status: 200, instanceId: '1', response: {} as never, attempts: 1 };

function feed(limit: number, outcomes: CreateOutcome[]): (string | undefined)[] {
  let watch = startRejectionWatch(limit);
  return outcomes.map((outcome) => {
    const next = watchRejections(watch, outcome);
    watch = next.watch;
    return next.stop;
  });
}

describe('watchRejections', () => {
  it('stops at the Nth answer when every one so far was rejected for the same reason', () => {
    const stops = feed(3, [rejected('1'), rejected('2'), rejected('3'), rejected('4')]);
    expect(stops).toEqual([
      undefined,
      undefined,
      'the first 3 invoices sent were all rejected for the same reason (E_RETCODE 4: Invalid invoice: PayeeId "…": not a registered advertiser)',
      undefined,
    ]);
  });

  it('never stops once one answer was not a rejection, or a rejection for another reason', () => {
    expect(
      feed(3, [rejected('1'), created, rejected('2'), rejected('3'), rejected('4')]).every(
        (stop) => stop === undefined,
      ),
    ).toBe(true);
    const other: CreateOutcome = {
      kind: 'rejected',
      status: 200,
      retcode: 4,
      message: 'Invalid invoice: CompCode "X": unknown',
      attempts: 1,
    };
    expect(feed(3, [rejected('1'), other, rejected('2'), rejected('3')]).every((stop) => stop === undefined)).toBe(
      true,
    );
  });

  it('is off at 0', () => {
    expect(
      feed(
        0,
        Array.from({ length: 30 }, (_, i) => rejected(String(i))),
      ).every((stop) => stop === undefined),
    ).toBe(true);
  });
});
