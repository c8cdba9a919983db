/**
 * The words a new run gives the last create answered to an earlier run of its target, when it failed
 * at the gateway: a run still going (its owner alive, perhaps unable to write) is never called ended.
 */
import { describe, expect, it } from 'vitest';
import { findEarlierGatewayFailure } from '../../../src/batch/send/find-earlier-gateway-failure.js';
import type { Journal } from '../../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../../journal/journal-fixture.js';

/** A run of another process whose one create was answered 504 by the gateway. */
async function runAnswered504(journal: Journal): Promise<number> {
  const run = await addRun(journal, { host: 'ib-2', pid: 4242, processToken: 'other' });
  await journal.runs.setRunStatus(run, 'sending', await journal.runs.leaseNow());
  const row = await addInvoice(journal, run, `GW-${run}`);
  await journal.send.recordOutcome(row, {
    state: 'in-doubt',
    httpStatus: 504,
    detail: 'HTTP 504 Gateway Timeout',
    attempts: 1,
    at: '2025-01-31T10:00:10.000Z',
  });
  return run;
}

describe.each(BACKENDS)('an earlier gateway failure on a %s journal', (backend) => {
  it('names a run still sending as still going, with its process and its silence, never as ended', async () => {
    const journal = await tempJournal(backend);
    try {
      const sending = await runAnswered504(journal);
      const current = await addRun(journal);
      const words = await findEarlierGatewayFailure(journal, current);
      expect(words).toMatch(
        new RegExp(
          `^run ${sending} \\(pid 4242 on ib-2\\) is still going, its last write to the journal \\d+ s ago; the last create it recorded failed at the gateway: HTTP 504 Gateway Timeout$`,
        ),
      );
      expect(words).not.toMatch(/ended/);
    } finally {
      await journal.close();
    }
  });

  it('says a stopped run ended on gateway failures', async () => {
    const journal = await tempJournal(backend);
    try {
      const ended = await runAnswered504(journal);
      await journal.runs.finishRun(ended, 'stopped', '2025-01-31T10:01:00.000Z');
      const current = await addRun(journal);
      expect(await findEarlierGatewayFailure(journal, current)).toBe(
        `run ${ended} on ib-2 ended on gateway failures, last: HTTP 504 Gateway Timeout`,
      );
    } finally {
      await journal.close();
    }
  });

  it('says of a run that finished normally only that its last create failed at the gateway, never that it ended on gateway failures', async () => {
    const journal = await tempJournal(backend);
    try {
      const finished = await runAnswered504(journal);
      await journal.runs.finishRun(finished, 'finished', '2025-01-31T10:01:00.000Z');
      const current = await addRun(journal);
      const words = await findEarlierGatewayFailure(journal, current);
      expect(words).toBe(
        `run ${finished} on ib-2 finished, its last create failing at the gateway: HTTP 504 Gateway Timeout`,
      );
      expect(words).not.toMatch(/ended on gateway failures/);
    } finally {
      await journal.close();
    }
  });
});
