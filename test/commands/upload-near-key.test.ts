/**
 * An Invoice_Number that differs from one already posted to the same target for the same PayeeId
 * only in case (a re-export writing `NEAR-0001` for `near-0001`) is held back, never sent, until
 * --force says it is a different invoice, which it is not while its body is the one posted. Real
 * CLI processes upload to a real sandbox on loopback.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const COUNT = 3;

async function lastRunInvoices(cwd: string) {
  const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    const runs = await journal.runs.listRuns(100);
    const last = Math.max(...runs.map((run) => run.id));
    return (await journal.lists.listInvoices({ limit: -1 })).filter((row) => row.runId === last);
  } finally {
    await journal.close();
  }
}

/** The cells of the workbook the upload names that tell of a number posted before. */
async function resultsDetails(stdout: string): Promise<string[]> {
  const path = /Results: +(\S+\.xlsx)/.exec(stdout)?.[1];
  expect(path).toBeDefined();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path!);
  const details: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (String(cell.value).includes('the same invoice as')) details.push(`${sheet.name}: ${String(cell.value)}`);
      }),
    ),
  );
  return details;
}

const upload = (cwd: string, baseUrl: string, ...more: string[]) =>
  runCliProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, ...more], { cwd });

describe('an invoice number that differs from a posted one only in case', () => {
  it('is held and never sent, the exact number is still skipped, and --force does not post the same invoice', async () => {
    const cwd = makeTempDir('upload-near-key');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: COUNT, prefix: 'near' });
    expect((await upload(cwd, sandbox.baseUrl)).code).toBe(0);
    expect(sandbox.stats().createRequests).toBe(COUNT);

    const exact = await upload(cwd, sandbox.baseUrl);
    expect(exact.code, exact.stderr).toBe(0);
    const skipped = await lastRunInvoices(cwd);
    expect(skipped.map((row) => row.state)).toEqual(Array(COUNT).fill('skipped'));
    expect(skipped[0]?.detail).toMatch(/^created by an earlier upload \(run \d+ on .*\) as instance \d+/);

    writeUploadInputs(cwd, { count: COUNT, prefix: 'NEAR' });
    const held = await upload(cwd, sandbox.baseUrl);
    expect(held.code).toBe(1);
    const heldRows = (await lastRunInvoices(cwd)).sort((a, b) => a.seq - b.seq);
    expect(heldRows.map((row) => [row.invoiceNumber, row.state, row.sendingAt])).toEqual(
      Array.from({ length: COUNT }, (_, i) => [`NEAR-${String(i + 1).padStart(4, '0')}`, 'failed', null]),
    );
    expect(heldRows[0]?.detail).toMatch(
      /^not sent: the same invoice as "near-0001", created as instance \d+ in run 1 on \d{4}-\d\d-\d\d \(the numbers differ only in letter case\); give --force to post it as a different invoice$/,
    );
    // The terminal counts them as not sent; the results workbook says why, per invoice.
    expect(held.stdout).toMatch(/not sent {2}3/);
    expect(await resultsDetails(held.stdout)).toEqual(heldRows.map((row) => `Results: ${row.detail}`));
    expect(sandbox.stats().createRequests).toBe(COUNT);

    // The same invoices but for the case of their numbers: --force does not post them twice
    // (an invoice of other content under such a number it posts: upload-force.test.ts).
    const forced = await upload(cwd, sandbox.baseUrl, '--force');
    expect(forced.code).toBe(1);
    const forcedRows = await lastRunInvoices(cwd);
    expect(forcedRows.map((row) => row.state)).toEqual(Array(COUNT).fill('failed'));
    expect(forcedRows[0]?.detail).toMatch(
      /^not sent, even with --force: the same invoice was posted before as near-\d{4} in run 1; the numbers differ only in letter case$/,
    );
    expect(sandbox.stats().createRequests).toBe(COUNT);
  }, 120_000);

  it('holds the same invoices from an OCR tool, their numbers punctuated otherwise, and sends none', async () => {
    const cwd = makeTempDir('upload-near-key-punctuation');
    const sandbox = await startTestSandbox();
    const file = writeUploadInputs(cwd, { count: 5, prefix: 'SL' });
    expect((await upload(cwd, sandbox.baseUrl)).code).toBe(0);
    expect(sandbox.stats().createRequests).toBe(5);

    const spellings = ['sl-0001', 'SL 0002', 'SL0003', 'SL/0004', 'SL.0005'];
    let csv = readFileSync(file, 'utf8');
    spellings.forEach((spelling, i) => (csv = csv.replace(`SL-000${i + 1}`, spelling)));
    writeFileSync(file, csv);
    const held = await upload(cwd, sandbox.baseUrl);
    expect(held.code).toBe(1);
    const rows = (await lastRunInvoices(cwd)).sort((a, b) => a.seq - b.seq);
    expect(rows.map((row) => [row.invoiceNumber, row.state, row.sendingAt])).toEqual(
      spellings.map((spelling) => [spelling, 'failed', null]),
    );
    expect(rows.map((row) => /differ only in ([^)]*)\)/.exec(row.detail ?? '')?.[1])).toEqual([
      'letter case',
      'punctuation',
      'punctuation',
      'punctuation',
      'punctuation',
    ]);
    expect(rows[3]?.detail).toMatch(/^not sent: the same invoice as "SL-0004", created as instance \d+ in run 1 /);
    expect(sandbox.stats().createRequests).toBe(5);
  }, 120_000);
});
