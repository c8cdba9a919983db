/**
 * `invoice-batch validate <file> --mapping <m.yaml>`: reads, maps and validates a file and posts
 * nothing. Prints counts, control totals and problems, and writes a validation workbook (with
 * --json only when asked: --workbook or --out).
 * Exit 0 when every invoice is valid, 1 when any is invalid, 2 for file or mapping errors.
 */
import { withApiOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import type { CliCommand } from './cli-command.js';
import type { ValidateArgv } from './run-validate.js';

export const validateCommand: CliCommand = {
  command: 'validate <file>',
  describe: 'Read, map and validate a file; post nothing',
  builder: (yargs) =>
    withApiOptions(yargs)
      .positional('file', { type: 'string', describe: 'CSV or XLSX file of invoices' })
      .option(
        ...sharedFlag('mapping', {
          demandOption: true,
          describe: 'Mapping file (YAML) that says how to read the file',
          group: 'Input:',
        }),
      )
      .option(
        ...sharedFlag('json', {
          describe:
            'Print {sheet, invoices, valid, invalid, totals, skippedRows, everyRowLeftOut, problems, results} as JSON on stdout; results is the workbook written, none (null) unless --workbook or --out; with --annotate, annotated is the annotated copy',
        }),
      )
      .option('workbook', {
        type: 'boolean',
        describe: 'Write the validation workbook (the default without --json; --no-workbook writes none)',
        group: 'Output:',
      })
      .option('annotate', {
        type: 'boolean',
        describe:
          'Also write a copy of the file with every invalid row marked and its problems and what to do beside it',
        group: 'Output:',
      })
      .example(
        '$0 validate samples/month-end-register.xlsx --mapping mappings/month-end-register.yaml',
        'Check a file before uploading it',
      )
      .example(
        '$0 validate export.csv --mapping mappings/european-erp.yaml --json',
        'Machine-readable result; exit code 1 when any invoice is invalid',
      )
      .example('$0 validate export.csv --mapping m.yaml --out reports', 'Write the validation workbook into ./reports')
      .example(
        '$0 validate month-end.xlsx --mapping m.yaml --annotate',
        'Also write month-end-annotated-<time>.xlsx: the file with its invalid rows marked, to correct in place',
      ),
  run: async (argv: ValidateArgv, io, readSettings) =>
    (await import('./run-validate.js')).runValidate(argv, io, readSettings),
};
