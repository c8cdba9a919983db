/**
 * A connection dropped under a statement ("Connection terminated unexpectedly": a proxy or
 * pgbouncer restarted, a link reset): a statement that only reads is read again on a new
 * connection, where one that writes is not sent twice (it may have been committed) and fails.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresConnection } from '../../../src/journal/postgres/postgres-connection.js';
import { createReachWatch } from '../../../src/journal/reach-watch.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startDropProxy, throughProxy } from '../../helpers/drop-proxy.js';

describe('a PostgreSQL connection dropped under a statement', () => {
  it('reads again on a new connection, and does not send a write twice', async () => {
    const direct = await testPostgresUrl();
    const proxy = await startDropProxy(Number(new URL(direct).port));
    const pool = new pg.Pool({ connectionString: throughProxy(direct, proxy) });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const driver = postgresConnection(pool, createReachWatch(), { withinMs: 5_000, firstWaitMs: 50 });
    try {
      await driver.change('CREATE TABLE counted (n integer)');
      proxy.arm('dropped_here');
      expect(await driver.rows<{ n: number }>('SELECT 41 + 1 AS dropped_here')).toEqual([{ dropped_here: 42 }]);
      expect(proxy.drops()).toBe(1);
      proxy.arm('dropped_here');
      await expect(driver.change('INSERT INTO counted (n) SELECT 1 AS dropped_here')).rejects.toThrow(
        /Connection terminated unexpectedly/,
      );
      expect(proxy.drops()).toBe(2);
      // Never reached the server here, but a write cut off like this might have: it is not sent again.
      expect(await driver.rows('SELECT n FROM counted')).toEqual([]);
    } finally {
      await pool.end().catch(() => undefined);
      await proxy.close();
    }
  }, 60_000);
});
