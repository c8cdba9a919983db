/** The scheduler's RunRecorder backed by the journal, so missed runs can be told after a restart. */
import type { Journal } from '../journal/open-journal.js';
import type { RunRecorder } from './create-scheduler.js';

export function recordRunsInJournal(journal: Journal): RunRecorder {
  return {
    started: (job, reason, scheduledFor, started) =>
      journal.schedule.insertScheduleRun({
        job,
        reason,
        scheduledFor: scheduledFor.toISOString(),
        startedAt: started.toISOString(),
      }),
    finished: (runId, run) =>
      journal.schedule.finishScheduleRun(runId, {
        finishedAt: run.finished.toISOString(),
        exitCode: run.exitCode,
        signal: run.signal,
        summary: run.summary,
      }),
    skipped: (job, scheduledFor) => journal.schedule.insertSkippedScheduleRun(job, scheduledFor.toISOString()),
  };
}
