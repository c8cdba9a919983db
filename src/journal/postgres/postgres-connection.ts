/** The journal's driver on a PostgreSQL pool connection or the pool itself. */
import pg from 'pg';
import type { JournalDriver } from '../journal-driver.js';
import { toPostgresSql } from './to-postgres-sql.js';
import { withReconnect } from './wait-for-server.js';

/**
 * The server's clock, as the journal writes times (ISO 8601 UTC, ms): the one clock of every host's
 * heartbeats and of the comparisons with them. clock_timestamp(), not now(): the time of the
 * statement, not of the start of its transaction.
 */
const SERVER_CLOCK = `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * On the pool, each statement is its own transaction: one the server ended before committing, or that
 * never reached it, is sent again once it answers (see wait-for-server.ts). In a transaction it is not:
 * the transaction as a whole failed.
 */
export function postgresConnection(client: pg.Pool | pg.PoolClient): JournalDriver {
  const once = (sql: string, params: readonly unknown[]) =>
    client.query({ ...toPostgresSql(sql), values: params as unknown[] });
  const onPool = client instanceof pg.Pool;
  const query = (sql: string, params: readonly unknown[] = []) =>
    onPool ? withReconnect(() => once(sql, params)) : once(sql, params);
  return {
    async rows<T>(sql: string, params?: readonly unknown[]) {
      return (await query(sql, params)).rows as T[];
    },
    async row<T>(sql: string, params?: readonly unknown[]) {
      return (await query(sql, params)).rows[0] as T | undefined;
    },
    async change(sql: string, params?: readonly unknown[]) {
      return (await query(sql, params)).rowCount ?? 0;
    },
    clock: SERVER_CLOCK,
    clockParams: () => [],
    noLimit: null,
  };
}
