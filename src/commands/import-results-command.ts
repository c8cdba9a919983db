/**
 * `invoice-batch import-results <workbook>...`: after the journal was restored from a backup, the
 * results workbooks of the uploads since tell it what the back-end holds (batch/import-results.ts).
 */
import type { CliCommand } from './cli-command.js';
import { withApiOptions } from './api-options.js';
import type { ImportResultsArgv } from './run-import-results.js';

export const importResultsCommand: CliCommand = {
  command: 'import-results <workbook..>',
  describe: 'Record in a restored journal what results workbooks show created or in doubt, so it is never posted again',
  builder: (yargs) =>
    withApiOptions(yargs)
      .positional('workbook', { type: 'string', array: true, describe: 'Results workbook written by upload or watch' })
      .option('json', { type: 'boolean', describe: 'Print one JSON object on stdout' })
      .example(
        '$0 import-results output/may-results-20260402-101500.xlsx',
        'After restoring the journal: the invoices that upload created are known created again',
      ),
  run: async (argv: ImportResultsArgv, io, readSettings) =>
    (await import('./run-import-results.js')).runImportResults(argv, io, readSettings),
};
