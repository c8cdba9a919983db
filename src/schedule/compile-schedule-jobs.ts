/**
 * The `schedule` section of the settings -> jobs ready to run. Every problem is a ConfigError
 * naming the config file and the line of the job, so a typo never waits until 02:00 to show.
 */
import { ConfigError } from '../errors.js';
import { closest } from '../config-file/find-close-names.js';
import { compileCron, type CronSchedule } from './compile-cron.js';
import { nextCronRun } from './next-cron-run.js';
import { splitCommandLine } from './split-command-line.js';
import { findJobCredentials, redactJobCommand } from './find-job-credentials.js';
import { DEFAULT_JOB_RETRY, type JobRetry } from './plan-job-retry.js';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { resolveJobPaths, type JobPaths } from './resolve-job-paths.js';

export interface ScheduledJob {
  name: string;
  cron: CronSchedule;
  /** The command as written, for logs, with the credentials of its URLs replaced by `***`. */
  command: string;
  /** Arguments after the program, e.g. `['reconcile', '--json']`. */
  argv: string[];
  /** Line of the job in the config file, when read from one. */
  line: number | undefined;
  /** Run once at start when ticks were missed while no scheduler was up. @default false */
  catchUp: boolean;
  /** Run again after an exit 69 (the finance API could not be reached); undefined: never. @default DEFAULT_JOB_RETRY */
  retry?: JobRetry | undefined;
}

/** The `schedule` section of the settings, as far as the jobs need it. */
export interface ScheduleSection {
  /** Zone of jobs that name none; undefined means the machine's zone. */
  timeZone: string | undefined;
  jobs: readonly {
    name: string;
    cron: string;
    command: string;
    timeZone?: string | undefined;
    catchUp?: boolean | undefined;
    retry?: false | { everyMs?: number | undefined; withinMs?: number | undefined } | undefined;
  }[];
  /** Line of each job in the config file, by name. */
  lines: ReadonlyMap<string, number>;
  /** Profiles a job's `--profile` may name. @default not checked */
  profiles?: readonly string[] | undefined;
}

/** The profile a job's command line names with `--profile`, if any. */
function profileOf(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--profile') return argv[i + 1];
    if (argv[i]!.startsWith('--profile=')) return argv[i]!.slice('--profile='.length);
  }
  return undefined;
}

/** The program name may be written in front of the command; it is implied. */
const PROGRAM = 'invoice-batch';

/**
 * @param knownCommands names of the CLI's commands, e.g. `['reconcile', 'watch', ...]`
 * @param now a moment to prove that each schedule fires at all
 * @param checkArgs what is wrong with a job's command line (options, arguments), if anything
 * @param readPaths the paths a job's command line names, read from the config file's folder @default none
 */
export function compileScheduleJobs(
  schedule: ScheduleSection,
  configFile: string | undefined,
  knownCommands: readonly string[],
  now: Date,
  checkArgs: (argv: readonly string[]) => string | undefined = () => undefined,
  readPaths: (argv: readonly string[]) => JobPaths = () => ({ paths: [], mustExist: [] }),
): ScheduledJob[] {
  const dir = configFile === undefined ? undefined : dirname(resolve(configFile));
  const seen = new Set<string>();
  return schedule.jobs.map((job) => {
    const line = schedule.lines.get(job.name);
    const fail = (message: string) =>
      new ConfigError(`schedule job "${job.name}": ${message}`, { file: configFile, line });
    if (seen.has(job.name)) throw fail('the name is used by an earlier job; expected unique names');
    seen.add(job.name);

    const compiled = compileCron(job.cron, job.timeZone ?? schedule.timeZone);
    if (!compiled.ok) throw fail(compiled.message);
    if (!nextCronRun(compiled.schedule, now)) throw fail(`cron expression "${job.cron}" never fires`);

    // Before any message that quotes the command: a refusal must not show what it refuses.
    const credentials = findJobCredentials(job.command);
    if (credentials) throw fail(credentials);
    const command = redactJobCommand(job.command);
    const split = splitCommandLine(job.command);
    if (!split.ok) throw fail(`command "${command}": ${split.message}`);
    const written = split.argv[0] === PROGRAM ? split.argv.slice(1) : split.argv;
    const name = written[0];
    if (name === undefined) throw fail(`command "${command}": expected a command after ${PROGRAM}`);
    if (name === 'schedule') throw fail('a job cannot start another scheduler');
    if (!knownCommands.includes(name) || name.startsWith('-')) {
      const near = closest(name, knownCommands);
      throw fail(
        `unknown command "${name}"${near ? ` (did you mean "${near}"?)` : ''}; expected one of ${knownCommands.filter((c) => c !== 'schedule').join(', ')}`,
      );
    }
    const problem = checkArgs(written);
    if (problem) throw fail(`command "${command}": ${problem}`);
    const named = readPaths(written);
    const argv = dir === undefined ? written : resolveJobPaths(written, named, dir);
    // Read at every run: a mapping missing now would fail every tick, so it is refused at load.
    for (const path of named.mustExist.map((given) => resolve(dir ?? '.', given)))
      if (!existsSync(path))
        throw fail(
          `command "${command}": ${path}: file not found (a job's relative paths are read from the config file's folder, ${dir ?? 'the working folder'})`,
        );
    // The job reads the same config file: a profile it lacks would fail at every tick instead.
    const profile = profileOf(argv);
    if (profile !== undefined && schedule.profiles && !schedule.profiles.includes(profile)) {
      throw fail(
        `command "${command}": profile "${profile}" is not defined in the config file; known profiles: ${schedule.profiles.join(', ')}`,
      );
    }
    const retry =
      job.retry === false
        ? undefined
        : {
            everyMs: job.retry?.everyMs ?? DEFAULT_JOB_RETRY.everyMs,
            withinMs: job.retry?.withinMs ?? DEFAULT_JOB_RETRY.withinMs,
          };
    return { name: job.name, cron: compiled.schedule, command, argv, line, catchUp: job.catchUp ?? false, retry };
  });
}
