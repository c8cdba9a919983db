/**
 * Invoice numbers a person reads as one are one bill: the sequences a new-user trial posted twice
 * (leading zeros dropped by a re-save, `1001.0`, a number format `00000`, an en dash, a minus sign,
 * a zero-width space, a no-break space). Each command is parsed as cli.ts parses it and run in this
 * process, uploading to a real sandbox on loopback (one upload runs through the compiled CLI, build
 * first: npx tsc -p .); after each sequence the sandbox holds one create per bill.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { GROUPED_MAPPING, vendorInvoice, writeGroupedCsv } from './grouped-invoice-inputs.js';

const XLSX_MAPPING = `description: one-row xlsx
source:
  type: xlsx
  sheet: Inv
layout:
  type: one-row
invoice:
  InvoiceId: { template: "{Vendor}-{InvNo}" }
  PayeeId: { column: Vendor, transform: { pad: 10 } }
  Invoice_Number: InvNo
  Invoice_Date: Date
  CurrencyCode: { value: EUR }
  Invoice_Amount: Total
  Invoice_Status: { value: Posted }
items:
  Line_Number: { sequence: true }
  Amount: Total
  Description: { value: x }
`;

/** A grouped CSV of one-line invoices of vendor 100001, one per number. */
function writeCsv(dir: string, name: string, numbers: readonly string[]): void {
  writeGroupedCsv(dir, name, numbers.map(vendorInvoice));
}

/** A one-row workbook as Excel writes it: numbers as number cells (with `format`, if any), or text cells. */
async function writeXlsx(dir: string, name: string, numbers: readonly (number | string)[], format?: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inv');
  sheet.addRow(['Vendor', 'InvNo', 'Date', 'Total']);
  for (const number of numbers) {
    const row = sheet.addRow([100001, number, new Date('2026-11-01T00:00:00Z'), 100]);
    row.getCell(3).numFmt = 'dd/mm/yyyy';
    if (format) row.getCell(2).numFmt = format;
  }
  await workbook.xlsx.writeFile(join(dir, name));
}

async function lastRun(cwd: string) {
  const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    const last = Math.max(...(await journal.runs.listRuns(100)).map((run) => run.id));
    return (await journal.lists.listInvoices({ limit: -1 }))
      .filter((row) => row.runId === last)
      .sort((a, b) => a.seq - b.seq);
  } finally {
    await journal.close();
  }
}

async function setUp(mapping: string) {
  const cwd = makeTempDir('upload-lookalike');
  writeFileSync(join(cwd, 'mapping.yaml'), mapping);
  const sandbox = await startTestSandbox();
  const args = (file: string, more: string[]) => [
    'upload',
    file,
    '--mapping',
    'mapping.yaml',
    '--base-url',
    sandbox.baseUrl,
    ...more,
  ];
  const upload = (file: string, ...more: string[]) => runCliInProcess(args(file, more), { cwd });
  const uploadProcess = (file: string, ...more: string[]) =>
    runCliProcess(args(file, more), { cwd, timeoutMs: 60_000 });
  return { cwd, sandbox, upload, uploadProcess };
}

