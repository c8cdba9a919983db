/**
 * `invoice-batch watch <folder>`: the drop folder. Files put into `<folder>/inbox/` are uploaded
 * once they stopped changing, then moved to `done/` or `failed/`, their results in `results/`.
 */
import type { CliCommand } from './cli-command.js';
import { withApiOptions } from './api-options.js';
import { sharedFlag, withFlags } from './shared-flags.js';
import type { WatchArgv } from './run-watch.js';
import { numberFlag } from './number-flag.js';
import { SETTLE_SECONDS_BOUNDS } from './settle-seconds-option.js';

export const watchCommand: CliCommand = {
  command: 'watch <folder>',
  describe: 'Upload the files dropped into a folder',
  builder: (yargs) =>
    withFlags(withApiOptions(yargs), { 'log-format': { default: 'text' }, 'keep-days': true })
      .positional('folder', {
        type: 'string',
        describe: 'Drop folder; inbox/ processing/ done/ failed/ results/ are created in it',
      })
      .option('once', {
        type: 'boolean',
        describe: 'Handle what is in the inbox, then exit (for cron)',
        group: 'Watch:',
      })
      .option(
        'settle-seconds',
        numberFlag('settle-seconds', SETTLE_SECONDS_BOUNDS, {
          describe:
            'Take a file once unchanged this long (default: watch.settleMs of the config, else 2); a file another process holds open for writing is never taken',
          group: 'Watch:',
        }),
      )
      .option(
        ...sharedFlag('mapping', {
          describe: 'Mapping for every file, instead of the watch.rules of the config',
          group: 'Watch:',
        }),
      )
      .option('new-journal', {
        type: 'boolean',
        describe:
          'Post through this journal though another journal has posted to the same finance system, or though it is not the journal the register saw at its path (another journal, an older copy): it would send those invoices again',
        group: 'Watch:',
      })
      .option(...sharedFlag('json', { describe: 'Print one JSON object at the end; the per-file lines go to stderr' }))
      .example('$0 watch /srv/finance/drop', 'Keep watching until stopped (SIGTERM or Ctrl-C)')
      .example(
        '$0 watch /srv/finance/drop --once --mapping mappings/erp.yaml',
        'Handle what is there now with one mapping',
      ),
  run: async (argv: WatchArgv, io, readSettings) => (await import('./run-watch.js')).runWatch(argv, io, readSettings),
};
