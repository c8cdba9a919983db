/**
 * An annotated copy, fixed and uploaded again, is annotated in place: its Outcome, Instance id and
 * Message columns are the tool's own, so the new copy writes the new outcomes into them instead of
 * adding a second set beside the old. Real files (an XLSX saved by exceljs, a CSV), a real SQLite
 * journal and the sandbox on loopback.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ONE_ROW_MAPPING } from '../../helpers/one-row-mapping.js';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { uploadAnnotated } from './annotated-copy-fixture.js';

const HEADERS = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const ROWS = [
  ['0000100001', 'RT-1', '20250131', 'EUR', '11.90', '10.00', '1.90'],
  // Its Total is no amount: invalid on the first upload, fixed in the annotated copy.
  ['0000100002', 'RT-2', '20250131', 'EUR', 'n/a', '20.00', '3.80'],
  ['0000100003', 'RT-3', '20250131', 'EUR', '35.70', '30.00', '5.70'],
];
const ANNOTATION = ['Outcome', 'Instance id', 'Message'];

/** Uploads `source` with `--partial --annotate` to `sandbox`, journal and mapping in `dir`: the run and the journal's rows of it. */
async function uploadRun(dir: string, sandbox: TestSandbox, source: string) {
  const { report, invoices } = await uploadAnnotated(dir, source, ONE_ROW_MAPPING, { sandbox });
  const run = report.runs[0]!;
  return { run, invoices: invoices.filter((row) => row.runId === run.run.id) };
}

describe('an annotated copy fixed and uploaded again', () => {
  it('XLSX: one set of outcome columns, in the same place, each invoice once with its new outcome', async () => {
    const dir = makeTempDir('ib-annotated-again-xlsx');
    const sandbox = await startTestSandbox();
    onTestFinished(() => sandbox.close());
    const source = join(dir, 'register.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Register');
    sheet.addRows([HEADERS, ...ROWS]);
    await book.xlsx.writeFile(source);

    const first = await uploadRun(dir, sandbox, source);
    const annotated = first.run.annotatedFile!;
    const copy = await readBook(annotated);
    const copied = copy.worksheets[0]!;
    expect(rowValues(copied, 1)).toEqual([...HEADERS, ...ANNOTATION]);
    expect(rowValues(copied, 3).slice(7, 8)).toEqual(['invalid']);
    // mapping infer on the copy maps no field to the tool's columns.
    const proposed = (await inferMapping(annotated)).split('\n').filter((line) => !line.trimStart().startsWith('#'));
    for (const header of ANNOTATION) expect(proposed.join('\n')).not.toContain(`"${header}"`);
    // The user fixes the Total in the copy and saves it under a name of their own.
    copied.getCell('E3').value = '23.80';
    const fixed = join(dir, 'register-fixed.xlsx');
    await copy.xlsx.writeFile(fixed);

    const again = await uploadRun(dir, sandbox, fixed);
    expect(again.run.counts).toMatchObject({ invoices: 3, created: 1, skipped: 2, invalid: 0 });
    const second = (await readBook(again.run.annotatedFile!)).worksheets[0]!;
    expect(rowValues(second, 1)).toEqual([...HEADERS, ...ANNOTATION]);
    expect(second.actualColumnCount).toBe(HEADERS.length + ANNOTATION.length);
    const instances = new Map(again.invoices.filter((row) => row.instanceId).map((row) => [row.rows, row.instanceId]));
    for (const [at, number] of [
      [2, 'RT-1'],
      [3, 'RT-2'],
      [4, 'RT-3'],
    ] as const) {
      const values = rowValues(second, at);
      expect(values.slice(0, 2)).toEqual(ROWS[at - 2]!.slice(0, 2));
      expect(values[1]).toBe(number);
      // The new outcome in the old place: created now, or skipped as created by the first upload.
      expect(values[7]).toBe(at === 3 ? 'created' : 'skipped');
      expect(values[8]).toBe(instances.get(String(at)));
      expect(String(values[9] ?? '')).not.toContain('not read as an invoice');
      expect(values.length).toBeLessThanOrEqual(HEADERS.length + ANNOTATION.length);
    }
  }, 60_000);

  it('CSV: one set of outcome fields at the end, the new outcomes in them', async () => {
    const dir = makeTempDir('ib-annotated-again-csv');
    const sandbox = await startTestSandbox();
    onTestFinished(() => sandbox.close());
    const source = join(dir, 'register.csv');
    writeFileSync(source, [HEADERS, ...ROWS].map((row) => row.join(',')).join('\r\n') + '\r\n');
    const first = await uploadRun(dir, sandbox, source);
    const lines = readFileSync(first.run.annotatedFile!, 'utf8').split('\r\n');
    expect(lines[0]).toBe([...HEADERS, ...ANNOTATION].join(','));
    expect(lines[2]).toMatch(/,n\/a,20\.00,3\.80,invalid,,/);
    const fixed = join(dir, 'register-fixed.csv');
    writeFileSync(fixed, lines.map((line) => line.replace(',n/a,', ',23.80,')).join('\r\n'));

    const again = await uploadRun(dir, sandbox, fixed);
    expect(again.run.counts).toMatchObject({ invoices: 3, created: 1, skipped: 2, invalid: 0 });
    const text = readFileSync(again.run.annotatedFile!, 'utf8').split('\r\n');
    expect(text[0]).toBe([...HEADERS, ...ANNOTATION].join(','));
    const instance = again.invoices.find((row) => row.state === 'created')?.instanceId;
    expect(text[2]).toMatch(
      new RegExp(`^0000100002,RT-2,20250131,EUR,23\\.80,20\\.00,3\\.80,created,${instance},[^,]*$`),
    );
    expect(text[1]).toMatch(
      /^0000100001,RT-1,20250131,EUR,11\.90,10\.00,1\.90,skipped,\d+,"?created by an earlier upload/,
    );
    expect(text.every((line) => line === '' || line.split(',').length <= 11)).toBe(true);
  }, 60_000);
});
