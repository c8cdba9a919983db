/**
 * An invoice whose InvoiceId was created (or is in doubt) on the target under another
 * Invoice_Number and/or PayeeId is held, never posted again: the InvoiceId is the posting
 * application's own id, so a corrected mapping re-uploading the same file must not create a second
 * instance. Real sandbox, real SQLite and PostgreSQL journals.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../helpers/postgres-server.js';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { summaryValues } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { documentIdMapping } from '../../helpers/document-id-mapping.js';

const mappingOf = documentIdMapping;

const HEADER = 'Id,Vendor,OtherVendor,Symbol,Number,Date,Currency,Total,Net,Tax';
const row = (i: number, id = `N2026100${i}`) =>
  `${id},00001000${String(i + 1).padStart(2, '0')},00001000${String(i + 11).padStart(2, '0')},2026045${i},FV2026-045${i},20250131,EUR,${i * 10 + 1}.19,${i * 10}.00,1.19`;

function writeInputs(cwd: string, rows: string[]): void {
  writeFileSync(join(cwd, 'invoices.csv'), `${[HEADER, ...rows].join('\n')}\n`);
}

/** Instances per InvoiceId, as the sandbox holds them. */
function instancesPerId(sandbox: TestSandbox): Map<string, number> {
  const counts = new Map<string, number>();
  for (const instance of sandbox.instances()) {
    counts.set(instance.invoiceId, (counts.get(instance.invoiceId) ?? 0) + 1);
  }
  return counts;
}

async function heldDetails(cwd: string, journal: string[]): Promise<string[]> {
  const listed = await runCliInProcess(['journal', '--json', ...journal], { cwd });
  const rows = JSON.parse(listed.stdout).invoices as { detail: string | null; state: string }[];
  return rows.flatMap((r) => (r.detail?.startsWith('held: an invoice with this') ? [r.detail] : []));
}

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 120_000);
afterAll(async () => postgres?.stop());

const journals = [
  ['SQLite', async () => [] as string[]],
  ['PostgreSQL', async () => ['--journal', await postgres.createDatabase()]],
] as const;

