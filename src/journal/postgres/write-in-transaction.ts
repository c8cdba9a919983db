/**
 * The pool's driver with each write sent alone (a run's status, its end, a heartbeat, a status seen)
 * in a transaction of its own whose id is known: a write cut off with its connection (a proxy or
 * pooler restarted, a link reset) may have been committed, and only the server can say so. Known
 * not committed, it is sent again on a new connection within the journal's wait; known committed,
 * its answer is kept. Reads go alone, as before: one read cut off is simply read again.
 */
import type pg from 'pg';
import type { JournalDriver } from '../journal-driver.js';
import { postgresConnection } from './postgres-connection.js';
import { runTransactionOver, type PostgresTransactionContext } from './postgres-transaction.js';
import { onlyReads } from './wait-for-server.js';

/**
 * Two more round trips per write (the transaction's BEGIN with its id, and its COMMIT) than one sent
 * alone: the writes outside a transaction are a few per run and one per status seen.
 */
export function writeInTransaction(pooled: JournalDriver, context: PostgresTransactionContext): JournalDriver {
  const on = (client: pg.PoolClient) =>
    postgresConnection(client, context.watch, context.reconnect, context.bound.probe);
  const route = <T>(sql: string, run: (driver: JournalDriver) => Promise<T>): Promise<T> =>
    onlyReads(sql) ? run(pooled) : runTransactionOver(context, on, run, 'repeatable');
  return {
    ...pooled,
    rows: <T>(sql: string, params?: readonly unknown[]) => route(sql, (driver) => driver.rows<T>(sql, params)),
    row: <T>(sql: string, params?: readonly unknown[]) => route(sql, (driver) => driver.row<T>(sql, params)),
    change: (sql: string, params?: readonly unknown[]) => route(sql, (driver) => driver.change(sql, params)),
  };
}
