/**
 * `invoice-batch journal [--outcome WORD] [--run N] [--json]`: the invoices the journal holds, newest first, each
 * once with its latest state; with --run, that run's rows.
 * `invoice-batch journal show <InvoiceId | PayeeId/Invoice_Number> [--json]`: one invoice's body as
 * sent and every event of it (staged, sent, answer, resolved) with times, runs and files.
 * Both settle the runs of processes that died first, so what they were sending shows as in doubt.
 * `invoice-batch journal check [--json]`: the database's full check of its indexes against its tables;
 * exit 1 when anything disagrees.
 * `invoice-batch journal backup --to FILE`: a consistent copy of a SQLite journal in use.
 */
import { resolve } from 'node:path';
import type { CliCommand, CommandIo } from './cli-command.js';
import { settingsFromArgv, withSettingsOptions } from './api-options.js';
import { checkedLimit, sharedFlag } from './shared-flags.js';
import type { Journal } from '../journal/open-journal.js';
import { openCommandJournal } from './open-command-journal.js';
import { backupJournal } from '../journal/backup-journal.js';
import { recoverInterruptedRuns } from '../batch/recover-interrupted-runs.js';
import { formatRecovered } from '../print/format-upload-summary.js';
import { listInvoicesWithTotal } from '../journal/list-invoices-with-total.js';
import { listingFilter, OUTCOME_FLAG, STATE_FLAG } from './outcome-flags.js';
import { formatInvoiceRows } from '../print/format-invoice-rows.js';
import { invoiceRowsJson } from '../print/invoice-rows-json.js';
import { formatInvoiceHistory } from '../print/format-invoice-history.js';
import { invoiceHistoryJson } from '../print/invoice-history-json.js';
import { UsageError } from '../errors.js';
import { printableJson } from '../terminal/escape-control-characters.js';
import { checkJournal } from '../journal/check-journal.js';
import { formatJournalCheck } from '../print/format-journal-check.js';

type JournalArgv = Parameters<typeof settingsFromArgv>[0] & {
  action?: string;
  reference?: string;
  outcome?: Parameters<typeof listingFilter>[0];
  state?: Parameters<typeof listingFilter>[0];
  run?: number;
  limit: number;
  json?: boolean;
  to?: string;
};

export const journalCommand: CliCommand = {
  command: 'journal [action] [reference]',
  describe: 'List the invoices in the journal, or show one: its body as sent and every event',
  builder: (yargs) =>
    withSettingsOptions(yargs)
      .positional('action', {
        choices: ['show', 'check', 'backup'] as const,
        describe:
          'show: one invoice in full; check: compare every index with its table; backup: copy the journal to --to',
      })
      .positional('reference', {
        type: 'string',
        describe: 'InvoiceId or PayeeId/Invoice_Number of the invoice to show',
      })
      .option('outcome', OUTCOME_FLAG)
      .option('state', STATE_FLAG)
      .conflicts('outcome', 'state')
      .option('run', { type: 'number', describe: 'Only invoices of this run (see history)' })
      .option(...sharedFlag('limit', { default: 200, describe: 'Newest invoices first, at most this many (0: all)' }))
      .option(...sharedFlag('json'))
      .option('to', {
        type: 'string',
        requiresArg: true,
        describe: 'journal backup: the new file to copy the journal to',
      })
      .example('$0 journal --outcome "in doubt"', 'Invoices waiting for resolve')
      .example('$0 journal --outcome "not sent"', 'Invoices held back by others or a stop: safe to upload again')
      .example('$0 journal --run 12 --json', 'Every invoice of run 12 as JSON')
      .example(
        '$0 journal show 0000100001/RE-2024-3049',
        'The body sent for that invoice and what came of it, run by run',
      )
      .example('$0 journal check', 'Exit 1 when an index of the journal disagrees with its table')
      .example('$0 journal backup --to /var/backups/journal-20260331.sqlite', 'A consistent copy while others use it'),
  run: async (argv: JournalArgv, io, readSettings) => {
    if (argv.action === 'show' && !argv.reference)
      throw new UsageError('journal show: name the invoice by its InvoiceId or as PayeeId/Invoice_Number');
    if (argv.action === 'check' && argv.reference !== undefined)
      throw new UsageError(`journal check: unexpected "${argv.reference}"; it checks the whole journal`);
    if (argv.action === undefined && argv.reference !== undefined)
      throw new UsageError(`journal: unexpected "${argv.reference}"; did you mean "journal show ${argv.reference}"?`);
    checkedLimit(argv.limit);
    if ((argv.action === 'backup') !== (argv.to !== undefined))
      throw new UsageError(
        argv.to === undefined ? 'journal backup: name the new file with --to FILE' : '--to: only for journal backup',
      );
    const settings = readSettings();
    if (argv.action === 'backup') {
      const to = resolve(io.cwd, argv.to!);
      // Not opened as a journal: that would migrate it first, and the copy is wanted as it is.
      await backupJournal(settings.journalFile, to);
      io.stdout(`Copied ${settings.journalFile} to ${to}\n`);
      return 0;
    }
    const journal = await openCommandJournal(settings.journalFile, io, { existing: true });
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
            : formatRecovered(recovered) + formatInvoiceHistory(reference, rows, corrections, settings.dateStyle),
        );
        // Like grep: the journal was read, and holds no such invoice.
        return rows.length === 0 ? 1 : 0;
      }
      const { rows, total } = await listInvoicesWithTotal(journal, {
        matching: listingFilter(argv.outcome ?? argv.state),
        runId: argv.run,
        limit: argv.limit === 0 ? -1 : argv.limit,
      });
      io.stdout(
        argv.json
          ? `${printableJson({ invoices: invoiceRowsJson(rows), total, recovered })}\n`
          : formatRecovered(recovered) + formatInvoiceRows(rows, total, settings.dateStyle),
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
