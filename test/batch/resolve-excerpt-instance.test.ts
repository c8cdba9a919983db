/**
 * `resolve REF` with no answer, for an invoice whose stored answer named an id without proving it.
 * A status answer carries no invoice number or amount, so an id read from a cut excerpt or a
 * refusal could be another invoice's of the same company and day: it is offered, never looked up
 * and recorded by itself. Only a processed answer's number (its zeros lost) is, in its two spellings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { resolveInDoubt } from '../../src/batch/resolve-in-doubt.js';
import { ResolveRefusedError } from '../../src/batch/refuse-resolve.js';
import { addInvoice, addRun, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const SPELLINGS = 'the finance system may show it as "0030000062" or "30000062"';
const NUMBER_REASON = `expected text, got the number 30000062 (a gateway that converts answers drops leading zeros: ${SPELLINGS})`;

async function inDoubtWith(detail: string): Promise<number> {
  const run = await addRun(journal);
  const row = await addInvoice(journal, run, 'N1');
  await journal.send.markSending(row, '2025-01-31T10:00:02Z');
  await journal.send.recordOutcome(row, { state: 'in-doubt', detail, attempts: 1, at: '2025-01-31T10:00:05Z' });
  return row;
}

/** Resolves ID-N1 with no answer, the finance system showing `shown` (any other id unknown, `other` another invoice's). */
async function resolveAlone(shown: string, other?: string) {
  const asked: string[] = [];
  const check = async (id: string) => {
    asked.push(id);
    if (id === other)
      throw new ResolveRefusedError(`instance ${id} is another invoice's`, {
        kind: 'instance-other-data',
        instanceId: id,
      });
    if (id !== shown) throw new ResolveRefusedError(`no instance ${id}`, { kind: 'instance-unknown', instanceId: id });
  };
  try {
    const result = await resolveInDoubt(journal, { reference: 'ID-N1', checkInstance: check });
    return { asked, recorded: result.instanceId };
  } catch (error) {
    if (!(error instanceof ResolveRefusedError)) throw error;
    return { asked, refused: error };
  }
}

describe('resolve with no answer, an id read from the stored answer', () => {
  it.each([
    [
      'a cut excerpt naming it as text',
      'the answer was cut off after 120 bytes: {"E_INSTANCE_ID":"0030000062","E_MESSAGE":"","E_RE',
    ],
    ['a cut excerpt naming it as a number', 'the answer was cut off after 90 bytes: {"E_INSTANCE_ID":30000062,"E_RE'],
    [
      'a duplicate refusal naming it as a number',
      `E_RETCODE 4 with an E_INSTANCE_ID that is not an instance id (${NUMBER_REASON}): it may exist (Duplicate invoice)`,
    ],
  ])('%s: offered with --instance-id to give, nothing looked up or recorded', async (_, detail) => {
    journal = await tempJournal();
    await inDoubtWith(detail);
    const outcome = await resolveAlone('0030000062');
    expect(outcome.recorded).toBeUndefined();
    expect(outcome.asked).toEqual([]);
    expect(outcome.refused?.refusal).toMatchObject({ kind: 'no-answer' });
    expect(outcome.refused?.message).toContain('0030000062');
    expect(outcome.refused?.message).toContain('--instance-id');
  });

  it.each([
    // Every spelling is looked up: one shown is proof only when no other is.
    ['padded', '0030000062', ['0030000062', '30000062']],
    ['as written', '30000062', ['0030000062', '30000062']],
  ])("a processed answer's number, shown %s: recorded after looking up each spelling", async (_, shown, asked) => {
    journal = await tempJournal();
    await inDoubtWith(`E_RETCODE 0 but E_INSTANCE_ID is not an instance id: ${NUMBER_REASON}`);
    expect(await resolveAlone(shown)).toEqual({ asked, recorded: shown });
  });

  it("stops at a spelling that is another invoice's, naming the other one", async () => {
    journal = await tempJournal();
    await inDoubtWith(`E_RETCODE 0 but E_INSTANCE_ID is not an instance id: ${NUMBER_REASON}`);
    const outcome = await resolveAlone('30000062', '0030000062');
    expect(outcome.asked).toEqual(['0030000062']);
    expect(outcome.refused?.refusal).toMatchObject({ kind: 'instance-other-data' });
    expect(outcome.refused?.message).toContain('also named 30000062');
  });
});
