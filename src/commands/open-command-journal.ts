/**
 * The one way commands open the journal: when opening it is about to migrate a SQLite journal to
 * this version's schema, the copy from before is named on standard error first; a PostgreSQL
 * journal's upgrade is said there too, with what it means for the hosts still on an older version. Library code that
 * opens a journal by its location is given `journalOpener(io)`, so it says the same. A wait for a
 * PostgreSQL journal's server (away, starting up, or a lock another session holds) is said once from
 * the opening until the command listens itself (an upload's sending, a watcher's log), and again
 * when it answers: the checks before sending (the register, the key index) wait too. A command that
 * only reads opens it with ONLY_READING, and never migrates it.
 */
import type { CommandIo } from './cli-command.js';
import { describeJournalReach } from '../batch/send/describe-journal-reach.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import type { JournalReach, MigrationBackup, SchemaUpgrade } from '../journal/journal.js';
import { openJournal, type Journal, type OpenJournal, type OpenJournalOptions } from '../journal/open-journal.js';

/** What opening `location` with this program's migrations is to be told to say about the copy it made. */
export function announceMigrationBackup(
  location: string,
  io: Pick<CommandIo, 'stderr'>,
): (backup: MigrationBackup) => void {
  return (backup) =>
    io.stderr(
      `invoice-batch: ${location}: upgrading the journal from schema ${backup.fromVersion} to ${backup.toVersion}; a copy as it was before is at ${backup.path} (an older invoice-batch can open only that copy)\n`,
    );
}

/**
 * What opening a PostgreSQL journal is to say when it migrates it: the schema is shared, so every
 * host still on an older version refuses it from then on, whichever command migrated it.
 */
export function announceSchemaUpgrade(
  io: Pick<CommandIo, 'stderr'>,
): (upgrade: SchemaUpgrade, location: string) => void {
  return (upgrade, location) =>
    io.stderr(
      `invoice-batch: ${location}: upgrading the journal from schema ${upgrade.fromVersion} to ${upgrade.toVersion}; an older invoice-batch refuses it from now on, on every host (going back means restoring a pg_dump taken before)\n`,
    );
}

export async function openCommandJournal(
  location: string,
  io: Pick<CommandIo, 'stderr'>,
  options?: OpenJournalOptions,
): Promise<Journal> {
  // The one line an upload says when its journal's server goes away or a lock holds it, once, not per try.
  const tell = (reach: JournalReach, shown: string) =>
    reach.kind !== 'gave-up' &&
    io.stderr(`invoice-batch: ${escapeControlCharacters(describeJournalReach(reach, shown, undefined))}\n`);
  return openJournal(location, {
    ...options,
    onMigrationBackup: announceMigrationBackup(location, io),
    onSchemaUpgrade: announceSchemaUpgrade(io),
    onOpenWait: tell,
    onSslNotice: (notice, shown) => io.stderr(`invoice-batch: ${escapeControlCharacters(shown)}: ${notice}\n`),
  });
}

/** `openCommandJournal` for library functions that open the journal themselves. */
export function journalOpener(io: Pick<CommandIo, 'stderr'>, options?: OpenJournalOptions): OpenJournal {
  return (location) => openCommandJournal(location, io, options);
}

/**
 * How a command that only reads opens the journal: one of an older schema is refused, not migrated,
 * so the hosts still on the older version keep using it (see OpenJournalOptions.migrate).
 */
export const ONLY_READING: OpenJournalOptions = { migrate: false };
