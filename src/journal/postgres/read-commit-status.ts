/**
 * Whether a transaction whose COMMIT was sent and never answered committed: asked of the server on
 * a new connection, by the transaction's id. Its old session may not have seen its connection go
 * yet (still in progress): it is ended, so that the answer is final, and asked again.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { ReachWatch } from '../reach-watch.js';
import { postgresConnection } from './postgres-connection.js';
import type { ReconnectPolicy } from './wait-for-server.js';

export type CommitStatus = 'committed' | 'aborted' | 'unknown';

const STATUS_SQL = 'SELECT txid_status(CAST(? AS bigint)) AS status';
// Only the session still in that transaction: after a restart its process id may be another session's.
const END_SESSION_SQL = `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
   WHERE pid = CAST(? AS integer) AND backend_xid::text = CAST(CAST(? AS bigint) % 4294967296 AS text)`;

/**
 * @param xid the transaction's id (txid_current()), as text
 * @param pid the process id of the session it ran in, ended if it still runs
 */
export async function readCommitStatus(
  pool: pg.Pool,
  xid: string,
  pid: number | undefined,
  watch: ReachWatch,
  reconnect: ReconnectPolicy,
): Promise<CommitStatus> {
  const driver = postgresConnection(pool, watch, reconnect);
  const deadline = performance.now() + reconnect.withinMs;
  try {
    for (let wait = reconnect.firstWaitMs; ; wait = Math.min(wait * 2, 2_000)) {
      const row = await driver.row<{ status: string | null }>(STATUS_SQL, [xid]);
      if (row?.status === 'committed' || row?.status === 'aborted') return row.status;
      // Null: a transaction too old for the server to know; nothing more can be learned.
      if (row?.status !== 'in progress' || performance.now() + wait > deadline) return 'unknown';
      if (pid !== undefined) await driver.row(END_SESSION_SQL, [pid, xid]);
      await sleep(wait);
    }
  } catch {
    // Not asked within the journal's wait: the caller stops as for any loss.
    return 'unknown';
  }
}
