/**
 * A register of the user's own whose last columns happen to be headed Outcome, Instance id and
 * Message is not taken for an annotated copy: its values stay in the copy, the tool's set is added
 * beside them, and uploading the fixed copy again never reads the tool's text as the user's.
 * Real files (a CSV, an XLSX written by exceljs), a real SQLite journal and the sandbox on loopback.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ONE_ROW_MAPPING } from '../../helpers/one-row-mapping.js';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { uploadAnnotated } from './annotated-copy-fixture.js';

/** The user's Message is each line's Description. */
const MESSAGE_MAPPING = ONE_ROW_MAPPING.replace('items:\n', 'items:\n  Description: Message\n');
const HEADERS = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Outcome', 'Instance id', 'Message'];
const ROWS = [
  ['0000100001', 'RT-1', '20250131', 'EUR', '11.90', '10.00', '1.90', 'approved', 'PO-77', 'Office chairs for Oslo'],
  // Its Total is no amount: invalid on the first upload, fixed in the annotated copy.
  ['0000100002', 'RT-2', '20250131', 'EUR', 'n/a', '20.00', '3.80', 'approved', 'PO-78', 'Desk lamps'],
];
const TOOL = ['Outcome', 'Instance id', 'Message'];

/** Uploads `source` with `--partial --annotate` through `mappingText` to `sandbox`: the run. */
async function uploadRun(dir: string, sandbox: TestSandbox, source: string, mappingText: string) {
  return (await uploadAnnotated(dir, source, mappingText, { sandbox })).report.runs[0]!;
}

/**
 * Uploads the fixed copy again. A mapping that reads Message now finds it over two columns and is
 * refused, naming them, before anything is sent; else RT-1 reads as it did (skipped, not held as
 * differing), RT-2 is created from the user's own fields and `check` looks at the new copy.
 */
async function expectAgain(
  dir: string,
  sandbox: TestSandbox,
  fixed: string,
  mapping: string,
  check: (run: Awaited<ReturnType<typeof uploadRun>>) => void | Promise<void>,
) {
  if (mapping === MESSAGE_MAPPING) {
    await expect(uploadRun(dir, sandbox, fixed, mapping)).rejects.toThrow(
      /column "Message" named by the mapping .* is the header of 2 columns of row 1: J and M/,
    );
    expect(sandbox.instances().map((made) => made.invoiceNumber)).toEqual(['RT-1']);
    return;
  }
  const again = await uploadRun(dir, sandbox, fixed, mapping);
  expect(again.counts).toMatchObject({ invoices: 2, created: 1, skipped: 1, invalid: 0 });
  await check(again);
}

describe.each([
  { name: 'read by the mapping', mapping: MESSAGE_MAPPING },
  { name: 'not read by the mapping', mapping: ONE_ROW_MAPPING },
])("a register's own Outcome, Instance id and Message columns ($name)", ({ mapping }) => {
  it('CSV: kept in the copy, the tool set beside them; never the tool text read as the user text on a second upload', async () => {
    const dir = makeTempDir('ib-annotated-user-csv');
    const sandbox = await startTestSandbox();
    onTestFinished(() => sandbox.close());
    const source = join(dir, 'register.csv');
    writeFileSync(source, [HEADERS, ...ROWS].map((row) => row.join(',')).join('\r\n') + '\r\n');

    const first = await uploadRun(dir, sandbox, source, mapping);
    const lines = readFileSync(first.annotatedFile!, 'utf8').split('\r\n');
    expect(lines[0]).toBe([...HEADERS, ...TOOL].join(','));
    expect(lines[1]).toMatch(/^0000100001,RT-1,.*,approved,PO-77,Office chairs for Oslo,created,\d+,/);
    expect(lines[2]).toMatch(/^0000100002,RT-2,.*,approved,PO-78,Desk lamps,invalid,,/);

    const fixed = join(dir, 'register-fixed.csv');
    writeFileSync(fixed, lines.map((line) => line.replace(',n/a,', ',23.80,')).join('\r\n'));
    await expectAgain(dir, sandbox, fixed, mapping, (again) => {
      const text = readFileSync(again.annotatedFile!, 'utf8').split('\r\n');
      expect(text[0]).toBe([...HEADERS, ...TOOL].join(','));
      expect(text[2]).toMatch(/^0000100002,RT-2,.*,approved,PO-78,Desk lamps,created,\d+,/);
    });
  }, 60_000);

  it('XLSX: kept in the copy, the tool set beside them; never the tool text read as the user text on a second upload', async () => {
    const dir = makeTempDir('ib-annotated-user-xlsx');
    const sandbox = await startTestSandbox();
    onTestFinished(() => sandbox.close());
    const source = join(dir, 'register.xlsx');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Register').addRows([HEADERS, ...ROWS]);
    await book.xlsx.writeFile(source);

    const first = await uploadRun(dir, sandbox, source, mapping);
    const copy = await readBook(first.annotatedFile!);
    const copied = copy.worksheets[0]!;
    expect(rowValues(copied, 1)).toEqual([...HEADERS, ...TOOL]);
    expect(rowValues(copied, 2).slice(7, 11)).toEqual(['approved', 'PO-77', 'Office chairs for Oslo', 'created']);
    copied.getCell('E3').value = '23.80';
    const fixed = join(dir, 'register-fixed.xlsx');
    await copy.xlsx.writeFile(fixed);

    await expectAgain(dir, sandbox, fixed, mapping, async (again) => {
      const second = (await readBook(again.annotatedFile!)).worksheets[0]!;
      // The user's columns stay; the new outcomes go into the tool's own set, which the copy marked.
      expect(rowValues(second, 1)).toEqual([...HEADERS, ...TOOL]);
      expect(rowValues(second, 3).slice(7, 12)).toEqual([
        'approved',
        'PO-78',
        'Desk lamps',
        'created',
        expect.any(String),
      ]);
    });
  }, 60_000);
});
