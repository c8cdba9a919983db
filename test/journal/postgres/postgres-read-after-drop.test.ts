/**
 * A connection dropped under a statement ("Connection terminated unexpectedly": a proxy or
 * pgbouncer restarted, a link reset): a statement that only reads is read again on a new
 * connection, where one that writes is not sent twice (it may have been committed) and fails.
 */
import { createConnection, createServer, type Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresConnection } from '../../../src/journal/postgres/postgres-connection.js';
import { createReachWatch } from '../../../src/journal/reach-watch.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';

/** A TCP proxy that, once armed, drops every connection when the client sends text holding `mark`. */
async function startDroppingProxy(targetPort: number, mark: string) {
  let armed = false;
  let drops = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => {
      if (armed && chunk.includes(mark)) {
        armed = false;
        drops += 1;
        for (const socket of sockets) socket.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => void client.write(chunk));
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    arm: () => void (armed = true),
    drops: () => drops,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('a PostgreSQL connection dropped under a statement', () => {
  it('reads again on a new connection, and does not send a write twice', async () => {
    const direct = await testPostgresUrl();
    const proxy = await startDroppingProxy(Number(new URL(direct).port), 'dropped_here');
    const pool = new pg.Pool({
      connectionString: Object.assign(new URL(direct), { port: String(proxy.port) }).toString(),
    });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const driver = postgresConnection(pool, createReachWatch(), { withinMs: 5_000, firstWaitMs: 50 });
    try {
      await driver.change('CREATE TABLE counted (n integer)');
      proxy.arm();
      expect(await driver.rows<{ n: number }>('SELECT 41 + 1 AS dropped_here')).toEqual([{ dropped_here: 42 }]);
      expect(proxy.drops()).toBe(1);
      proxy.arm();
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
