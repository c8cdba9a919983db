/**
 * `journal upgrade`: brings the journal to this version's schema on purpose. A command that only
 * reads refuses an older journal (ONLY_READING) and one that records migrates it as it opens it;
 * this is the step an operator takes once every host sharing the journal runs this version.
 */
import { olderJournalRefusal } from '../journal/migrations/migration.js';
import { journalSchemaVersion } from '../journal/migrations/schema-version.js';
import type { CommandIo } from './cli-command.js';
import { ONLY_READING, openCommandJournal } from './open-command-journal.js';

export interface JournalUpgrade {
  /** The journal as shown to users (a PostgreSQL URL without its password). */
  journal: string;
  /** The schema it was at; `to` when it was this version's already. */
  from: number;
  to: number;
}

/** Migrates the journal at `location`, saying so on stderr as every command that migrates does. */
export async function upgradeCommandJournal(location: string, io: Pick<CommandIo, 'stderr'>): Promise<JournalUpgrade> {
  const to = journalSchemaVersion();
  let from: number;
  // Opened first as a reading command opens it: that is what tells the schema it is at.
  try {
    const journal = await openCommandJournal(location, io, { ...ONLY_READING, existing: true });
    await journal.close();
    return { journal: journal.location, from: to, to };
  } catch (error) {
    const older = olderJournalRefusal(error);
    if (older === undefined) throw error;
    from = older.fromVersion;
  }
  const journal = await openCommandJournal(location, io, { existing: true });
  await journal.close();
  return { journal: journal.location, from, to };
}
