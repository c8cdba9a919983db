/** Every statement group, on one PostgreSQL pool or transaction client. */
import type { JournalStatements } from '../journal.js';
import { postgresAdvertiserStatements } from './postgres-advertiser-cache.js';
import type { PostgresConnection } from './postgres-connection.js';
import { postgresIndexStatements } from './postgres-index-statements.js';
import { postgresListStatements } from './postgres-list-statements.js';
import { postgresResolveStatements } from './postgres-resolve-statements.js';
import { postgresRunStatements } from './postgres-run-statements.js';
import { postgresScheduleStatements } from './postgres-schedule-runs.js';
import { postgresSendStatements } from './postgres-send-statements.js';
import { postgresStageStatements } from './postgres-stage-statements.js';
import { postgresStatusStatements } from './postgres-status-history.js';
import { postgresWatchStatements } from './postgres-watch-files.js';

export function postgresStatements(connection: PostgresConnection): JournalStatements {
  return {
    runs: postgresRunStatements(connection),
    stage: postgresStageStatements(connection),
    send: postgresSendStatements(connection),
    resolve: postgresResolveStatements(connection),
    lists: postgresListStatements(connection),
    statuses: postgresStatusStatements(connection),
    advertisers: postgresAdvertiserStatements(connection),
    schedule: postgresScheduleStatements(connection),
    watch: postgresWatchStatements(connection),
    indexes: postgresIndexStatements(connection),
  };
}
