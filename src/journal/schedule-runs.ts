/** One function per statement on `schedule_runs`. Times are ISO 8601 UTC. */

export interface NewScheduleRun {
  job: string;
  reason: 'scheduled' | 'run-now';
  scheduledFor: string;
  startedAt: string;
}

export interface ScheduleRunEnd {
  finishedAt: string;
  exitCode: number | null;
  signal: string | null;
  /** The job's JSON summary, stored as text. */
  summary: unknown;
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. */
export interface ScheduleStatements {
  /** Records a job that starts; returns the row id, or undefined when another scheduler already recorded this tick. */
  insertScheduleRun(run: NewScheduleRun): Promise<number | undefined>;
  finishScheduleRun(id: number, end: ScheduleRunEnd): Promise<void>;
  /** Records a tick at which the job was not started because its previous run was still going. */
  insertSkippedScheduleRun(job: string, scheduledFor: string): Promise<void>;
  /** The latest scheduled tick (run or skipped) of each job: where the missed-run count starts. */
  lastScheduledTicks(): Promise<Map<string, string>>;
}
