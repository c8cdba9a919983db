/**
 * Every statement group over one driver: the statements written once, with the few each database
 * has of its own (`DatabaseOwn`) put in place of or beside them.
 */
import { advertiserStatements } from './advertiser-cache.js';
import { indexStatements, type KeyIndexStatements } from './index-statements.js';
import type { JournalStatements } from './journal.js';
import type { JournalDriver } from './journal-driver.js';
import { listStatements, type ListStatements } from './list-statements.js';
import { periodStatements } from './period-statements.js';
import { reconcileRunStatements } from './reconcile-runs.js';
import { resolveStatements } from './resolve-statements.js';
import { runStatements } from './run-statements.js';
import { scheduleStatements } from './schedule-runs.js';
import { sendStatements } from './build-send-statements.js';
import type { SendStatements } from './send-statements.js';
import { stageStatements, type StageStatements } from './stage-statements.js';
import { statusStatements } from './status-history.js';
import { watchStatements } from './watch-files.js';

/** Where the SQL really differs: the claim, many rows at once, the index hints, the key index's own reads. */
export interface DatabaseOwn {
  send: Pick<SendStatements, 'claimRows'> & Partial<SendStatements>;
  stage?: Partial<StageStatements>;
  lists?: Partial<ListStatements>;
  keyIndex: KeyIndexStatements;
  /** The text of shared-instances.ts this database is steered to its index with. */
  sharedInstancesSql: string;
}

export function statementsOverDriver(d: JournalDriver, own: DatabaseOwn): JournalStatements {
  return {
    runs: runStatements(d),
    stage: { ...stageStatements(d), ...own.stage },
    send: { ...sendStatements(d, own.sharedInstancesSql), ...own.send },
    resolve: resolveStatements(d),
    lists: { ...listStatements(d), ...own.lists },
    period: periodStatements(d),
    statuses: statusStatements(d),
    reconcileRuns: reconcileRunStatements(d),
    advertisers: advertiserStatements(d),
    schedule: scheduleStatements(d),
    watch: watchStatements(d),
    indexes: indexStatements(d, own.keyIndex),
  };
}
