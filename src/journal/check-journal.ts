/**
 * `journal check`: the quick look at the key index that uploads take, then the database's own full
 * check of every index against its table (check-key-index.ts says what each costs). Reads the
 * whole journal and holds it for writing meanwhile (SQLite: about 3 s for 100,000 invoices).
 */
import { checkKeyIndex, type KeyIndexCheck } from './check-key-index.js';
import type { Journal } from './journal.js';
import { asJournalError } from './journal-error.js';

export interface JournalCheck {
  ok: boolean;
  keyIndex: KeyIndexCheck;
  /** How the full check was made. */
  method: string;
  /** What the full check found wrong, one line each (the first 100 on SQLite). */
  problems: string[];
}

export async function checkJournal(journal: Journal): Promise<JournalCheck> {
  try {
    const keyIndex = await checkKeyIndex(journal);
    // It only reads (its planner settings last the transaction): asked again on a new connection after a cut.
    const whole = await journal.transaction((tx) => tx.indexes.checkWholeJournal(), {
      readOnly: true,
      repeatable: true,
    });
    return { ok: keyIndex.ok && whole.problems.length === 0, keyIndex, ...whole };
  } catch (error) {
    throw asJournalError(error, journal.location, 'cannot check the journal');
  }
}
