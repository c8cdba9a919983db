/**
 * `invoice-batch schedule`: runs the jobs of the config's `schedule` section at their cron
 * times, each as a child process of this CLI; `--list` shows them, `--run-now JOB` runs one.
 */
import type { CliCommand } from './cli-command.js';
import { withSettingsOptions } from './api-options.js';
import { sharedFlag, withFlags } from './shared-flags.js';
import type { ScheduleArgv } from './run-schedule.js';
import type { JobPaths } from '../schedule/resolve-job-paths.js';

/**
 * The schedule command, given the names of the CLI's commands (a job may run any of them). The list is
 * handed in by whoever assembles the commands, since it includes this one.
 */
export const createScheduleCommand = (
  commandNames: () => readonly string[],
  checkArgs: (argv: readonly string[]) => string | undefined,
  readPaths: (argv: readonly string[]) => JobPaths,
): CliCommand => ({
  command: 'schedule',
  describe: 'Run the jobs of the config file at their cron times',
  builder: (yargs) =>
    withFlags(withSettingsOptions(yargs), { 'log-format': { default: 'json' } })
      .option('list', { type: 'boolean', describe: 'List the jobs and their next run times' })
      .option('run-now', {
        type: 'string',
        describe: 'Run one job at once and exit with its exit code',
        requiresArg: true,
      })
      .option('history', {
        type: 'boolean',
        describe:
          'List the runs of the jobs the journal recorded, newest first; exit 1 when the latest run of a job failed',
      })
      .option('job', { type: 'string', describe: 'With --history: only the runs of this job', requiresArg: true })
      .option(
        ...sharedFlag('limit', {
          default: 50,
          describe: 'With --history: newest runs first, at most this many (0: all)',
        }),
      )
      .option(...sharedFlag('json', { describe: 'With --history: the runs as JSON' }))
      .conflicts('list', 'run-now')
      .conflicts('history', ['list', 'run-now'])
      .example('$0 schedule --list', 'Show the jobs of the config file and their next run times')
      .example('$0 schedule', 'Run the jobs at their times until stopped (Ctrl-C, SIGTERM, or the service manager)')
      .example('$0 schedule --history --job reconcile', 'What the reconcile job did on its last 50 runs')
      .example('$0 schedule --run-now reconcile', 'Run the job named reconcile once, now, and exit with its code'),
  run: async (argv: ScheduleArgv, io, readSettings) =>
    (await import('./run-schedule.js')).runSchedule(argv, io, readSettings, commandNames, checkArgs, readPaths),
});
