/**
 * Two workers of one journal uploading the same invoices under two Invoice_Number mappings at the
 * same time: each InvoiceId is posted once, by one of them, and held by the other. The page screen
 * alone (hold-same-invoice-id-rows.ts) let both post when both screened before either claimed; the
 * claim's transaction decides. Real sandbox (a delay on every answer keeps creates in flight),
 * real SQLite file and PostgreSQL server.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../helpers/postgres-server.js';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { documentIdMapping } from '../../helpers/document-id-mapping.js';

const INVOICES = 120;
const ROUNDS = 3;

const mappingOf = documentIdMapping;

const HEADER = 'Id,Vendor,OtherVendor,Symbol,Number,Date,Currency,Total,Net,Tax';
const rowOf = (round: number, i: number): string => {
  const n = `${round}${String(i).padStart(4, '0')}`;
  return `DOC-${n},0000100001,0000100002,S-${n},FV-${n},20250131,EUR,${i}.19,${i}.00,0.19`;
};

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 120_000);
afterAll(async () => postgres?.stop());

const journals = [
  ['SQLite', async (cwd: string) => join(cwd, 'shared.sqlite')],
  ['PostgreSQL', async () => postgres.createDatabase()],
] as const;

interface Report {
  created: number;
  skipped: number;
  failed: number;
  inDoubt: number;
}

describe.each(journals)('two workers of one %s journal, one invoice under two keys', (_kind, journalOf) => {
  it.each([
    ['Invoice_Number', mappingOf('Number')],
    ['PayeeId', mappingOf('Symbol', 'OtherVendor')],
    // Another InvoiceId too: the vendor-id hold alone (the same number, date and money under another PayeeId).
    ['PayeeId and InvoiceId', mappingOf('Symbol', 'OtherVendor', 'Number')],
  ])(
    'started together with a corrected %s: each invoice is posted once, the other held',
    async (_what, corrected) => {
      const cwd = makeTempDir('hold-same-invoice-id-workers');
      const sandbox = await startTestSandbox({ latencyMs: 15, jitterMs: 10, seed: 7 });
      const journal = await journalOf(cwd);
      writeFileSync(join(cwd, 'first.yaml'), mappingOf('Symbol'));
      writeFileSync(join(cwd, 'second.yaml'), corrected);
      const upload = (round: number, mapping: string) =>
        runCliInProcess(
          [
            'upload',
            `round-${round}.csv`,
            '--mapping',
            mapping,
            '--base-url',
            sandbox.baseUrl,
            '--journal',
            journal,
            '--out',
            `out-${mapping}`,
            '--json',
          ],
          { cwd },
        );
      for (let round = 1; round <= ROUNDS; round += 1) {
        const rows = Array.from({ length: INVOICES }, (_, i) => rowOf(round, i + 1));
        writeFileSync(join(cwd, `round-${round}.csv`), `${[HEADER, ...rows].join('\n')}\n`);
        const results = await Promise.all([upload(round, 'first.yaml'), upload(round, 'second.yaml')]);
        // Nothing on standard error but the held ones' reason line, for the worker that holds them.
        for (const result of results)
          expect(result.stderr).toMatch(/^(invoice-batch: upload: \d+ skipped: a different invoice [^\n]*\n)?$/);
        const reports = results.map((result) => JSON.parse(result.stdout) as Report);
        // Every invoice of the round is created by one worker and held by the other: none lost, none twice.
        expect(
          reports.reduce((sum, r) => sum + r.created, 0),
          `round ${round} created`,
        ).toBe(INVOICES);
        expect(
          reports.reduce((sum, r) => sum + r.skipped, 0),
          `round ${round} held`,
        ).toBe(INVOICES);
        expect(reports.reduce((sum, r) => sum + r.failed + r.inDoubt, 0)).toBe(0);
      }
      // One invoice is S-n under the first mapping and FV-n under the second: counted by n.
      const perId = new Map<string, number>();
      for (const { invoiceNumber } of sandbox.instances()) {
        const n = invoiceNumber.split('-')[1] ?? invoiceNumber;
        perId.set(n, (perId.get(n) ?? 0) + 1);
      }
      expect(perId.size).toBe(INVOICES * ROUNDS);
      expect([...perId.entries()].filter(([, count]) => count !== 1)).toEqual([]);
    },
    240_000,
  );
});
