/**
 * `invoice-batch upload <file...> --mapping m.yaml`: post every invoice exactly once through the
 * journal and write the results workbook.
 */
import type { CliCommand } from './cli-command.js';
import { withApiOptions } from './api-options.js';
import { sharedFlag, withFlags } from './shared-flags.js';
import { DEFAULT_CONCURRENCY, DEFAULT_MAX_CONCURRENCY } from '../batch/concurrency-defaults.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from '../batch/send/watch-rejection-storm.js';
import { MAX_CONCURRENCY_BOUNDS, type UploadArgv } from './check-upload-flags.js';
import { numberFlag } from './number-flag.js';

export const uploadCommand: CliCommand = {
  command: 'upload <file...>',
  describe: 'Post invoices exactly once and write the results workbook',
  builder: (yargs) =>
    withFlags(withApiOptions(yargs), { 'keep-days': true })
      .positional('file', { type: 'string', array: true, describe: 'CSV or XLSX files; each is one run' })
      .option(...sharedFlag('mapping', { demandOption: true, group: 'Upload:' }))
      .option('concurrency', {
        type: 'string',
        default: String(DEFAULT_CONCURRENCY),
        describe: 'Create requests in flight at most, or auto: find what the gateway allows',
        group: 'Upload:',
      })
      .option(
        'max-concurrency',
        numberFlag('max-concurrency', MAX_CONCURRENCY_BOUNDS, {
          default: DEFAULT_MAX_CONCURRENCY,
          describe: 'With --concurrency auto: requests in flight at most',
          group: 'Upload:',
        }),
      )
      .option(
        'rate',
        // Below one request in 1000 s the wait between two would pass what Node's timers can hold.
        numberFlag(
          'rate',
          { min: 0.001, max: 100_000, fraction: true, unit: 'requests per second' },
          { describe: 'Create requests per second at most', group: 'Upload:' },
        ),
      )
      .option('partial', {
        type: 'boolean',
        describe: 'Post the valid invoices even when some are invalid',
        group: 'Upload:',
      })
      .option('force', {
        type: 'boolean',
        describe:
          'Post invoices held because one with the same PayeeId and Invoice_Number but other content was created; never one created with the same content',
        group: 'Upload:',
      })
      .option('sent-dates-swapped', {
        type: 'boolean',
        describe:
          'Upload a file whose dates differ from those sent by day and month exchanged, when the sent ones were wrong: post its new invoices, hold those (correct them in the finance system)',
        group: 'Upload:',
      })
      .option('retry-in-doubt', {
        type: 'boolean',
        describe: 'Re-post in-doubt invoices (profile must have rejectsDuplicates: true)',
        group: 'Upload:',
      })
      .option('new-journal', {
        type: 'boolean',
        describe:
          'Post through this journal though another journal has posted to the same finance system, or though it is not the journal the register saw at its path (another journal, an older copy): it would send those invoices again',
        group: 'Upload:',
      })
      .option(
        'stop-after-rejections',
        numberFlag(
          'stop-after-rejections',
          { min: 1, max: 1_000_000, negatable: true },
          {
            describe: `Stop when the first N invoices sent were all rejected for one reason (default ${DEFAULT_STOP_AFTER_REJECTIONS})`,
            group: 'Upload:',
          },
        ),
      )
      .option('stop-on-rejections', {
        type: 'boolean',
        describe: 'Stop on a rejection storm; --no-stop-on-rejections sends every invoice whatever the answers',
        group: 'Upload:',
      })
      .option('results', {
        choices: ['xlsx', 'csv'] as const,
        default: 'xlsx' as const,
        describe: 'Format of the results file',
        group: 'Output:',
      })
      .option('annotate', {
        type: 'boolean',
        describe: "Also write a copy of each file with every invoice's outcome, instance id and message on its rows",
        group: 'Output:',
      })
      .option(...sharedFlag('json', { describe: 'Print one JSON object on stdout, no progress' }))
      .example(
        '$0 upload month-end.xlsx --mapping mappings/register.yaml',
        'Post a month-end register to the default (sandbox) profile',
      )
      .example(
        '$0 upload export.csv --mapping m.yaml --profile production --concurrency 8',
        'Post to production, 8 requests at a time',
      )
      .example(
        '$0 upload month-end.xlsx --mapping m.yaml --annotate',
        "Also write month-end-annotated-<time>.xlsx: the file with each row's outcome",
      )
      .example(
        '$0 upload export.csv --mapping m.yaml --profile production --concurrency auto',
        'Find the concurrency the gateway allows, at most 32',
      )
      .example(
        '$0 upload export.csv --mapping m.yaml --partial',
        'Post the valid invoices of a file that has invalid ones',
      )
      .example(
        '$0 upload export.csv --mapping m.yaml --retry-in-doubt',
        'Re-post in-doubt invoices to a back-end that refuses duplicates',
      ),
  run: async (argv: UploadArgv, io, readSettings) =>
    (await import('./run-upload.js')).runUpload(argv, io, readSettings),
};
