/** A pool connection or the pool itself, with the three shapes of answer the statements need. */
import pg from 'pg';
import { toPostgresSql } from './to-postgres-sql.js';
import { withReconnect } from './wait-for-server.js';

export interface PostgresConnection {
  /** Every row. */
  rows<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The first row, if any. */
  row<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Rows changed (or returned, for a statement with RETURNING). */
  change(sql: string, params?: readonly unknown[]): Promise<number>;
}

/**
 * On the pool, each statement is its own transaction: one the server ended before committing, or that
 * never reached it, is sent again once it answers (see wait-for-server.ts). In a transaction it is not:
 * the transaction as a whole failed.
 */
export function postgresConnection(client: pg.Pool | pg.PoolClient): PostgresConnection {
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
  };
}
