/**
 * `invoice-batch mapping check <m.yaml>` checks a mapping file; `mapping infer <file>` proposes
 * one from a file's header row, as commented YAML on stdout that `mapping check` accepts.
 */
import type { CliCommand } from './cli-command.js';
import { withSettingsOptions } from './api-options.js';
import type { MappingArgv } from './run-mapping.js';

export const mappingCommand: CliCommand = {
  command: 'mapping <action> <path>',
  describe: 'Check a mapping file or propose one from a file',
  builder: (yargs) =>
    withSettingsOptions(yargs)
      .positional('action', {
        choices: ['check', 'infer'] as const,
        describe: 'check: validate a mapping file; infer: propose one from an input file',
      })
      .positional('path', { type: 'string', describe: 'The mapping file (check) or the input file (infer)' })
      .option('sheet', { type: 'string', describe: 'infer: the sheet of the invoices (name or 1-based position)' })
      .option('currency', {
        type: 'string',
        describe: "infer: the ISO code of the amounts' currency, for a file without a currency column",
      })
      .example(
        '$0 mapping check mappings/european-erp.yaml',
        'Exit 0 when the mapping is valid; errors name line and column',
      )
      .example('$0 mapping infer export.csv > mappings/export.yaml', 'Propose a mapping from the header row')
      .example('$0 mapping infer register.xlsx --sheet Register', 'Propose a mapping for one sheet of a workbook')
      .example('$0 mapping infer purchases.csv --currency DKK', 'Amounts in DKK where the file has no currency column')
      .epilog(
        'infer reads the header row (below any title rows) and up to 200 rows. A column is mapped only when its values fit the field: ' +
          'Y/N-like values for Discount, amounts for amounts, dates for dates, codes for codes, small whole numbers for line numbers; ' +
          'tax must be near rate x net. It finds the layout (one-row, grouped, or joined with an items sheet on a key of one or two columns), ' +
          'totals rows and trailers, proposes checks: sumLines when the lines add up to the invoice total, and uses the advertiser list cached ' +
          'by "advertisers --refresh" (payeeIdBy: name when names match, requireKnown when ids match). ' +
          'What it doubts is written as a comment "# <field>: <column>  # doubtful: <reason>", never mapped; columns refused by their values are listed as notes.',
      ),
  run: async (argv: MappingArgv, io, readSettings) =>
    (await import('./run-mapping.js')).runMapping(argv, io, readSettings),
};
