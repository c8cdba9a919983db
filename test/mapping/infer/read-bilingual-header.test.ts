/**
 * A header written in two languages on two rows, each naming every column: mapping infer reads the
 * row it reads as more fields (English under Khmer, Spanish under Arabic), keeps an upper row it
 * reads better, and never takes a data row or a row of box numbers for the header.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { readsBetterBelow } from '../../../src/mapping/infer/read-bilingual-header.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const row = (cells: (string | number | null)[]): SheetRow => ({
  file: 'j.xlsx',
  sheet: 'Purchase',
  row: 5,
  cells: cells.map((c) =>
    c === null
      ? { kind: 'empty' }
      : typeof c === 'number'
        ? { kind: 'number', text: String(c) }
        : { kind: 'text', text: c },
  ),
});

const KHMER = ['ល.រ', 'កាលបរិច្ឆេទ', 'លេខវិក្កយបត្រ', 'ឈ្មោះអ្នកផ្គត់ផ្គង់', 'អាករលើតម្លៃបន្ថែម', 'សរុប'];
const ENGLISH = ['No.', 'Date', 'Invoice No.', 'Supplier Name', 'VAT', 'Total'];
// Arabic above Spanish, as a bilingual Gulf or Maghreb export may write it.
const ARABIC = ['رقم', 'تاريخ الإصدار', 'رقم المستند', 'اسم المورد', 'القيمة المضافة', 'الإجمالي'];
const SPANISH = ['Nº', 'Fecha', 'Número de factura', 'Proveedor', 'IVA', 'Total factura'];
// An Albanian header over invoices whose first row names a kind and a supplier in English words.
const ALBANIAN = ['Kodi', 'Furnizuesi', 'Data e dokumentit', 'Numri', 'Vlera', 'TVSH'];

describe('readsBetterBelow', () => {
  it.each([
    [KHMER, ENGLISH],
    [ARABIC, SPANISH],
  ])('reads the lower row of %j over %j', (upper, lower) => {
    expect(readsBetterBelow(upper, [row(lower), row([1, '2024-01-03', 'INV-1', 'Supplier 1', 10, 110])])).toBe(true);
  });

  it('keeps an upper row read as well or better', () => {
    expect(readsBetterBelow(ENGLISH, [row(KHMER)])).toBe(false);
    expect(readsBetterBelow(ENGLISH, [row(ENGLISH)])).toBe(false);
  });

  it('never reads a data row, a row of other columns or a row of box numbers as the header', () => {
    expect(readsBetterBelow(KHMER, [row([1, '2024-01-03', 'INV-1', 'Supplier 1', 10, 110])])).toBe(false);
    expect(readsBetterBelow(KHMER, [row(['No.', null, 'Invoice No.', 'Supplier Name', null, 'Total'])])).toBe(false);
    expect(readsBetterBelow(['[31]', '[43]', '[44]', '', '', ''], [row(ENGLISH)])).toBe(false);
  });

  // The first invoice of a CSV, every cell text: a date and amounts the parsers read make it data.
  it('never reads as the header a row of text that holds a date or an amount', () => {
    const first = ['Invoice', 'Supplier 0', '5 Jan 2024', 'INV-0', 'EUR 100.00', 'EUR 20.00'];
    expect(readsBetterBelow(ALBANIAN, [row(first)])).toBe(false);
    expect(readsBetterBelow(ALBANIAN, [row(['Invoice', 'Supplier 0', '05/01/2024', 'INV-0', '100,00', '20,00'])])).toBe(
      false,
    );
  });

  it('never reads as the header a row whose cells have the kinds of the row below it', () => {
    const first = ['Invoice', 'Supplier 0', 'Q1', 'INV-0', 'North', 'Paid'];
    const next = ['Credit note', 'Supplier 1', 'Q1', 'INV-1', 'South', 'Open'];
    expect(readsBetterBelow(ALBANIAN, [row(first), row(next)])).toBe(false);
  });
});

async function journal(upper: string[], lower: string[]): Promise<string> {
  const file = join(makeTempDir('bilingual-header'), 'journal.xlsx');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Purchase');
  sheet.addRow(['Purchase Journal']);
  sheet.addRow(['Period: 01/2024 - 03/2024']);
  sheet.addRow(upper);
  sheet.addRow(lower);
  for (let i = 0; i < 8; i++)
    sheet.addRow([
      i + 1,
      new Date(Date.UTC(2024, 0, 3 + i * 4)),
      `INV-${500 + i}`,
      `Supplier ${i % 3}`,
      10 + i,
      110 + i,
    ]);
  await book.xlsx.writeFile(file);
  return file;
}

describe('mapping infer reads a header written in two languages', () => {
  it.each([
    [KHMER, ENGLISH],
    [ARABIC, SPANISH],
  ])('by the lower row under %j', async (upper, lower) => {
    const yaml = await inferMapping(await journal(upper, lower));
    const proposal = parse(yaml) as { source: { headerRow: number }; invoice: Record<string, unknown> };
    expect(proposal.source.headerRow, yaml).toBe(4);
    expect(proposal.invoice.Invoice_Number, yaml).toBe(lower[2]);
  });

  it('and takes no first invoice of a CSV for a second header', async () => {
    const file = join(makeTempDir('bilingual-header'), 'blerjet.csv');
    const rows = Array.from({ length: 10 }, (_, i) => [
      i % 2 === 0 ? 'Invoice' : 'Credit note',
      `Supplier ${i % 3}`,
      `${i + 5} Jan 2024`,
      `INV-${i}`,
      `EUR ${100 + i}.00`,
      `EUR ${20 + i}.00`,
    ]);
    writeFileSync(file, `${[ALBANIAN, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    const proposal = parse(yaml) as { source: { headerRow?: number }; invoice: Record<string, unknown> };
    expect(proposal.source.headerRow ?? 1, yaml).toBe(1);
    expect(yaml).not.toContain('Supplier 0');
    expect(yaml).not.toContain('INV-0');
  });
});
