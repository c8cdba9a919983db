/**
 * The validation workbook shows a Vendor column only when some invoice has a vendor name: a mapped
 * vendor column that is empty on every row is left out as an unmapped one is, and one filled on
 * any row (the first, the last, past the rows the workbook waits for) keeps it, with every name.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { HOLD } from '../../src/batch/hold-until-vendor-known.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const WITH_VENDOR = `${ONE_ROW_MAPPING}\nvendorName: Name\n`;

/** Writes `count` invoices, the vendor name of invoice i being `name(i)`, validates and reads the workbook back. */
async function validationSheets(count: number, name: (i: number) => string, yaml = WITH_VENDOR) {
  const dir = makeTempDir('vendor-column');
  const lines = ['Vendor,Name,Number,Date,Currency,Total,Net,Tax'];
  // Every other invoice has a bad date, so both sheets have rows.
  for (let i = 0; i < count; i++)
    lines.push(`0000100001,"${name(i)}",VC-${i + 1},${i % 2 ? '2024-02-30' : '2024-02-01'},EUR,10.00,10.00,0`);
  writeFileSync(join(dir, 'in.csv'), `${lines.join('\n')}\n`);
  const result = await validateFile(join(dir, 'in.csv'), await parseMapping(yaml, join(dir, 'm.yaml')), {
    workbookFile: { file: join(dir, 'validation.xlsx') },
  });
  const book = await readBook(result.workbookFile!);
  const column = (sheet: string) => {
    const ws = book.getWorksheet(sheet)!;
    const at = rowValues(ws, 1).indexOf('Vendor');
    return at < 0 ? undefined : Array.from({ length: ws.rowCount - 1 }, (_, i) => rowValues(ws, i + 2)[at] ?? '');
  };
  return {
    invoices: column('Invoices'),
    problems: column('Problems'),
    rows: book.getWorksheet('Invoices')!.rowCount - 1,
  };
}

describe('the validation workbook Vendor column', () => {
  it.each([
    ['empty on every row', 6, () => ''],
    ['blank (spaces) on every row', 6, () => '   '],
  ])('is left out when the mapped vendor name is %s', async (_, count, name) => {
    const sheets = await validationSheets(count, name);
    expect(sheets.rows).toBe(count);
    expect(sheets.invoices).toBeUndefined();
    expect(sheets.problems).toBeUndefined();
  });

  it.each([
    ['the first row', 6, (i: number) => (i === 0 ? 'Müller & Söhne GmbH' : '')],
    ['the last row', 6, (i: number) => (i === 5 ? 'Nordlicht Verlag AG' : '')],
    ['a row past the rows the workbook waits for', HOLD + 3, (i: number) => (i === HOLD + 1 ? 'Late Vendor Ltd' : '')],
    ['every row', 4, (i: number) => `Vendor ${i}`],
  ])('is kept, with every name, when a vendor name is on %s', async (_, count, name) => {
    const sheets = await validationSheets(count, name);
    expect(sheets.rows).toBe(count);
    expect(sheets.invoices).toEqual(Array.from({ length: count }, (__, i) => name(i)));
    expect(sheets.problems).toEqual(Array.from({ length: count }, (__, i) => name(i)).filter((__, i) => i % 2 === 1));
  });

  it('is kept, empty, past the invoices the workbook waits for: a name further down is never lost', async () => {
    const sheets = await validationSheets(HOLD + 3, () => '');
    expect(sheets.invoices).toEqual(Array.from({ length: HOLD + 3 }, () => ''));
  });

  it('is left out when the mapping reads no vendor name', async () => {
    const sheets = await validationSheets(4, (i) => `Vendor ${i}`, ONE_ROW_MAPPING);
    expect(sheets.invoices).toBeUndefined();
  });
});
