/** Every statement group, on one SQLite connection. */
import type { JournalStatements } from '../journal.js';
import { sqliteAdvertiserStatements } from './sqlite-advertiser-cache.js';
import type { SqliteConnection } from './sqlite-connection.js';
import { sqliteIndexStatements } from './sqlite-index-statements.js';
import { sqliteListStatements } from './sqlite-list-statements.js';
import { sqliteResolveStatements } from './sqlite-resolve-statements.js';
import { sqliteRunStatements } from './sqlite-run-statements.js';
import { sqliteScheduleStatements } from './sqlite-schedule-runs.js';
import { sqliteSendStatements } from './sqlite-send-statements.js';
import { sqliteStageStatements } from './sqlite-stage-statements.js';
import { sqliteStatusStatements } from './sqlite-status-history.js';
import { sqliteWatchStatements } from './sqlite-watch-files.js';

export function sqliteStatements(connection: SqliteConnection): JournalStatements {
  return {
    runs: sqliteRunStatements(connection),
    stage: sqliteStageStatements(connection),
    send: sqliteSendStatements(connection),
    resolve: sqliteResolveStatements(connection),
    lists: sqliteListStatements(connection),
    statuses: sqliteStatusStatements(connection),
    advertisers: sqliteAdvertiserStatements(connection),
    schedule: sqliteScheduleStatements(connection),
    watch: sqliteWatchStatements(connection),
    indexes: sqliteIndexStatements(connection),
  };
}
