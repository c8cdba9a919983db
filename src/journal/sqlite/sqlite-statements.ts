/** Every statement group, on one SQLite connection. */
import type { JournalStatements } from '../journal.js';
import { FIND_SHARED_INSTANCES_SQLITE } from '../shared-instances.js';
import { statementsOverDriver } from '../statements-over-driver.js';
import { claimUnderFileLock } from './claim-under-file-lock.js';
import { sqliteDriver, type SqliteConnection } from './sqlite-connection.js';
import { sqliteKeyIndexStatements } from './sqlite-index-statements.js';
import { sqliteResultsPage } from './sqlite-list-statements.js';

export function sqliteStatements(connection: SqliteConnection): JournalStatements {
  const driver = sqliteDriver(connection);
  return statementsOverDriver(driver, {
    send: claimUnderFileLock(driver),
    lists: sqliteResultsPage(connection),
    keyIndex: sqliteKeyIndexStatements(connection),
    sharedInstancesSql: FIND_SHARED_INSTANCES_SQLITE,
  });
}
