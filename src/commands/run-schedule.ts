/** What `schedule` does, loaded when the command runs (schedule-command.ts describes its flags). */
import type { CommandIo } from './cli-command.js';
import { logJobRuns } from './log-job-runs.js';
import { createLog, type LogFormat } from '../terminal/create-log.js';
import { ConfigError, UsageError } from '../errors.js';
import type { Settings } from '../settings.js';
import { openCommandJournal } from './open-command-journal.js';
import { tellJournalWaits } from './tell-journal-waits.js';
import { checkMachineTimeZone } from '../schedule/check-machine-time-zone.js';
import { chooseCatchUpRuns } from '../schedule/choose-catch-up-runs.js';
import { describeSchedulerStop } from '../schedule/describe-scheduler-stop.js';
import { compileScheduleJobs, type ScheduledJob } from '../schedule/compile-schedule-jobs.js';
import type { JobPaths } from '../schedule/resolve-job-paths.js';
import { createScheduler } from '../schedule/create-scheduler.js';
import { nextCronRun } from '../schedule/next-cron-run.js';
import { recordRunsInJournal } from '../schedule/record-runs-in-journal.js';
import { reportMissedRuns } from '../schedule/report-missed-runs.js';
import { runJobProcess } from '../schedule/run-job-process.js';
import { jobSecrets } from './job-secrets.js';
import { runScheduler } from '../schedule/run-scheduler.js';
import { beatScheduler } from '../schedule/beat-scheduler.js';
import { heartbeatWriter } from '../health/write-heartbeat.js';
import { schedulerHeartbeatPath } from '../health/heartbeat-paths.js';
import { stateDirOf } from './state-dir-of.js';
import { settleAbandonedRuns } from '../schedule/settle-abandoned-runs.js';
import { formatZoned } from '../schedule/zoned-time.js';
import { zoneText } from '../report/local-time.js';
import type { ScheduleHistoryFlags } from './run-schedule-history.js';
import { checkOutputFolder } from '../report/check-output-folder.js';

export interface ScheduleArgv extends ScheduleHistoryFlags {
  list?: boolean;
  runNow?: string;
  config?: string;
  profile?: string;
  journal?: string;
  out?: string;
  logFormat: LogFormat;
}

/**
 * Children read the same config file and profile; the journal and output folder follow from
 * them, unless the scheduler itself was given --journal or --out. A job's own flags still win.
 */
function jobEnvironment(settings: Settings, argv: ScheduleArgv, io: CommandIo): NodeJS.ProcessEnv {
  return {
    ...io.env,
    ...(settings.configFile ? { INVOICE_BATCH_CONFIG: settings.configFile } : {}),
    INVOICE_BATCH_PROFILE: settings.api.profile,
    ...(argv.journal ? { INVOICE_BATCH_JOURNAL: settings.journalFile } : {}),
    ...(argv.out ? { INVOICE_BATCH_OUT: settings.outDir } : {}),
  };
}

/** Why jobs could not write to `outDir`, or undefined when they can. */
function unwritableOutDir(outDir: string): string | undefined {
  try {
    checkOutputFolder(outDir);
    return undefined;
  } catch (error) {
    return `${(error as Error).message}; jobs that write to outDir will fail`;
  }
}

function listJobs(jobs: readonly ScheduledJob[], io: CommandIo, where: string): number {
  if (jobs.length === 0) {
    io.stdout(`no jobs in ${where}\n`);
    return 0;
  }
  const now = new Date();
  const rows = jobs.map((job) => {
    const next = nextCronRun(job.cron, now);
    return [
      job.name,
      job.cron.expression,
      // A zone not set is the machine's: named, with its offset now, never 'local time'.
      job.cron.timeZone ?? `${zoneText(now)} (this machine's)`,
      next ? formatZoned(next.getTime(), job.cron.timeZone) : 'never',
      job.command,
    ];
  });
  const header = ['JOB', 'CRON', 'TIME ZONE', 'NEXT RUN', 'COMMAND'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows])
    io.stdout(`${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')}\n`);
  return 0;
}

