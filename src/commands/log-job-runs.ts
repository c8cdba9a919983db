/**
 * The scheduler's log lines with the run id of the job they are about (its `schedule_runs` row),
 * and a `job started` line when a job's process starts, so that a collector can pair each start
 * with its end. A job never overlaps itself, so one run id per job name is the current one, until
 * the line of its end: a line after it (a missed tick, a start refused while stopping) is about no run.
 */
import type { ScheduledJob } from '../schedule/compile-schedule-jobs.js';
import type { JobProcessResult, RunRecorder, SchedulerLog } from '../schedule/create-scheduler.js';
import type { Log } from '../terminal/create-log.js';

export interface JobRunLog {
  log: SchedulerLog;
  recorder: RunRecorder;
  /** `runJob` that says `job started` first. */
  runJob(job: ScheduledJob, stop: AbortSignal, run: () => Promise<JobProcessResult>): Promise<JobProcessResult>;
}

/** The scheduler's line of a run's end, logged once its end is recorded (or could not be). */
const END_LINES: readonly string[] = ['job finished', 'job failed'];

export function logJobRuns(log: Log, recorder: RunRecorder): JobRunLog {
  const runIds = new Map<string, number>();
  const withRunId = (fields: object, message: string): Record<string, unknown> => {
    const job = (fields as { job?: unknown }).job;
    const runId = typeof job === 'string' ? runIds.get(job) : undefined;
    // The run's end line is the last one about it: a later line of the job would name an ended run.
    if (typeof job === 'string' && END_LINES.includes(message)) runIds.delete(job);
    return runId === undefined ? { ...fields } : { ...fields, runId };
  };
  return {
    log: {
      info: (fields, message) => log.info(withRunId(fields, message), message),
      warn: (fields, message) => log.warn(withRunId(fields, message), message),
    },
    recorder: {
      started(job, reason, scheduledFor, started) {
        const note = (runId: number | undefined) => {
          if (runId === undefined) runIds.delete(job);
          else runIds.set(job, runId);
          return runId;
        };
        // The previous run has ended: until the journal gives this one its id (or fails to), a
        // line about the job (a skip while the journal is slow, a refusal) names no run.
        runIds.delete(job);
        // An answer given at once stays one: the scheduler then starts the job in the same turn.
        const recording = recorder.started(job, reason, scheduledFor, started);
        return recording instanceof Promise ? recording.then(note) : note(recording);
      },
      finished: (runId, run) => recorder.finished(runId, run),
      skipped: (job, scheduledFor, why) => recorder.skipped(job, scheduledFor, why),
    },
    runJob(job, _stop, run) {
      log.info(withRunId({ job: job.name, command: job.command }, 'job started'), 'job started');
      return run();
    },
  };
}