describe.each(journals)('an InvoiceId created under another number or vendor (%s journal)', (_kind, journalOf) => {
  it.each([
    [
      'Invoice_Number',
      mappingOf('Number', 'Vendor'),
      /under vendor id 00001000\d\d, number 2026045\d \(run 1, instance \d+\)/,
      { otherPayee: 0, sameInvoiceId: 3 },
    ],
    [
      // The same number under another vendor id: the vendor-id hold names it first (plan-other-payee.ts).
      'PayeeId',
      mappingOf('Symbol', 'OtherVendor'),
      /was created for vendor id 00001000\d\d \(instance \d+\)/,
      { otherPayee: 3, sameInvoiceId: 0 },
    ],
    [
      'both',
      mappingOf('Number', 'OtherVendor'),
      /under vendor id 00001000\d\d, number 2026045\d \(run 1, instance \d+\)/,
      { otherPayee: 0, sameInvoiceId: 3 },
    ],
  ])('a corrected %s re-uploads nothing: held, nothing created twice', async (_what, corrected, named, kinds) => {
    const cwd = makeTempDir('hold-same-invoice-id');
    const sandbox = await startTestSandbox();
    const journal = await journalOf();
    const upload = () =>
      runCliInProcess(
        ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json', ...journal],
        { cwd },
      );
    writeInputs(
      cwd,
      [1, 2, 3].map((i) => row(i)),
    );
    writeFileSync(join(cwd, 'mapping.yaml'), mappingOf('Symbol', 'Vendor'));
    expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 3 });
    writeFileSync(join(cwd, 'mapping.yaml'), corrected);
    const again = await upload();
    expect(again.code).toBe(1);
    // Each hold counted apart among the held, which count them all.
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 3, conflicts: { count: 3, ...kinds } });
    expect([...instancesPerId(sandbox).values()]).toEqual([1, 1, 1]);
    const details = await heldDetails(cwd, journal);
    expect(details).toHaveLength(3);
    for (const detail of details) expect(detail).toMatch(named);
    expect(details[0]).toMatch(/--force to post anyway/);
    const terminal = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, ...journal],
      { cwd },
    );
    expect(terminal.stdout).toContain(
      kinds.sameInvoiceId > 0
        ? '3 invoice(s) are held: differs (3 for the same InvoiceId under another number or vendor id).'
        : '3 invoice(s) are held: differs.',
    );
    // The Summary's Status says why, in words true of either hold.
    const summary = await summaryValues(JSON.parse(again.stdout).results);
    expect(String(summary.get('Status'))).toMatch(
      /^nothing posted: 3 invoice\(s\) held because (an invoice with the same vendor id and number but other content, or the same InvoiceId and amount, was created earlier|an invoice with the same invoice number, date, amount and currency was created, is in doubt, or is still being sent for another vendor id) \(see Message\)$/,
    );
  });

  it('holds an InvoiceId created under another number though written in another case and with spaces', async () => {
    const cwd = makeTempDir('hold-same-invoice-id-case');
    const sandbox = await startTestSandbox();
    const journal = await journalOf();
    const upload = () =>
      runCliInProcess(
        ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json', ...journal],
        { cwd },
      );
    writeFileSync(join(cwd, 'mapping.yaml'), mappingOf('Symbol', 'Vendor'));
    writeInputs(cwd, [row(1)]);
    expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 1 });
    writeFileSync(join(cwd, 'mapping.yaml'), mappingOf('Number', 'Vendor'));
    writeInputs(cwd, [row(1, ' n20261001 ')]);
    expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 0, skipped: 1 });
    expect(sandbox.instances()).toHaveLength(1);
  });

  it('refuses one file holding an invoice twice under one InvoiceId and two numbers, naming the first; nothing created twice', async () => {
    const cwd = makeTempDir('hold-same-invoice-id-file');
    const sandbox = await startTestSandbox();
    const journal = await journalOf();
    writeFileSync(join(cwd, 'mapping.yaml'), mappingOf('Number', 'Vendor'));
    writeInputs(cwd, [row(1), row(2), row(1).replace('FV2026-0451', 'FV2026-0451-A')]);
    const checked = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml'], { cwd });
    expect(checked.stdout + checked.stderr).toMatch(
      /row 4, column "Id": expected each InvoiceId once in a file; InvoiceId N20261001 is already at row 2 \(vendor id 0000100002, number FV2026-0451\)/,
    );
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json', ...journal],
      { cwd },
    );
    expect(upload.code).not.toBe(0);
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 0, invalid: 1 });
    expect(sandbox.instances()).toEqual([]);
    expect([...instancesPerId(sandbox).values()].every((count) => count === 1)).toBe(true);
  });

  it('posts another invoice of other money under an InvoiceId already in the file (ids taken from vendor numbers)', async () => {
    const cwd = makeTempDir('hold-same-invoice-id-shared');
    const sandbox = await startTestSandbox();
    const journal = await journalOf();
    writeFileSync(join(cwd, 'mapping.yaml'), mappingOf('Number', 'Vendor'));
    writeInputs(cwd, [row(1), row(2), row(3, 'N20261001')]);
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json', ...journal],
      { cwd },
    );
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 3, invalid: 0 });
    expect(instancesPerId(sandbox).get('N20261001')).toBe(2);
  });

  it('posts again with --force, which releases the hold', async () => {
    const cwd = makeTempDir('hold-same-invoice-id-force');
    const sandbox = await startTestSandbox();
    const journal = await journalOf();
    const upload = (...more: string[]) =>
      runCliInProcess(
        [
          'upload',
          'invoices.csv',
          '--mapping',
          'mapping.yaml',
          '--base-url',
          sandbox.baseUrl,
          '--json',
          ...journal,
          ...more,
        ],
        { cwd },
      );
    writeFileSync(join(cwd, 'mapping.yaml'), mappingOf('Symbol', 'Vendor'));
    writeInputs(cwd, [row(1)]);
    expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 1 });
    writeFileSync(join(cwd, 'mapping.yaml'), mappingOf('Number', 'Vendor'));
    expect(JSON.parse((await upload('--force')).stdout)).toMatchObject({ created: 1 });
    expect(sandbox.instances()).toHaveLength(2);
  });
});
