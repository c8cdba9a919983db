/**
 * `schedule --history`: what the scheduler ran, from the journal's `schedule_runs`, newest first.
 * Runs whose scheduler is gone are settled as abandoned first, as `history` settles killed uploads.
 * Exits 1 when the latest ended run of a job listed failed, or a job of the config missed ticks since
 * its last recorded one (no scheduler took them), so a monitor can alert on the command.
 */
import type { CommandIo } from './cli-command.js';
import { EXIT_FAILED, EXIT_OK, UsageError } from '../errors.js';
import type { Settings } from '../settings.js';
import { ONLY_READING, openCommandJournal } from './open-command-journal.js';
import { refuseCommandJournalEmptied, refuseCommandJournalRecreated } from './check-command-journal-register.js';
import { settleAbandonedRuns } from '../schedule/settle-abandoned-runs.js';
import { describeScheduleRun } from '../schedule/describe-schedule-run.js';
import { formatScheduleRuns } from '../schedule/format-schedule-runs.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import { jobSecrets } from './job-secrets.js';
import type { ScheduledJob } from '../schedule/compile-schedule-jobs.js';
import { listMissedTicks } from '../schedule/list-missed-ticks.js';
import { describeMissedTicks } from '../schedule/format-schedule-runs.js';

/** The config's jobs, whose missed ticks are told; none when it has no valid schedule (`schedule --list` says why). */
function scheduledJobs(settings: Settings, jobsOf: (settings: Settings) => ScheduledJob[]): ScheduledJob[] {
  try {
    return jobsOf(settings);
  } catch {
    return [];
  }
}

export interface ScheduleHistoryFlags {
  history?: boolean;
  /** Only this job's runs. */
  job?: string;
  /** @default 50 (0: all) */
  limit?: number;
  json?: boolean;
}

export async function runScheduleHistory(
  argv: ScheduleHistoryFlags,
  io: CommandIo,
  readSettings: () => Settings,
  jobsOf: (settings: Settings) => ScheduledJob[],
): Promise<number> {
  if (!argv.history) throw new UsageError('--job and --json go with --history: schedule --history --job NAME --json');
  const limit = argv.limit ?? 50;
  const settings = readSettings();
  refuseCommandJournalRecreated(settings, undefined);
  const journal = await openCommandJournal(settings.journalFile, io, {
    ...ONLY_READING,
    existing: true,
    reconnectWithinMs: settings.upload.journalWaitMs,
  });
  try {
    await refuseCommandJournalEmptied(journal, settings);
    // A scheduler waiting out its journal renews no lease: the runs are judged by that wait.
    const settled = await settleAbandonedRuns(journal, { journalWaitMs: settings.upload.journalWaitMs });
    // One run more than asked for tells whether the list was cut.
    const listed = await journal.schedule.listScheduleRuns({ job: argv.job, limit: limit === 0 ? -1 : limit + 1 });
    const more = limit > 0 && listed.length > limit;
    const secrets = jobSecrets(settings, io.env);
    const runs = (more ? listed.slice(0, limit) : listed).map((row) => describeScheduleRun(row, secrets));
    const latest = (await journal.schedule.latestEndedScheduleRuns())
      .filter((row) => argv.job === undefined || row.job === argv.job)
      .map((row) => describeScheduleRun(row, secrets));
    const failing = latest.filter((run) => run.failed);
    const missed = listMissedTicks(
      scheduledJobs(settings, jobsOf),
      await journal.schedule.lastScheduledTicks(),
      new Date(),
    ).filter((ticks) => argv.job === undefined || ticks.job === argv.job);
    if (argv.json) {
      const latestFailed = failing.map(({ job, runId, exitCode }) => ({ job, runId, exitCode }));
      const settledIds = settled.map((run) => run.id);
      io.stdout(`${printableJson({ runs, more, settled: settledIds, latestFailed, missed })}\n`);
    } else {
      const none =
        argv.job !== undefined && runs.length === 0
          ? `No runs of job "${escapeControlCharacters(argv.job)}" in the journal.\n`
          : '';
      const cut = more ? `\nShowing the newest ${limit}; older ones exist: --limit N shows more, --limit 0 all.\n` : '';
      const failed = failing.map(
        (run) => `The latest run of ${escapeControlCharacters(run.job)} failed: run ${run.runId}, ${run.meaning}.\n`,
      );
      const gaps = missed.map((ticks) => `${describeMissedTicks(ticks, settings.dateStyle)}\n`);
      const alerts = [...failed, ...gaps];
      io.stdout(
        (none || formatScheduleRuns(runs, settings.dateStyle) + cut) + (alerts.length ? `\n${alerts.join('')}` : ''),
      );
    }
    return failing.length + missed.length > 0 ? EXIT_FAILED : EXIT_OK;
  } finally {
    await journal.close();
  }
}
