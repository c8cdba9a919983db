/**
 * Credit notes are counted and summed apart from invoices wherever a total mixes them: the
 * results Summary, the terminal's summary and `upload --json`, from a real upload to the sandbox.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import { ONE_ROW_MAPPING } from '../../helpers/one-row-mapping.js';

// The first two (an invoice and a credit note) lose their answers: in doubt, -4,423.95 net.
const ROWS = [
  ['0000100002', 'CRD-0001', 'USD', '3463.77'],
  ['0000100003', 'CRD-0002', 'USD', '-7887.72'],
  ['0000100004', 'CRD-0003', 'USD', '5000.00'],
  ['0000100005', 'CRD-0004', 'USD', '-108.00'],
  ['0000100006', 'CRD-0005', 'EUR', '100.00'],
];

/** An upload of ROWS in a folder of its own, on a sandbox of its own, the first two answers lost. */
async function uploadWithCredits(prefix: string, json: boolean) {
  const cwd = makeTempDir(prefix);
  writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
  const lines = ROWS.map(
    ([vendor, number, currency, total]) => `${vendor},${number},20261128,${currency},${total},${total},0.00`,
  );
  writeFileSync(join(cwd, 'credits.csv'), ['Vendor,Number,Date,Currency,Total,Net,Tax', ...lines, ''].join('\n'));
  const sandbox = await startTestSandbox();
  const lost = { status: 504, body: '', afterProcessing: true, route: 'create' } as const;
  sandbox.injectNext(lost, lost);
  const args = [
    'upload',
    'credits.csv',
    '--mapping',
    'mapping.yaml',
    '--base-url',
    sandbox.baseUrl,
    '--concurrency',
    '1',
  ];
  const result = await runCliInProcess(json ? [...args, '--json'] : args, { cwd });
  return { cwd, result };
}

describe('credit notes apart from invoices in the totals', () => {
  it('shows, per currency, invoices and credit notes with count and amount beside the net on the Summary and the terminal', async () => {
    const { cwd, result } = await uploadWithCredits('credit-totals', false);
    expect(result.code).toBe(1);
    const book = readdirSync(join(cwd, 'output')).find((name) => /-results-.*\.xlsx$/.test(name))!;
    const sheet = (await readBook(join(cwd, 'output', book))).getWorksheet('Summary')!;
    const rows = Array.from({ length: sheet.rowCount }, (_, index) => rowValues(sheet, index + 1));
    const at = rows.findIndex((values) => values[0] === 'Invoices and credit notes');
    expect(rows[at]).toEqual(['Invoices and credit notes', 'Invoices', 'Amount', 'Credit notes', 'Amount', 'Net']);
    // Only the totals that mix the two are split; EUR, with no credit note, is named once below them.
    expect(rows.slice(at + 1, at + 4)).toEqual([
      ['USD in the file', 2, 8463.77, 2, -7995.72, 468.05],
      ['USD created now', 1, 5000, 1, -108, 4892],
      ['USD in doubt', 1, 3463.77, 1, -7887.72, -4423.95],
    ]);
    expect(rows[at + 4]).toEqual(['No credit notes in EUR.']);
    expect(rows[at + 5] ?? []).toEqual([]);

    const terminal = result.stdout.split('\n');
    const head = terminal.findIndex((line) => line.trimStart().startsWith('Invoices and credit notes'));
    expect(terminal[head]).toMatch(/^ {2}Invoices and credit notes +invoices +amount +credit notes +amount +net$/);
    expect(terminal.slice(head + 1, head + 4).map((line) => line.trim().split(/ {2,}/))).toEqual([
      ['USD in the file', '2', '8,463.77', '2', '-7,995.72', '468.05'],
      ['USD created now', '1', '5,000.00', '1', '-108.00', '4,892.00'],
      ['USD in doubt', '1', '3,463.77', '1', '-7,887.72', '-4,423.95'],
    ]);
    expect(terminal[head + 4]).toBe('  No credit notes in EUR.');
  });

  it('adds bySign to --json totals of a currency with credit notes, and nothing to one without', async () => {
    const { result } = await uploadWithCredits('credit-json', true);
    const totals = JSON.parse(result.stdout).totals;
    expect(totals.USD).toMatchObject({ source: '468.0500', inDoubt: '-4423.9500' });
    expect(totals.USD.bySign).toEqual({
      source: { invoices: 2, invoiceAmount: '8463.7700', creditNotes: 2, creditNoteAmount: '-7995.7200' },
      created: { invoices: 1, invoiceAmount: '5000.0000', creditNotes: 1, creditNoteAmount: '-108.0000' },
      inDoubt: { invoices: 1, invoiceAmount: '3463.7700', creditNotes: 1, creditNoteAmount: '-7887.7200' },
    });
    expect(totals.EUR).not.toHaveProperty('bySign');
  });
});
