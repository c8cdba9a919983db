/** The scheduler's RunRecorder backed by the journal, so missed runs can be told after a restart. */
import type { Journal } from '../journal/open-journal.js';
import { finishScheduleRun, insertScheduleRun, insertSkippedScheduleRun } from '../journal/schedule-runs.js';
import type { RunRecorder } from './create-scheduler.js';

export function recordRunsInJournal(journal: Journal): RunRecorder {
  return {
    started: (job, reason, scheduledFor, started) =>
      insertScheduleRun(journal, {
        job,
        reason,
        scheduledFor: scheduledFor.toISOString(),
        startedAt: started.toISOString(),
      }),
    finished: (runId, run) =>
      finishScheduleRun(journal, runId, {
        finishedAt: run.finished.toISOString(),
        exitCode: run.exitCode,
        signal: run.signal,
        summary: run.summary,
      }),
    skipped: (job, scheduledFor) => insertSkippedScheduleRun(journal, job, scheduledFor.toISOString()),
  };
}
