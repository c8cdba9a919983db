/** The SQLite implementation of `ScheduleStatements` (schedule-runs.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import { SCHEDULE_SQL as SQL, scheduleParams, type JobLease, type ScheduleStatements } from '../schedule-runs.js';
import type { RunningScheduleRun } from '../schedule-runs.js';

export function sqliteScheduleStatements(connection: SqliteConnection): ScheduleStatements {
  const run = (sql: string, params: readonly unknown[]) => connection.statement(sql).run(...params);
  return {
    async insertScheduleRun(scheduleRun) {
      const row = connection.statement(SQL.insertRun).get(...scheduleParams.insertRun(scheduleRun)) as
        { id: number } | undefined;
      return row?.id;
    },
    async finishScheduleRun(id, end) {
      run(SQL.finishRun, scheduleParams.finishRun(id, end));
    },
    async insertSkippedScheduleRun(job, scheduledFor) {
      run(SQL.insertSkipped, [job, scheduledFor]);
    },
    async lastScheduledTicks() {
      const rows = connection.statement(SQL.lastTicks).all() as { job: string; last: string }[];
      return new Map(rows.map((row) => [row.job, row.last]));
    },
    async touchScheduleRun(id, processToken, at) {
      run(SQL.touchRun, [at, id, processToken]);
    },
    async listRunningScheduleRuns() {
      return connection.statement(SQL.listRunning).all() as RunningScheduleRun[];
    },
    async abandonScheduleRun(id, processToken, at, note) {
      return run(SQL.abandonRun, [at, note, id, processToken]).changes === 1;
    },
    async findJobLease(name) {
      return connection.statement(SQL.findLease).get(name) as JobLease | undefined;
    },
    async insertJobLease(lease) {
      return run(SQL.insertLease, scheduleParams.insertLease(lease)).changes === 1;
    },
    async takeOverJobLease(lease, previousToken) {
      return run(SQL.takeOverLease, scheduleParams.takeOverLease(lease, previousToken)).changes === 1;
    },
    async touchJobLease(name, processToken, at) {
      run(SQL.touchLease, [at, name, processToken]);
    },
    async deleteJobLease(name, processToken) {
      run(SQL.deleteLease, [name, processToken]);
    },
  };
}
