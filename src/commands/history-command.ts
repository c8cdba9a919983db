/**
 * `invoice-batch history [--json]`: the uploads the journal remembers, newest first; runs of processes
 * that died are settled (`interrupted`) first.
 */
import type { CliCommand } from './cli-command.js';
import { withListingOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import type { HistoryArgv } from './run-history.js';

export const historyCommand: CliCommand = {
  command: 'history',
  describe: 'List the uploads (runs) in the journal',
  builder: (yargs) =>
    withListingOptions(yargs)
      .option(...sharedFlag('limit', { default: 50, describe: 'Newest runs first, at most this many (0: all)' }))
      .option(...sharedFlag('since'))
      .option(...sharedFlag('json'))
      .example('$0 history', 'The last 50 uploads with their counts')
      .example('$0 history --since 7d', 'The uploads of the last seven days')
      .example('$0 history --json --limit 0', 'Every upload as JSON'),
  run: async (argv: HistoryArgv, io, readSettings) =>
    (await import('./run-history.js')).runHistory(argv, io, readSettings),
};
