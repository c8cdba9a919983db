/**
 * `invoice-batch journal [--outcome WORD] [--run N] [--json]`: the invoices the journal holds, newest first, each
 * once with its latest state; with --run, that run's rows.
 * `invoice-batch journal show <InvoiceId | PayeeId/Invoice_Number> [--json]`: one invoice's body as
 * sent and every event of it (staged, sent, answer, resolved) with times, runs and files.
 * Both settle the runs of processes that died first, so what they were sending shows as in doubt.
 * `invoice-batch journal check [--json]`: the database's full check of its indexes against its tables;
 * exit 1 when anything disagrees.
 * `invoice-batch journal backup --to FILE`: a consistent copy of a SQLite journal in use.
 * `invoice-batch journal export --since DAY --until DAY --out FILE.xlsx [--json]`: every invoice
 * created in the period (by an upload's answer or a person's resolution), totals per currency, and
 * the invoices open at its end.
 * `invoice-batch journal upgrade [--json]`: brings the journal to this version's schema, which the
 * commands that only read (the others here, history, validate) never do.
 */
import type { CliCommand } from './cli-command.js';
import { withListingOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import { numberFlag } from './number-flag.js';
import { OUTCOME_FLAG, STATE_FLAG } from './outcome-flags.js';
import type { JournalArgv } from './run-journal.js';
import { SCREEN_LIMIT } from './journal-limit.js';

export const journalCommand: CliCommand = {
  command: 'journal [action] [reference]',
  describe: 'List the invoices in the journal, or show one: its body as sent and every event',
  builder: (yargs) =>
    withListingOptions(yargs)
      .positional('action', {
        choices: ['show', 'check', 'backup', 'upgrade', 'export'] as const,
        describe:
          "show: one invoice in full; check: compare every index with its table; backup: copy the journal to --to; upgrade: bring it to this version's schema; export: the invoices created from --since to --until, with totals per currency, to --out",
      })
      .positional('reference', {
        type: 'string',
        describe: 'InvoiceId or PayeeId/Invoice_Number of the invoice to show',
      })
      .option('outcome', OUTCOME_FLAG)
      .option('state', STATE_FLAG)
      .conflicts('outcome', 'state')
      .option(
        'run',
        numberFlag(
          'run',
          { min: 1, max: Number.MAX_SAFE_INTEGER },
          { describe: 'Only invoices of this run (see history)' },
        ),
      )
      .option(
        ...sharedFlag('limit', {
          describe: `Newest invoices first, at most this many (0: all; default ${SCREEN_LIMIT}, all with --json)`,
        }),
      )
      .option(
        ...sharedFlag('since', {
          describe:
            "Only invoices whose latest run started at or after: 7d or 24h back from now, a date (2026-11-01) or a date and time (2026-11-01T08:00), in the listing's zone unless Z or +01:00 is added; not with --run. journal export: the period's first day (UTC)",
        }),
      )
      .option(...sharedFlag('json'))
      .option('wide', {
        type: 'boolean',
        describe: "Every Detail whole (a resolver's note, a long message), not cut to 80 characters",
      })
      .option('until', {
        type: 'string',
        requiresArg: true,
        describe: "journal export: the period's last day, included (2026-01-31, UTC)",
      })
      .option('out', {
        type: 'string',
        requiresArg: true,
        describe: 'journal export: the workbook to write (replaced if it exists)',
      })
      .option('to', {
        type: 'string',
        requiresArg: true,
        describe: 'journal backup: the new file to copy the journal to',
      })
      .example('$0 journal --outcome "in doubt"', 'Invoices waiting for resolve')
      .example('$0 journal --outcome "not sent"', 'Invoices held back by others or a stop: safe to upload again')
      .example('$0 journal --run 12 --json', 'Every invoice of run 12 as JSON')
      .example('$0 journal --since 24h --outcome failed', 'Invoices of the last day that failed')
      .example('$0 journal --run 3 --wide', 'Run 3 with each Detail whole')
      .example(
        '$0 journal show 0000100001/RE-2024-3049',
        'The body sent for that invoice and what came of it, run by run',
      )
      .example(
        '$0 journal export --since 2026-01-01 --until 2026-12-31 --out audit-2026.xlsx',
        "Every invoice created in 2026 with totals per currency, and what was open at the year's end",
      )
      .example('$0 journal check', 'Exit 1 when an index of the journal disagrees with its table')
      .example('$0 journal backup --to /var/backups/journal-20260331.sqlite', 'A consistent copy while others use it')
      .example('$0 journal upgrade', "Migrate the journal to this version's schema, once every host runs it"),
  run: async (argv: JournalArgv, io, readSettings) =>
    (await import('./run-journal.js')).runJournal(argv, io, readSettings),
};
