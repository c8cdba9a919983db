/**
 * A PostgreSQL journal whose role hits its connection limit while an upload sends (53300, too many
 * connections, as when other workers hold them all): a refusal at connect, where nothing was sent,
 * is waited out like a restart, not a stop.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { uploadFiles, type UploadReport } from '../../../src/batch/upload-files.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { validBatch, yieldAll } from '../../batch/mapped-invoices.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const INVOICES = 40;

async function asAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe('an upload whose role hits its connection limit while it sends', () => {
  it.each([1_500, 3_000])(
    'waits while connections are refused (%i ms), then records every answer',
    async (refusedMs) => {
      const admin = await testPostgresUrl();
      const database = new URL(admin).pathname.slice(1);
      const role = `ib_${database.slice(-8)}`;
      await asAdmin(admin, async (client) => {
        await client.query(`CREATE ROLE ${role} LOGIN`);
        await client.query(`ALTER DATABASE ${database} OWNER TO ${role}`);
      });
      const url = Object.assign(new URL(admin), { username: role }).toString();
      const dir = makeTempDir('pg-conn-limit');
      const path = join(dir, 'limit.csv');
      writeFileSync(path, 'x');
      const sandbox = await startTestSandbox({ latencyMs: 40 });
      const journal = await openJournal(url, { reconnectWithinMs: 20_000 });
      const notices: string[] = [];
      let limiting: Promise<void> | undefined;
      try {
        const outcome = await uploadFiles(journal, {
          target: sandbox.target(),
          sources: [{ path, read: () => yieldAll(validBatch(INVOICES, { prefix: 'LIMIT' })) }],
          mapping: 'test-mapping.yaml',
          duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
          outDir: join(dir, 'out'),
          concurrency: 4,
          onProgress: (progress) => {
            if (progress.phase !== 'sending' || limiting || progress.done < INVOICES / 4) return;
            limiting = asAdmin(admin, async (client) => {
              await client.query(`ALTER ROLE ${role} CONNECTION LIMIT 0`);
              await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [role]);
              await new Promise((resolve) => setTimeout(resolve, refusedMs));
              await client.query(`ALTER ROLE ${role} CONNECTION LIMIT -1`);
            });
          },
          onNotice: (text) => notices.push(text),
        }).catch((error: unknown) => error);
        await limiting;
        expect(limiting).toBeDefined();
        // A transaction cut by the termination may stop the upload; the refusals that follow do not.
        if (outcome instanceof Error) expect(outcome.message).not.toMatch(/too many connections/);
        else expect((outcome as UploadReport).runs[0]!.counts).toMatchObject({ created: INVOICES });
        // The loss is told once, by its first cause: the termination (of the turn's transaction, or
        // seen by pg as its connection's end, told as a cut when the transaction is known not committed),
        // or the refusals after it.
        expect(notices.join('\n')).toMatch(
          /journal (unreachable|connection cut): .*(too many connections|terminating connection due to administrator command|connection was lost before its transaction committed)/,
        );
        const states = await asAdmin(admin, async (client) => {
          const { rows } = await client.query<{ state: string; n: number }>(
            'SELECT state, COUNT(*)::int AS n FROM invoices GROUP BY state',
          );
          return Object.fromEntries(rows.map((row) => [row.state, row.n]));
        });
        expect(states.created ?? 0).toBe(sandbox.stats().createRequests);
        expect(states.sending ?? 0).toBe(0);
      } finally {
        await journal.close();
      }
    },
    120_000,
  );
});
