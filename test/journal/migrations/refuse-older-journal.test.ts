/** Which schemas a command that only reads refuses: an older one, never a new journal or a current one. */
import { describe, expect, it } from 'vitest';
import { OlderJournalError, refuseOlderJournal } from '../../../src/journal/migrations/migration.js';

const THIS_VERSION = [{ id: 1 }, { id: 2 }, { id: 100 }, { id: 119 }];
const AFTER = 'an older invoice-batch refuses it';

describe('refuseOlderJournal', () => {
  it('passes a journal with no schema yet (it is created, not upgraded) and a current one', () => {
    expect(() => refuseOlderJournal([], THIS_VERSION, AFTER)).not.toThrow();
    expect(() => refuseOlderJournal([1, 2, 100, 119], THIS_VERSION, AFTER)).not.toThrow();
  });

  it.each([
    [[1, 2, 100], 100],
    [[1, 2], 2],
    // A migration missing below the highest applied one is missing all the same.
    [[1, 2, 119], 119],
  ])('refuses %j, at schema %i, naming what this version needs and what an upgrade means', (applied, from) => {
    let thrown: unknown;
    try {
      refuseOlderJournal(applied, THIS_VERSION, AFTER);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(OlderJournalError);
    expect(thrown).toMatchObject({ fromVersion: from, toVersion: 119 });
    expect((thrown as Error).message).toBe(
      `it is at schema ${from} and this version of invoice-batch needs 119; a command that only reads does not upgrade it, and nothing was changed: \`invoice-batch journal upgrade\` upgrades it (as does any command that records: upload, watch, resolve, ...), after which ${AFTER}`,
    );
  });
});
