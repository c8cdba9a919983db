/**
 * The scheduler's RunRecorder backed by the journal, so missed runs can be told after a restart.
 * Each run it has going carries this process's lease, renewed while the job runs, so a run whose
 * scheduler was killed is settled by the next one (settle-abandoned-runs.ts). The lease is stamped
 * by the journal's clock (`runs.leaseNow`), which judges it, not by this host's.
 */
import type { ThisProcess } from '../batch/run-liveness.js';
import { thisProcess } from '../batch/this-process.js';
import { asJournalError } from '../journal/journal-error.js';
import type { Journal } from '../journal/open-journal.js';
import type { RunReason, RunRecorder } from './create-scheduler.js';

export interface JournalRecorderOptions {
  /** @default this process */
  self?: ThisProcess;
  /** How often the lease of each running job is renewed, ms. @default 10000 */
  heartbeatMs?: number;
}

export interface JournalRecorder extends RunRecorder {
  /** Stops renewing leases. */
  close(): void;
}

export function recordRunsInJournal(journal: Journal, options: JournalRecorderOptions = {}): JournalRecorder {
  const self = options.self ?? thisProcess();
  const running = new Set<number>();
  const timer = setInterval(() => {
    // A missed beat only matters after the lease's stale limit of them; the next one tries again.
    journal.runs
      .leaseNow()
      .then(async (at) => {
        for (const id of running) await journal.schedule.touchScheduleRun(id, self.token, at);
      })
      .catch(() => undefined);
  }, options.heartbeatMs ?? 10_000);
  timer.unref();
  // A locked or lost journal is told in the journal's words (which file, SQLITE_BUSY) in the log.
  const named = (doing: string) => (error: unknown) => {
    throw asJournalError(error, journal.location, doing);
  };
  return {
    async started(job, reason, scheduledFor, started) {
      const id = await recordStart(job, reason, scheduledFor, started).catch(named('cannot record the run'));
      if (id !== undefined) running.add(id);
      return id;
    },
    async finished(runId, run) {
      running.delete(runId);
      await journal.schedule
        .finishScheduleRun(runId, {
          finishedAt: run.finished.toISOString(),
          exitCode: run.exitCode,
          signal: run.signal,
          summary: run.summary,
          // What the log line says of a failed run, so `schedule --history` can say it too.
          lastError: run.lastError,
        })
        .catch(named('cannot record the end of the run'));
    },
    skipped: (job, scheduledFor, why) =>
      journal.schedule
        .insertSkippedScheduleRun(job, scheduledFor.toISOString(), why)
        .catch(named('cannot record the skipped run')),
    close: () => clearInterval(timer),
  };

  async function recordStart(job: string, reason: RunReason, scheduledFor: Date, started: Date) {
    return journal.schedule.insertScheduleRun({
      job,
      reason,
      scheduledFor: scheduledFor.toISOString(),
      startedAt: started.toISOString(),
      holder: { host: self.host, pid: self.pid, processToken: self.token },
      heartbeatAt: await journal.runs.leaseNow(),
    });
  }
}
