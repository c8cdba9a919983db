/**
 * The results workbook an upload writes from memory when its journal goes out of reach counts an
 * invoice that is invalid in the file but was created by an earlier run as the normal Summary does:
 * already created, not "not created". The sandbox on loopback, a real SQLite journal and the test
 * PostgreSQL server; the journal fails (as a full disk does) at the second claim of rows.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalError } from '../../../src/errors.js';
import type { Journal, JournalStatements } from '../../../src/journal/journal.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { readBook, resultsByInvoice } from '../../helpers/read-workbook.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { invalidDateMapped, validBatch } from '../mapped-invoices.js';
import { JOURNAL_BACKENDS, uploadMappedFile } from '../upload-mapped-file.js';

let open: { journal: Journal; sandbox: TestSandbox } | undefined;
afterEach(async () => {
  await open?.sandbox.close();
  await open?.journal.close().catch(() => undefined);
  open = undefined;
});

/** The journal's second claim of rows fails as a full disk does; everything else goes through. */
function failSecondClaim(journal: Journal): void {
  let claims = 0;
  const transaction = journal.transaction.bind(journal);
  journal.transaction = (fn, options) =>
    transaction((tx) => {
      const claimRows: JournalStatements['send']['claimRows'] = async (...args) => {
        claims += 1;
        if (claims === 2) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        return tx.send.claimRows(...args);
      };
      return fn({ ...tx, send: { ...tx.send, claimRows } });
    }, options);
}

/** The Summary's totals table: each part's amount of `currency`, by the part's label. */
async function summaryTotals(file: string, currency: string): Promise<Map<string, string>> {
  const sheet = (await readBook(file)).getWorksheet('Summary')!;
  const parts = new Map<string, string>();
  let labels: string[] | undefined;
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1).map((value) => String(value ?? ''));
    if (values.includes('In the file') && values.includes('Not created')) labels = values;
    else if (labels && values[0] === currency)
      labels.forEach((label, i) => {
        if (label !== '' && !parts.has(label)) parts.set(label, values[i] ?? '');
      });
  });
  return parts;
}

describe.each(JOURNAL_BACKENDS)(
  'the results copy written while the journal is out of reach ($name)',
  ({ location }) => {
    it('counts an invoice invalid now but created earlier as already created, as the Summary does', async () => {
      const dir = makeTempDir('ib-outage-created-earlier');
      const journal = await openJournal(await location(dir));
      const sandbox = await startTestSandbox({ latencyMs: 50 });
      open = { journal, sandbox };
      const first = await uploadMappedFile(journal, sandbox, dir, 'month-end.csv', validBatch(3, { prefix: 'OE' }));
      const invoices = validBatch(12, { prefix: 'OE' }).map((one, i) =>
        i === 2 ? invalidDateMapped(3, { prefix: 'OE' }) : one,
      );
      failSecondClaim(journal);
      const failure = await uploadMappedFile(journal, sandbox, dir, 'month-end-fixed.csv', invoices, {
        partial: true,
        concurrency: 1,
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(JournalError);
      const outDir = join(dir, 'out');
      const workbook = readdirSync(outDir).find((name) => name.startsWith('month-end-fixed') && name.endsWith('.xlsx'));
      expect(workbook, readdirSync(outDir).join(', ')).toBeDefined();
      const file = join(outDir, workbook!);
      const rows = await resultsByInvoice(file);
      expect(rows.get('OE-00003')).toMatchObject({ Outcome: 'invalid' });
      // Named as a workbook written from the journal names it: the run and instance that created it.
      const instance = sandbox.instances().find((made) => made.invoiceNumber === 'OE-00003')?.instanceId;
      expect(String(rows.get('OE-00003')?.['Message'])).toContain(
        `invoice number was created by run ${first.runs[0]!.run.id} as instance ${instance}`,
      );
      // In cents, each outcome's rows summed from the Results sheet, to compare with the Summary's parts.
      const cents = (text: unknown) => Math.round(Number(String(text ?? '0').replace(/,/g, '')) * 100);
      const sumOf = (keep: (row: Record<string, unknown>, number: string) => boolean) =>
        [...rows].filter(([number, row]) => keep(row, number)).reduce((sum, [, row]) => sum + cents(row['Amount']), 0);
      const totals = await summaryTotals(file, 'EUR');
      const said = JSON.stringify([...totals]);
      // OE-00003 (103.03) was created by the first upload: with the skipped, no money left to post.
      expect(cents(totals.get('Already created or skipped')), said).toBe(
        sumOf((row) => row['Outcome'] === 'skipped') + 10303,
      );
      expect(cents(totals.get('Not created')), said).toBe(
        sumOf(
          (row, number) =>
            number !== 'OE-00003' && ['not sent', 'failed', 'rejected', 'invalid'].includes(String(row['Outcome'])),
        ),
      );
    }, 60_000);
  },
);
