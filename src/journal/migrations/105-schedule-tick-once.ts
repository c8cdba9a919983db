import type { Migration } from './migration.js';

/**
 * One row per scheduled tick of a job: schedulers on several hosts sharing a journal each try to
 * record the tick, and only the one whose row goes in runs the job.
 */
export const scheduleTickOnce: Migration = {
  id: 105,
  name: 'schedule-tick-once',
  sql: `CREATE UNIQUE INDEX schedule_runs_one_per_tick ON schedule_runs (job, scheduled_for) WHERE reason = 'scheduled';`,
  postgres: `CREATE UNIQUE INDEX schedule_runs_one_per_tick ON schedule_runs (job, scheduled_for) WHERE reason = 'scheduled';`,
};