describe('invoice numbers written differently across uploads', () => {
  it('posts 00421 once when the re-saved file says 421, and names the created one', async () => {
    const { cwd, sandbox, upload, uploadProcess } = await setUp(GROUPED_MAPPING);
    writeCsv(cwd, 'ap.csv', ['00421', '00422']);
    expect((await upload('ap.csv')).code).toBe(0);
    writeCsv(cwd, 'ap.csv', ['421', '422']);
    const again = await uploadProcess('ap.csv');
    expect(again.code).toBe(1);
    expect(sandbox.stats().createRequests).toBe(2);
    const held = await lastRun(cwd);
    expect(held.map((row) => [row.invoiceNumber, row.state])).toEqual([
      ['421', 'failed'],
      ['422', 'failed'],
    ]);
    expect(held[0]!.detail).toMatch(/"00421".*created as instance 0030000001 in run 1/);
    // The terminal names each held row and why, as its Results Message does: not only "not sent 2".
    expect(again.stdout).toMatch(
      /^1 not sent: 421 \(row 2\): the same invoice as "00421", created as instance 0030000001 in run 1 .*leading zeros/m,
    );
    expect(again.stdout).toMatch(/^1 not sent: 422 \(row 3\): the same invoice as "00422", created as instance/m);
  }, 120_000);

  it('posts INV-7, INV-8 and INV-9 once when written with an en dash, a zero-width space or a minus sign', async () => {
    const { cwd, sandbox, upload } = await setUp(GROUPED_MAPPING);
    writeCsv(cwd, 'f1.csv', ['INV-7', 'INV-8', 'INV-9']);
    expect((await upload('f1.csv')).code).toBe(0);
    writeCsv(cwd, 'f2.csv', ['INV\u20137', 'INV-8\u200b', 'INV\u22129']);
    const again = await upload('f2.csv', '--partial');
    expect(again.code).toBe(1);
    expect(sandbox.stats().createRequests).toBe(3);
    const rows = await lastRun(cwd);
    expect(rows.map((row) => row.state)).toEqual(['failed', 'invalid', 'failed']);
    expect(rows[0]!.detail).toMatch(/"INV-7".*created as instance 0030000001/);
    expect(again.stdout).toMatch(/^1 not sent: INV\u20137 \(row 2\): the same invoice as "INV-7", .*kind of dash/m);
    expect(again.stdout).toMatch(/^1 not sent: INV\u22129 \(row 4\): the same invoice as "INV-9", /m);
    // The invisible character is a problem at its cell, shown where it is.
    const validated = await runCliInProcess(['validate', 'f2.csv', '--mapping', 'mapping.yaml'], { cwd });
    expect(validated.stdout).toMatch(/f2\.csv, row 3, column "InvNo": .*an invisible character: INV-8<ZWSP>/);
  }, 120_000);

  it('posts a number cell 1001 once, whether a later file has it as text "1001.0" or under format 00000', async () => {
    const { cwd, sandbox, upload } = await setUp(XLSX_MAPPING);
    await writeXlsx(cwd, 'plain.xlsx', [1001, 1002]);
    expect((await upload('plain.xlsx')).code).toBe(0);
    await writeXlsx(cwd, 'text.xlsx', ['1001.0']);
    expect((await upload('text.xlsx')).code).toBe(1);
    await writeXlsx(cwd, 'padded.xlsx', [1001, 1002], '00000');
    expect((await upload('padded.xlsx')).code).toBe(1);
    expect((await lastRun(cwd)).map((row) => [row.invoiceNumber, row.state])).toEqual([
      ['01001', 'failed'],
      ['01002', 'failed'],
    ]);
    expect(sandbox.stats().createRequests).toBe(2);
  }, 120_000);
});

describe('invoice numbers written differently in one file', () => {
  it('are a problem at the later cell, naming both spellings visibly, hold the first with --partial, and the bill is posted once', async () => {
    const { cwd, sandbox, upload } = await setUp(GROUPED_MAPPING);
    writeCsv(cwd, 'one.csv', [
      '00421',
      '421',
      '1001',
      '\uff11\uff10\uff10\uff11',
      '1001.0',
      'INV\u00a0500',
      'INV 500',
      'INV500',
    ]);
    const validated = await runCliInProcess(['validate', 'one.csv', '--mapping', 'mapping.yaml'], { cwd });
    expect(validated.code).toBe(1);
    expect(validated.stdout).toMatch(/row 3, column "InvNo".*"00421" at row 2/);
    // 1001.0 is first named as a program's whole number with .0, the fix that also makes it 1001's twin.
    expect(validated.stdout).toMatch(/row 6, column "InvNo": this looks like the whole number 1001 .*got "1001\.0"/);
    expect(validated.stdout).toMatch(/row 8, column "InvNo".*"INV<NBSP>500" at row 7.*got "INV 500"/);
    // With --partial the first spelling of each bill is held with the later ones, as a twin is.
    const result = await upload('one.csv', '--partial');
    expect(result.code).toBe(1);
    expect(sandbox.stats().createRequests).toBe(0);
    expect((await lastRun(cwd)).map((row) => row.state)).toEqual([
      'failed',
      'invalid',
      'failed',
      'invalid',
      'invalid',
      'failed',
      'invalid',
      'invalid',
    ]);
    // One line for the held group, naming its rows: the first spelling of each bill.
    expect(result.stdout).toMatch(
      /^3 not sent: 00421 \(row 2\), 1001 \(row 4\), INV\u00a0500 \(row 7\): an invalid part of this file may be part of this invoice/m,
    );
    // Corrected, the file posts its three bills: 421, 1001 and INV 500.
    writeCsv(cwd, 'one.csv', ['00421', '1001', 'INV\u00a0500']);
    expect((await upload('one.csv')).code).toBe(0);
    expect(sandbox.stats().createRequests).toBe(3);
  }, 120_000);
});
