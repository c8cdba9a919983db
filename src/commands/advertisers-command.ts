/**
 * `invoice-batch advertisers`: fetch the advertiser reference list and write it as .xlsx, .csv
 * or .json, or print it as a table.
 */
import type { CliCommand } from './cli-command.js';
import { withApiOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import type { AdvertisersArgv } from './run-advertisers.js';

export const advertisersCommand: CliCommand = {
  // The product brief's name for the command; the short name stays the one shown first.
  command: ['advertisers', 'export-advertisers'],
  describe: 'Export the advertiser reference list',
  builder: (yargs) =>
    withApiOptions(yargs)
      // Replaces the shared --out (output folder): here it names the list file.
      .option('out', { type: 'string', describe: 'Write the list to FILE: .xlsx, .csv or .json by the extension' })
      .option(...sharedFlag('json', { describe: 'Print the list as JSON on stdout' }))
      .option('refresh', {
        type: 'boolean',
        describe:
          'Also keep the list in the journal: the cached list validate and upload check PayeeIds against (without it, the live list is shown and compared with that cache)',
        group: 'Output:',
      })
      .option('overwrite', {
        type: 'boolean',
        describe: 'Replace the file --out names when it exists (without it, an existing file is refused, exit 2)',
        group: 'Output:',
      })
      .option('accept-smaller-list', {
        type: 'boolean',
        describe:
          'With --refresh: cache the answer even when it holds fewer than half the advertisers of the cached list (without it, such a list is refused and the cached one kept, exit 1)',
        group: 'Output:',
      })
      .example('$0 advertisers', 'Print the list as a table')
      .example('$0 advertisers --out output/advertisers.xlsx', 'Write a workbook (ids stay text, leading zeros kept)')
      .example('$0 advertisers --out advertisers.csv --profile production', 'Write CSV from the production profile'),
  // Here --out names the list file, not the output folder of the settings.
  settingsFlags: (argv: AdvertisersArgv) => ({ ...argv, out: undefined }),
  run: async (argv: AdvertisersArgv, io, readSettings) =>
    (await import('./run-advertisers.js')).runAdvertisers(argv, io, readSettings),
};
