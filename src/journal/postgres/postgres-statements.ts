/** Every statement group, on one PostgreSQL pool or transaction client. */
import type { JournalStatements } from '../journal.js';
import { FIND_SHARED_INSTANCES_POSTGRES } from '../shared-instances.js';
import { statementsOverDriver } from '../statements-over-driver.js';
import { oneRoundTripStatements } from './one-round-trip-statements.js';
import type { JournalDriver } from '../journal-driver.js';
import { postgresKeyIndexStatements } from './postgres-index-statements.js';

export function postgresStatements(driver: JournalDriver): JournalStatements {
  const { stageInvoices, ...send } = oneRoundTripStatements(driver);
  return statementsOverDriver(driver, {
    send,
    stage: { stageInvoices },
    keyIndex: postgresKeyIndexStatements(driver),
    sharedInstancesSql: FIND_SHARED_INSTANCES_POSTGRES,
  });
}
