/** The PostgreSQL implementation of `ScheduleStatements` (schedule-runs.ts). */
import {
  SCHEDULE_SQL as SQL,
  scheduleParams,
  type JobLease,
  type RunningScheduleRun,
  type ScheduleStatements,
} from '../schedule-runs.js';
import type { PostgresConnection } from './postgres-connection.js';

export function postgresScheduleStatements(c: PostgresConnection): ScheduleStatements {
  return {
    async insertScheduleRun(run) {
      return (await c.row<{ id: number }>(SQL.insertRun, scheduleParams.insertRun(run)))?.id;
    },
    async finishScheduleRun(id, end) {
      await c.change(SQL.finishRun, scheduleParams.finishRun(id, end));
    },
    async insertSkippedScheduleRun(job, scheduledFor) {
      await c.change(SQL.insertSkipped, [job, scheduledFor]);
    },
    async lastScheduledTicks() {
      const rows = await c.rows<{ job: string; last: string }>(SQL.lastTicks);
      return new Map(rows.map((row) => [row.job, row.last]));
    },
    async touchScheduleRun(id, processToken, at) {
      await c.change(SQL.touchRun, [at, id, processToken]);
    },
    async listRunningScheduleRuns() {
      return c.rows<RunningScheduleRun>(SQL.listRunning);
    },
    async abandonScheduleRun(id, processToken, at, note) {
      return (await c.change(SQL.abandonRun, [at, note, id, processToken])) === 1;
    },
    async findJobLease(name) {
      return c.row<JobLease>(SQL.findLease, [name]);
    },
    async insertJobLease(lease) {
      return (await c.change(SQL.insertLease, scheduleParams.insertLease(lease))) === 1;
    },
    async takeOverJobLease(lease, previousToken) {
      return (await c.change(SQL.takeOverLease, scheduleParams.takeOverLease(lease, previousToken))) === 1;
    },
    async touchJobLease(name, processToken, at) {
      await c.change(SQL.touchLease, [at, name, processToken]);
    },
    async deleteJobLease(name, processToken) {
      await c.change(SQL.deleteLease, [name, processToken]);
    },
  };
}