/** Runs the jobs; `commandNames`, `checkArgs` and `readPaths` are the CLI's commands, which a job may run. */
export async function runSchedule(
  argv: ScheduleArgv,
  io: CommandIo,
  readSettings: () => Settings,
  commandNames: () => readonly string[],
  checkArgs: (argv: readonly string[]) => string | undefined,
  readPaths: (argv: readonly string[]) => JobPaths,
): Promise<number> {
  // Reading the journal needs no schedule section: the history of another host's config can be read.
  if (argv.history || argv.job !== undefined || argv.json)
    return (await import('./run-schedule-history.js')).runScheduleHistory(argv, io, readSettings, (settings) =>
      compileScheduleJobs(settings.schedule, settings.configFile, commandNames(), new Date(), checkArgs),
    );
  const settings = readSettings();
  // After a signal running jobs get stopTimeoutMs, then SIGTERM and 10 s more before SIGKILL.
  io.stopWithin?.(settings.schedule.stopTimeoutMs + 15_000);
  const where = settings.configFile ?? 'the settings (no config file found)';
  const jobs = compileScheduleJobs(
    settings.schedule,
    settings.configFile,
    commandNames(),
    new Date(),
    checkArgs,
    readPaths,
  );
  const machineZone = jobs.some((job) => job.cron.timeZone === undefined) ? checkMachineTimeZone(io.env.TZ) : undefined;
  if (machineZone) throw new ConfigError(machineZone, { file: settings.configFile });
  // Jobs read the same outDir: one they cannot write would fail at every tick, so it is said now.
  const outDirProblem = unwritableOutDir(settings.outDir);
  if (argv.list) {
    if (outDirProblem) io.stderr(`invoice-batch: warning: ${outDirProblem}\n`);
    return listJobs(jobs, io, where);
  }
  if (argv.runNow !== undefined && !jobs.some((job) => job.name === argv.runNow)) {
    throw new UsageError(
      `--run-now: no job named "${argv.runNow}" in ${where}; jobs: ${jobs.map((j) => j.name).join(', ') || 'none'}`,
    );
  }
  if (jobs.length === 0)
    throw new ConfigError('no jobs to run: expected a schedule.jobs list', { file: settings.configFile });

  // Lines of any size in a job's summary are cut to a few kilobytes: its results file has the rest.
  // Monitoring reads the warn lines: with standard output closed they go to standard error.
  io.tellWhenStdoutClosed?.('the log lines go to standard error');
  const lines = createLog({
    format: argv.logFormat,
    write: (line) => (io.stdoutClosed ? (io.stderrLogLine ?? io.stderr)(line) : io.stdout(line)),
    textFields: true,
    stamp: io.stampLogLines === true,
  });
  // One wait for a locked (or, on PostgreSQL, unreachable) journal, the upload's, said once.
  const journal = await openCommandJournal(settings.journalFile, io, {
    busyTimeoutMs: settings.upload.journalWaitMs,
    reconnectWithinMs: settings.upload.journalWaitMs,
  });
  const stopTelling = tellJournalWaits(journal, lines);
  const recorder = recordRunsInJournal(journal);
  const runs = logJobRuns(lines, recorder);
  const stateDir = stateDirOf(settings);
  // One heartbeat per state folder, for `health schedule`; `--run-now` runs once and beats none.
  const beat =
    stateDir === undefined || argv.runNow !== undefined
      ? undefined
      : beatScheduler({
          jobs,
          of: where,
          mask: io.redact,
          writer: heartbeatWriter(
            schedulerHeartbeatPath(stateDir),
            (problem) => runs.log.warn({ event: 'heartbeat not written' }, problem),
            true,
          ),
        });
  const log = beat ? beat.observe(runs.log) : runs.log;
  if (outDirProblem) log.warn({ outDir: settings.outDir }, `outDir cannot be written: ${outDirProblem}`);
  io.keepRunningOnHangup?.(() =>
    log.warn({ event: 'SIGHUP received' }, 'SIGHUP received: nothing to reload; still running'),
  );
  try {
    // A scheduler waiting out its journal renews no lease: the runs are judged by that wait.
    for (const run of await settleAbandonedRuns(journal, { journalWaitMs: settings.upload.journalWaitMs })) {
      const { id: runId, job, host, pid, startedAt, heartbeatAt } = run;
      // Every line carries this scheduler's host and pid: the gone one's are named apart.
      log.warn(
        { job, runId, schedulerHost: host, schedulerPid: pid, startedAt, lastHeartbeat: heartbeatAt },
        'job run ended abnormally: its scheduler is gone',
      );
    }
    const env = jobEnvironment(settings, argv, io);
    // A job's error lines go to the log: the key it was given never does.
    const secrets = jobSecrets(settings, io.env);
    const scheduler = createScheduler(jobs, {
      now: () => new Date(),
      runJob: (job, stop) =>
        runs.runJob(job, stop, () => runJobProcess(job.argv, stop, { cwd: io.cwd, env, secrets, jobName: job.name })),
      log,
      recorder: runs.recorder,
    });
    io.stopWithin?.(settings.schedule.stopTimeoutMs + 15_000, () =>
      describeSchedulerStop(
        jobs.filter((job) => scheduler.isRunning(job.name)).map((job) => job.name),
        settings.schedule.stopTimeoutMs,
      ),
    );
    if (argv.runNow !== undefined) {
      // SIGTERM stops the one job as it stops a scheduler: after the grace time.
      io.signal.addEventListener('abort', () => void scheduler.drain(settings.schedule.stopTimeoutMs), {
        once: true,
      });
      const run = await scheduler.runNow(argv.runNow);
      return run?.exitCode ?? 1;
    }
    const missed = reportMissedRuns(jobs, await journal.schedule.lastScheduledTicks(), new Date(), log);
    beat?.start();
    await runScheduler({
      jobs,
      scheduler,
      log,
      signal: io.signal,
      stopTimeoutMs: settings.schedule.stopTimeoutMs,
      catchUp: chooseCatchUpRuns(jobs, missed),
    }).catch(async (error: unknown) => {
      await beat?.stopped(error);
      throw error;
    });
    await beat?.stopped();
    return 0;
  } finally {
    stopTelling();
    recorder.close();
    await journal.close();
  }
}
