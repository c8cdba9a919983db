/** `invoice-batch migrate-journal --to postgres://...`: moves the SQLite journal into a shared PostgreSQL journal. */
import type { CliCommand } from './cli-command.js';
import { withSettingsOptions } from './api-options.js';
import type { MigrateJournalArgv } from './run-migrate-journal.js';

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
  run: async (argv: MigrateJournalArgv, io, readSettings) =>
    (await import('./run-migrate-journal.js')).runMigrateJournal(argv, io, readSettings),
};
