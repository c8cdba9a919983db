/**
 * An older build (29b165e1, before the InvoiceId hold was checked inside the claim) opening a
 * PostgreSQL journal while workers of this build run on it: it writes its claim function as it had
 * it. This build's workers must not then claim by that older rule, which let both workers post an
 * invoice seen under two keys. Real sandbox, real PostgreSQL server.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { startTestPostgres, type TestPostgres } from '../../helpers/postgres-server.js';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { documentIdMapping } from '../../helpers/document-id-mapping.js';

const INVOICES = 60;

/** The claim function 29b165e1 writes when it opens a journal (its claim-rows-function.ts, rendered). */
const OLDER_CLAIM_FUNCTION_SQL = `
    CREATE OR REPLACE FUNCTION invoice_batch_claim_rows(keys text[], row_ids integer[], claimed_at text, force integer)
    RETURNS TABLE (held boolean[], marked integer[])
    LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE
      got boolean[];
      done integer[];
    BEGIN
      IF current_setting('transaction_isolation') <> 'read committed' THEN
        RAISE EXCEPTION 'invoice_batch_claim_rows needs READ COMMITTED, not %', current_setting('transaction_isolation');
      END IF;
      SELECT coalesce(array_agg(pg_try_advisory_xact_lock(hashtextextended(k.key, 0)) ORDER BY k.n), '{}')
        INTO got
        FROM unnest(keys) WITH ORDINALITY AS k (key, n);
      WITH claimed AS (
        UPDATE invoices AS i SET state = 'sending', sending_at = claimed_at, updated_at = claimed_at
        FROM unnest(row_ids, got) AS c (row_id, ok)
        WHERE c.ok AND i.id = c.row_id AND i.state = 'staged' AND NOT EXISTS (
     SELECT 1 FROM invoices AS k
     WHERE k.target_identity = i.target_identity AND k.payee_id = i.payee_id AND k.invoice_number = i.invoice_number
       AND k.id <> i.id AND ((k.state = 'sending') OR (k.state = 'created') OR (k.state = 'in-doubt' AND k.sending_at IS NOT NULL)))
        RETURNING i.id)
      SELECT coalesce(array_agg(claimed.id), '{}') INTO done FROM claimed;
      held := got;
      marked := done;
      RETURN NEXT;
    END
    $fn$;`;

/** The second mapping takes the number from another column: one invoice, two keys. */
const mappingOf = documentIdMapping;

const HEADER = 'Id,Vendor,Symbol,Number,Date,Currency,Total,Net,Tax';
const rowOf = (i: number): string => {
  const n = String(i).padStart(4, '0');
  return `DOC-${n},0000100001,S-${n},FV-${n},20250131,EUR,${i}.19,${i}.00,0.19`;
};

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 120_000);
afterAll(async () => postgres?.stop());

/** Runs `sql` on `url` again and again until `done` settles: an older build opening the journal at any moment. */
async function keepWriting(url: string, sql: string, done: Promise<unknown>): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let settled = false;
  void done.finally(() => (settled = true));
  let writes = 0;
  try {
    while (!settled) {
      await client.query(sql);
      writes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
  return writes;
}

describe('an older build writing its claim function into a PostgreSQL journal in use', () => {
  it('leaves the workers of this build claiming by their rule: each invoice is posted once', async () => {
    const cwd = makeTempDir('hold-same-invoice-id-older-claim');
    const sandbox = await startTestSandbox({ latencyMs: 15, jitterMs: 10, seed: 7 });
    const journal = await postgres.createDatabase();
    writeFileSync(join(cwd, 'first.yaml'), mappingOf('Symbol'));
    writeFileSync(join(cwd, 'second.yaml'), mappingOf('Number'));
    const rows = Array.from({ length: INVOICES }, (_, i) => rowOf(i + 1));
    writeFileSync(join(cwd, 'invoices.csv'), `${[HEADER, ...rows].join('\n')}\n`);
    const upload = (mapping: string) =>
      runCliInProcess(
        ['upload', 'invoices.csv', '--mapping', mapping, '--base-url', sandbox.baseUrl, '--journal', journal],
        { cwd },
      );
    // The journal is this build's before the race: created, its claim function written.
    await (await openJournal(journal)).close();

    const both = Promise.all([upload('first.yaml'), upload('second.yaml')]);
    const writes = await keepWriting(journal, OLDER_CLAIM_FUNCTION_SQL, both);
    await both;
    expect(writes).toBeGreaterThan(0);

    const perId = new Map<string, number>();
    for (const { invoiceNumber } of sandbox.instances()) {
      const n = invoiceNumber.split('-')[1] ?? invoiceNumber;
      perId.set(n, (perId.get(n) ?? 0) + 1);
    }
    expect([...perId.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect(perId.size).toBe(INVOICES);
  }, 240_000);
});
