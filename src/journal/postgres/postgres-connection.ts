/** A pool connection or the pool itself, with the three shapes of answer the statements need. */
import type pg from 'pg';
import { toPostgresSql } from './to-postgres-sql.js';

export interface PostgresConnection {
  /** Every row. */
  rows<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The first row, if any. */
  row<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Rows changed (or returned, for a statement with RETURNING). */
  change(sql: string, params?: readonly unknown[]): Promise<number>;
}

export function postgresConnection(client: pg.Pool | pg.PoolClient): PostgresConnection {
  const query = (sql: string, params: readonly unknown[] = []) =>
    client.query({ ...toPostgresSql(sql), values: params as unknown[] });
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
