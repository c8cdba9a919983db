/**
 * Opens the journal for a command, and says on standard error when opening it migrated a SQLite
 * journal to this version's schema and where the copy from before is.
 */
import type { CommandIo } from './cli-command.js';
import { openJournal, type Journal, type OpenJournalOptions } from '../journal/open-journal.js';

export async function openCommandJournal(
  location: string,
  io: Pick<CommandIo, 'stderr'>,
  options?: OpenJournalOptions,
): Promise<Journal> {
  const journal = await openJournal(location, options);
  const backup = journal.migrationBackup;
  if (backup)
    io.stderr(
      `invoice-batch: ${journal.location}: the journal was upgraded from schema ${backup.fromVersion} to ${backup.toVersion}; a copy as it was before is at ${backup.path} (an older invoice-batch can open only that copy)\n`,
    );
  return journal;
}
