/**
 * `invoice-batch journal [--state S] [--run N] [--json]`: the invoices the journal holds, newest first, each
 * once with its latest state; with --run, that run's rows.
 * `invoice-batch journal show <InvoiceId | PayeeId/Invoice_Number> [--json]`: one invoice's body as
 * sent and every event of it (staged, sent, answer, resolved) with times, runs and files.
 * Both settle the runs of processes that died first, so what they were sending shows as in doubt.
 * `invoice-batch journal check [--json]`: the database's full check of its indexes against its tables;
 * exit 1 when anything disagrees.
 */
import type { CliCommand, CommandIo } from './cli-command.js';
import { settingsFromArgv, withSettingsOptions } from './api-options.js';
import { openJournal, type Journal } from '../journal/open-journal.js';
import { recoverInterruptedRuns } from '../batch/recover-interrupted-runs.js';
import { formatRecovered } from '../batch/format-upload-summary.js';
import { listInvoicesWithTotal } from '../journal/list-invoices-with-total.js';
import { INVOICE_STATES, type InvoiceState } from '../journal/invoice-state.js';
import { formatInvoiceRows } from '../journal/format-invoice-rows.js';
import { formatInvoiceHistory } from '../journal/format-invoice-history.js';
import { invoiceHistoryJson } from '../journal/invoice-history-json.js';
import { UsageError } from '../errors.js';
import { printableJson } from '../terminal/escape-control-characters.js';
import { checkJournal } from '../journal/check-journal.js';
import { formatJournalCheck } from '../journal/format-journal-check.js';

type JournalArgv = Parameters<typeof settingsFromArgv>[0] & {
  action?: string;
  reference?: string;
  state?: InvoiceState;
  run?: number;
  limit: number;
  json?: boolean;
};

export const journalCommand: CliCommand = {
  command: 'journal [action] [reference]',
  describe: 'List the invoices in the journal, or show one: its body as sent and every event',
  builder: (yargs) =>
    withSettingsOptions(yargs)
      .positional('action', {
        choices: ['show', 'check'] as const,
        describe: 'show: one invoice in full; check: compare every index with its table',
      })
      .positional('reference', {
        type: 'string',
        describe: 'InvoiceId or PayeeId/Invoice_Number of the invoice to show',
      })
      .option('state', { choices: INVOICE_STATES, describe: 'Only invoices whose latest state is this' })
      .option('run', { type: 'number', describe: 'Only invoices of this run (see history)' })
      .option('limit', { type: 'number', default: 200, describe: 'Newest invoices first, at most this many (0: all)' })
      .option('json', { type: 'boolean', describe: 'Print one JSON object on stdout' })
      .example('$0 journal --state in-doubt', 'Invoices waiting for resolve')
      .example('$0 journal --run 12 --json', 'Every invoice of run 12 as JSON')
      .example(
        '$0 journal show 0000100001/RE-2024-3049',
        'The body sent for that invoice and what came of it, run by run',
      )
      .example('$0 journal check', 'Exit 1 when an index of the journal disagrees with its table'),
  run: async (argv: JournalArgv, io, readSettings) => {
    if (argv.action === 'show' && !argv.reference)
      throw new UsageError('journal show: name the invoice by its InvoiceId or as PayeeId/Invoice_Number');
    if (argv.action === 'check' && argv.reference !== undefined)
      throw new UsageError(`journal check: unexpected "${argv.reference}"; it checks the whole journal`);
    if (argv.action === undefined && argv.reference !== undefined)
      throw new UsageError(`journal: unexpected "${argv.reference}"; did you mean "journal show ${argv.reference}"?`);
    if (!Number.isInteger(argv.limit) || argv.limit < 0)
      throw new UsageError(`--limit: expected a whole number, got ${String(argv.limit)}`);
    const settings = readSettings();
    const journal = await openJournal(settings.journalFile);
    try {
      if (argv.action === 'check') return await printCheck(journal, io, argv.json);
      // A killed upload leaves invoices `sending` until a command settles its run: do it here, so they are listed in doubt.
      const recovered = await recoverInterruptedRuns(journal);
      if (argv.action === 'show') {
        const reference = argv.reference!;
        const rows = await journal.lists.listInvoiceHistory(reference);
        const corrections = await journal.resolve.listCorrections(reference);
        io.stdout(
          argv.json
            ? `${printableJson({ ...invoiceHistoryJson(reference, rows, corrections), recovered })}\n`
            : formatRecovered(recovered) + formatInvoiceHistory(reference, rows, corrections),
        );
        // Like grep: the journal was read, and holds no such invoice.
        return rows.length === 0 ? 1 : 0;
      }
      const { rows, total } = await listInvoicesWithTotal(journal, {
        state: argv.state,
        runId: argv.run,
        limit: argv.limit === 0 ? -1 : argv.limit,
      });
      io.stdout(
        argv.json
          ? `${printableJson({ invoices: rows, total, recovered })}\n`
          : formatRecovered(recovered) + formatInvoiceRows(rows, total),
      );
      return 0;
    } finally {
      await journal.close();
    }
  },
};

/** Nothing is settled first: a check only reads, and must not write to a journal it may find damaged. */
async function printCheck(journal: Journal, io: CommandIo, json: boolean | undefined): Promise<number> {
  const check = await checkJournal(journal);
  io.stdout(json ? `${printableJson({ journal: journal.location, ...check })}\n` : formatJournalCheck(journal, check));
  return check.ok ? 0 : 1;
}
