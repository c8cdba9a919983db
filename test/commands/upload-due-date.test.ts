/**
 * The due date a mapping carries (`dueDate: <header>`): never posted, kept in the journal and shown
 * after the invoice date, as a date cell in the user's dateStyle in the Results sheet and as
 * YYYY-MM-DD in the results CSV; `import-results` reads it back. Real sandbox, real SQLite files.
 */
import { FUTURE_YEARS } from '../../src/mapping/other-calendar-year.js';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { recordCreates } from '../helpers/record-creates.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const DUE_MAPPING = `${ONE_ROW_MAPPING}dueDate: Due
source:
  dateFormats: [YYYYMMDD, YYYY-MM-DD, DD.MM.YYYY]
`;

interface Day {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The forms a due date is written in by the exports users have: ISO, compact, German. */
const FORMS: readonly ((d: Day) => string)[] = [
  (d) => `${d.year}-${pad(d.month)}-${pad(d.day)}`,
  (d) => `${d.year}${pad(d.month)}${pad(d.day)}`,
  (d) => `${pad(d.day)}.${pad(d.month)}.${d.year}`,
];

const days = fc
  .date({
    min: new Date(Date.UTC(1990, 0, 1)),
    // A year further ahead may be of another calendar (Thai, Nepali) and is refused at its cell.
    max: new Date(Date.UTC(new Date().getUTCFullYear() + FUTURE_YEARS, 11, 31)),
    noInvalidDate: true,
  })
  .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));

/** Writes mapping.yaml and invoices.csv, one invoice per due text ('' for none); returns the invoice numbers. */
function writeInputs(cwd: string, mapping: string, dues: readonly string[]): string[] {
  writeFileSync(join(cwd, 'mapping.yaml'), mapping);
  const numbers = dues.map((_, i) => `DUE-${pad(i + 1, 4)}`);
  const lines = dues.map((due, i) => `0000100001,${numbers[i]},20250131,EUR,${i + 11}.19,${i + 10}.00,1.19,${due}`);
  writeFileSync(join(cwd, 'invoices.csv'), ['Vendor,Number,Date,Currency,Total,Net,Tax,Due', ...lines, ''].join('\n'));
  return numbers;
}

const outputNamed = (cwd: string, start: string) =>
  join(
    cwd,
    'output',
    readdirSync(join(cwd, 'output')).find((name) => name.startsWith(start))!,
  );

/** The Results sheet's rows by invoice number: the Due date cell, and the header row. */
async function dueCells(workbook: string) {
  const sheet = (await readBook(workbook)).getWorksheet('Results')!;
  const headers = rowValues(sheet, 1);
  const numberAt = headers.indexOf('Invoice number') + 1;
  const dueAt = headers.indexOf('Due date') + 1;
  const cells = new Map<string, { value: unknown; numFmt: string }>();
  for (let n = 2; n <= sheet.rowCount; n++) {
    const number = sheet.getRow(n).getCell(numberAt).value;
    if (typeof number === 'string') cells.set(number, sheet.getRow(n).getCell(dueAt));
  }
  return { headers, cells };
}

describe('upload with a mapping that carries a due date', () => {
  it('shows each due date, whatever form it was written in, as a date cell of its calendar day in the dateStyle, after the invoice date', async () => {
    const cwd = makeTempDir('upload-due-date');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), 'dateStyle: de-DE\n');
    const sample = fc.sample(days, { numRuns: 24, seed: 29 });
    const dues = sample.map((day, i) => FORMS[i % FORMS.length]!(day));
    const numbers = writeInputs(cwd, DUE_MAPPING, dues);
    const recorder = await recordCreates(sandbox.baseUrl);
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', recorder.baseUrl, '--json'],
      { cwd },
    );
    expect(upload.code, upload.stderr).toBe(0);
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: sample.length });
    const { headers, cells } = await dueCells(outputNamed(cwd, 'invoices-results-'));
    expect(headers.indexOf('Due date')).toBe(headers.indexOf('Invoice date') + 1);
    for (const [i, day] of sample.entries()) {
      const cell = cells.get(numbers[i]!)!;
      expect(cell.value, dues[i]).toEqual(new Date(Date.UTC(day.year, day.month - 1, day.day)));
      expect(cell.numFmt).toBe('dd.mm.yyyy');
    }
    // Never posted: the Invoice model has no due date.
    expect(recorder.bodies).toHaveLength(sample.length);
    for (const body of recorder.bodies) expect(Object.keys(body).filter((key) => /due/i.test(key))).toEqual([]);
  });

  it('writes the due date in the results CSV as YYYY-MM-DD, after Invoice_Date', async () => {
    const cwd = makeTempDir('upload-due-date-csv');
    const sandbox = await startTestSandbox();
    writeInputs(cwd, DUE_MAPPING, ['28.02.2025', '', '2025-12-31']);
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--results', 'csv'],
      { cwd },
    );
    expect(upload.code, upload.stderr).toBe(0);
    const [header, ...rows] = readFileSync(outputNamed(cwd, 'invoices-results-'), 'utf8').trim().split(/\r?\n/);
    const columns = header!.split(',');
    const dueAt = columns.indexOf('Due date');
    expect(dueAt).toBe(columns.indexOf('Invoice_Date') + 1);
    expect(rows.map((row) => row.split(',')[dueAt])).toEqual(['2025-02-28', '', '2025-12-31']);
  });

  it('makes an invoice whose due date is not a date invalid, with a problem at that cell', async () => {
    const cwd = makeTempDir('upload-due-date-bad');
    const sandbox = await startTestSandbox();
    writeInputs(cwd, DUE_MAPPING, ['2025-03-01', 'soon']);
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
      { cwd },
    );
    // A file with an invalid invoice posts nothing unless --partial: the due date counts as any cell.
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 0, invalid: 1 });
    const problems = (await readBook(outputNamed(cwd, 'invoices-results-'))).getWorksheet('Problems')!;
    const texts = [2, 3].map((n) => rowValues(problems, n).join(' | '));
    expect(texts.find((text) => text.includes('soon'))).toMatch(/Due/);
  });

  it('leaves the Due date column out when the mapping names no due date', async () => {
    const cwd = makeTempDir('upload-no-due-date');
    const sandbox = await startTestSandbox();
    const numbers = writeInputs(cwd, ONE_ROW_MAPPING, ['2025-03-01']);
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      { cwd },
    );
    expect(upload.code, upload.stderr).toBe(0);
    const sheet = (await readBook(outputNamed(cwd, 'invoices-results-'))).getWorksheet('Results')!;
    const headers = rowValues(sheet, 1);
    expect(headers).not.toContain('Due date');
    // No vendor name either: the vendor id after Outcome, in the Vendor column's place.
    expect(headers.slice(0, 5)).toEqual(['Outcome', 'Vendor id', 'Invoice number', 'Invoice date', 'Amount']);
    expect(rowValues(sheet, 2)[2]).toBe(numbers[0]);
  });

  it('is read back by import-results into a restored journal', async () => {
    const cwd = makeTempDir('upload-due-date-import');
    const sandbox = await startTestSandbox();
    const journalFile = join(cwd, 'output', 'journal.sqlite');
    writeInputs(cwd, DUE_MAPPING, ['2025-01-01']);
    const cli = (...args: string[]) => runCliInProcess(args, { cwd });
    expect((await cli('upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl)).code).toBe(
      0,
    );
    expect((await cli('journal', 'backup', '--to', 'backup.sqlite')).code).toBe(0);
    const dues = ['15.04.2025', '2025-06-30', ''];
    writeInputs(cwd, DUE_MAPPING, dues);
    writeFileSync(join(cwd, 'later.csv'), readFileSync(join(cwd, 'invoices.csv'), 'utf8').replaceAll('DUE-', 'LATER-'));
    expect((await cli('upload', 'later.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl)).code).toBe(0);
    for (const suffix of ['-wal', '-shm']) rmSync(`${journalFile}${suffix}`, { force: true });
    copyFileSync(join(cwd, 'backup.sqlite'), journalFile);
    const imported = await cli('import-results', outputNamed(cwd, 'later-results-'), '--base-url', sandbox.baseUrl);
    expect(imported.code, imported.stderr).toBe(0);
    const journal = await openJournal(journalFile);
    try {
      const rows = await journal.lists.listInvoices({ limit: 10 });
      const imports = rows.filter((row) => row.invoiceNumber?.startsWith('LATER-'));
      expect(imports.map((row) => [row.invoiceNumber, row.dueDate]).sort()).toEqual([
        ['LATER-0001', '20250415'],
        ['LATER-0002', '20250630'],
        ['LATER-0003', null],
      ]);
    } finally {
      journal.close();
    }
  });
});
