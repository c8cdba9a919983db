/**
 * `invoice-batch reconcile`: ask the status of every created invoice that is not final (or of
 * the ids given), record each answer, and write the reconciliation workbook.
 */
import type { CliCommand } from './cli-command.js';
import { withApiOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import { numberFlag } from './number-flag.js';
import type { ReconcileArgv } from './run-reconcile.js';

export const reconcileCommand: CliCommand = {
  command: 'reconcile',
  describe: 'Check the status of posted invoices',
  builder: (yargs) =>
    withApiOptions(yargs)
      .option('since', {
        type: 'string',
        describe: 'Only invoices created on or after this day (YYYY-MM-DD)',
        group: 'Reconcile:',
      })
      .option('instance-id', {
        type: 'string',
        array: true,
        describe: 'Check these instance ids instead, final or not',
        group: 'Reconcile:',
      })
      .option('from', {
        type: 'string',
        describe: 'Check the instance ids of this results workbook (or CSV)',
        group: 'Reconcile:',
      })
      .option(
        'concurrency',
        numberFlag(
          'concurrency',
          { min: 1, max: 64 },
          { describe: 'Status calls in flight at most (default from the config, 4)', group: 'Reconcile:' },
        ),
      )
      .option('from-start', {
        type: 'boolean',
        describe: 'Check every invoice again, instead of going on with a reconcile stopped in the last 12 hours',
        group: 'Reconcile:',
      })
      .option('fail-on-in-doubt', {
        type: 'boolean',
        describe: 'Exit 1 when invoices in doubt await resolution, so a scheduler alerts on them',
        group: 'Reconcile:',
      })
      .option(
        ...sharedFlag('keep-days', {
          describe:
            "Remove this tool's reconcile workbooks older than N days from the output folder (default: retention.keepDays of the config, else keep all)",
        }),
      )
      .option(...sharedFlag('json'))
      .example('$0 reconcile', 'Every created invoice not yet paid; workbook in output/')
      .example('$0 reconcile --since 2026-05-01 --json', 'Only invoices created since 1 May, as JSON')
      .example('$0 reconcile --from output/may-results-20260501-101500.xlsx', 'The invoices of one upload'),
  run: async (argv: ReconcileArgv, io, readSettings) =>
    (await import('./run-reconcile.js')).runReconcile(argv, io, readSettings),
};
