/**
 * An upload on a PostgreSQL journal whose connections a proxy cuts while a write goes alone, outside
 * any turn (the run marked sending, or finished): the write is taken again once known not committed
 * and the upload ends as it would have, each invoice posted once and every answer in the journal.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { UploadReport } from '../../../src/batch/upload-files.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startDropProxy, throughProxy, type DropWhen } from '../../helpers/drop-proxy.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { journalStateCounts, uploadGeneratedFile } from '../../helpers/journal-cut-upload.js';

const INVOICES = 12;

// Each write's own text, as the driver sends it on a connection that has not prepared it yet.
const WRITES = {
  'the run marked sending': 'UPDATE runs SET status = $1, heartbeat_at',
  'the run finished': 'UPDATE runs SET status = $1, finished_at',
  // Not a write sent alone, but a transaction of its own outside the turn, read first.
  'the shared instances settled': "(other.target_identity || '')",
};

async function runRow(url: string): Promise<{ status: string; finished: boolean }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; finished: boolean }>(
      'SELECT status, finished_at IS NOT NULL AS finished FROM runs',
    );
    return rows[0] as { status: string; finished: boolean };
  } finally {
    await client.end();
  }
}

describe('an upload whose PostgreSQL connections are cut at a write sent alone', () => {
  it.each<[keyof typeof WRITES, DropWhen]>([
    ['the run marked sending', 'before-sending'],
    ['the run marked sending', 'answer'],
    ['the run finished', 'before-sending'],
    ['the run finished', 'answer'],
    ['the shared instances settled', 'before-sending'],
  ])(
    'finishes when cut at %s (%s), each invoice created once',
    async (write, when) => {
      const url = await testPostgresUrl();
      const dir = makeTempDir('pg-write-cut');
      const sandbox = await startTestSandbox();
      const proxy = await startDropProxy(Number(new URL(url).port));
      const journal = await openJournal(throughProxy(url, proxy), { reconnectWithinMs: 20_000 });
      try {
        proxy.arm(WRITES[write], when);
        const report = await uploadGeneratedFile(journal, sandbox, dir, {
          name: 'w.csv',
          prefix: 'W',
          count: INVOICES,
        });
        expect(proxy.drops()).toBe(1);
        expect(report).not.toBeInstanceOf(Error);
        expect((report as UploadReport).runs[0]!.counts).toMatchObject({ created: INVOICES });
        expect(sandbox.stats().createRequests).toBe(INVOICES);
        expect(await journalStateCounts(url)).toEqual({ created: INVOICES });
        expect(await runRow(url)).toEqual({ status: 'finished', finished: true });
      } finally {
        await journal.close();
        await proxy.close();
      }
    },
    120_000,
  );
});
