/** What `migrate-journal` does, loaded when the command runs (migrate-journal-command.ts describes its flags). */
import { settingsFromArgv } from './api-options.js';
import { UsageError } from '../errors.js';
import { isPostgresLocation, normalizeJournalLocation } from '../journal/journal-location.js';
import { moveJournalToPostgres } from '../journal/move/move-journal-to-postgres.js';
import { announceMigrationBackup } from './open-command-journal.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';

export type MigrateJournalArgv = Parameters<typeof settingsFromArgv>[0] & { to: string };

export async function runMigrateJournal(
  argv: MigrateJournalArgv,
  io: CommandIo,
  readSettings: () => Settings,
): Promise<number> {
  const settings = readSettings();
  const url = normalizeJournalLocation(argv.to, (path) => path, { name: '--to' });
  if (!isPostgresLocation(url)) throw new UsageError('--to: expected a postgres:// URL');
  const copied = await moveJournalToPostgres(settings.journalFile, url, {
    onMigrationBackup: announceMigrationBackup(settings.journalFile, io),
  });
  const width = Math.max(...copied.map((c) => c.table.length));
  io.stdout(
    `Moved ${settings.journalFile} into ${url}:\n${copied.map((c) => `  ${c.table.padEnd(width)}  ${String(c.rows).padStart(8)}`).join('\n')}\n`,
  );
  io.stdout('Point --journal, INVOICE_BATCH_JOURNAL or "journal:" at the URL; the SQLite file is left as it was.\n');
  return 0;
}
