/**
 * `invoice-batch health watch <folder> | schedule [--max-age 5m] [--json]`: whether the watcher of a
 * drop folder, or the scheduler, is alive and its last pass went well, from the heartbeat it
 * writes; for monitoring. Needs no API key, config or journal.
 */
import type { CliCommand } from './cli-command.js';
import { sharedFlag } from './shared-flags.js';
import type { HealthArgv } from './run-health.js';

export const healthCommand: CliCommand = {
  command: 'health <service> [folder]',
  describe: 'Check that the watcher or the scheduler is alive and well, for monitoring',
  builder: (yargs) =>
    yargs
      .positional('service', {
        choices: ['watch', 'schedule'] as const,
        describe: 'watch: the watcher of <folder>; schedule: the scheduler of this state folder',
      })
      .positional('folder', { type: 'string', describe: 'The drop folder, as given to watch' })
      .option('max-age', {
        type: 'string',
        default: '5m',
        describe:
          'Unhealthy when the last beat is older: 90s, 5m, 1h (a watcher beats after every pass, a scheduler every 30 s)',
      })
      .option(...sharedFlag('json', { describe: 'Print one JSON object: the verdict and the heartbeat' }))
      .epilogue(
        'Exit codes: 0 healthy, 1 the last pass reported problems or the service stopped, died or beat too long ago, 2 it never ran or the arguments are wrong.',
      )
      .example('$0 health watch /srv/finance/drop', 'Is the watcher of the drop folder alive, its last pass ok?')
      .example('$0 health schedule --max-age 2m --json', 'The scheduler, as JSON'),
  run: async (argv: HealthArgv, io) => (await import('./run-health.js')).runHealth(argv, io),
};
