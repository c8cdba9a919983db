/** `invoice-batch migrate-journal --to postgres://...`: moves the SQLite journal into a shared PostgreSQL journal. */
import type { CliCommand } from './cli-command.js';
import { settingsFromArgv, withSettingsOptions } from './api-options.js';
import { UsageError } from '../errors.js';
import { isPostgresLocation, normalizeJournalLocation } from '../journal/journal-location.js';
import { moveJournalToPostgres } from '../journal/move/move-journal-to-postgres.js';
import { announceMigrationBackup } from './open-command-journal.js';

type MigrateJournalArgv = Parameters<typeof settingsFromArgv>[0] & { to: string };

export const migrateJournalCommand: CliCommand = {
  command: 'migrate-journal',
  describe: 'Move the SQLite journal into a new PostgreSQL database, every row, for several workers to share',
  builder: (yargs) =>
    withSettingsOptions(yargs)
      .option('to', {
        type: 'string',
        demandOption: true,
        describe: 'postgres:// URL of an empty database (password in PGPASSWORD or a password file)',
      })
      .example(
        '$0 migrate-journal --to postgres://invoice_batch@db.example:5432/journal',
        'Move output/journal.sqlite into PostgreSQL',
      ),
  run: async (argv: MigrateJournalArgv, io, readSettings) => {
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
  },
};
