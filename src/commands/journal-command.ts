/** `invoice-batch journal [--state S] [--run N] [--json]`: the invoices the journal holds, newest first. */
import type { CliCommand } from './cli-command.js';
import { settingsFromArgv, withSettingsOptions } from './api-options.js';
import { openJournal } from '../journal/open-journal.js';
import { listInvoices } from '../journal/list-statements.js';
import { INVOICE_STATES, type InvoiceState } from '../journal/invoice-state.js';
import { formatInvoiceRows } from '../journal/format-invoice-rows.js';
import { UsageError } from '../errors.js';

type JournalArgv = Parameters<typeof settingsFromArgv>[0] & {
  state?: InvoiceState;
  run?: number;
  limit: number;
  json?: boolean;
};

export const journalCommand: CliCommand = {
  command: 'journal',
  describe: 'List the invoices in the journal (in doubt, failed, rejected, created ...)',
  builder: (yargs) =>
    withSettingsOptions(yargs)
      .option('state', { choices: INVOICE_STATES, describe: 'Only invoices in this state' })
      .option('run', { type: 'number', describe: 'Only invoices of this run (see history)' })
      .option('limit', { type: 'number', default: 200, describe: 'Newest invoices first, at most this many (0: all)' })
      .option('json', { type: 'boolean', describe: 'Print one JSON object on stdout' })
      .example('$0 journal --state in-doubt', 'Invoices waiting for resolve')
      .example('$0 journal --run 12 --json', 'Every invoice of run 12 as JSON'),
  run: async (argv: JournalArgv, io) => {
    if (!Number.isInteger(argv.limit) || argv.limit < 0) throw new UsageError(`--limit: expected a whole number, got ${String(argv.limit)}`);
    const settings = settingsFromArgv(argv, io);
    const journal = openJournal(settings.journalFile);
    try {
      const rows = listInvoices(journal, { state: argv.state, runId: argv.run, limit: argv.limit === 0 ? -1 : argv.limit });
      io.stdout(argv.json ? `${JSON.stringify({ invoices: rows })}\n` : formatInvoiceRows(rows));
      return 0;
    } finally {
      journal.close();
    }
  },
};
