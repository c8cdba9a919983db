/**
 * A workbook of VAT journals with the sales journal beside the purchase journal: mapping infer
 * reads the purchases (the supplier bills to post), whichever comes first, known by the sheets'
 * names or, where the names say nothing, by their titles, in several languages.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { preferPurchaseSheet } from '../../../src/mapping/infer/prefer-purchase-sheet.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Rows = (string | number | Date | null)[][];

function journal(title: string, party: string): Rows {
  const rows: Rows = [
    [title],
    ['Period: 01/2024 - 03/2024'],
    ['No.', 'Date', 'Invoice No.', party, 'Net', 'VAT', 'Total'],
  ];
  for (let i = 0; i < 6; i++)
    rows.push([
      i + 1,
      new Date(Date.UTC(2024, 0, 3 + i * 5)),
      `INV-${700 + i}`,
      `${party} ${i % 3}`,
      1000 + i,
      100,
      1100 + i,
    ]);
  return rows;
}

async function workbook(sheets: readonly (readonly [string, Rows])[]): Promise<string> {
  const file = join(makeTempDir('purchase-sheet'), 'journals.xlsx');
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of sheets) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  await book.xlsx.writeFile(file);
  return file;
}

const sheetOf = (yaml: string) => (parse(yaml) as { source: { sheet?: string } }).source.sheet;

describe('preferPurchaseSheet', () => {
  it.each([
    [['Sales', 'Purchase'], 'Purchase'],
    [['Ventas', 'Compras'], 'Compras'],
    [['Verkauf', 'Einkauf'], 'Einkauf'],
    [['Ventes', 'Achats'], 'Achats'],
    [['Книга продаж', 'Книга покупок'], 'Книга покупок'],
    [['Purchases', 'Sales'], 'Purchases'],
  ])('names %j: reads %s', (names, expected) => {
    expect(preferPurchaseSheet(names.map((name) => ({ name, titles: '' })))).toBe(expected);
  });

  it('reads the titles where the names say nothing', () => {
    const sheets = [
      { name: 'Sheet1', titles: 'សៀវភៅលក់ Sales Journal' },
      { name: 'Sheet2', titles: 'សៀវភៅទិញ Purchase Journal' },
    ];
    expect(preferPurchaseSheet(sheets)).toBe('Sheet2');
  });

  it('keeps the order where no sheet says sales, or none says purchases', () => {
    expect(
      preferPurchaseSheet([
        { name: 'Bills', titles: '' },
        { name: 'Purchase', titles: '' },
      ]),
    ).toBeUndefined();
    expect(
      preferPurchaseSheet([
        { name: 'Sales', titles: '' },
        { name: 'Data', titles: '' },
      ]),
    ).toBeUndefined();
  });
});

describe('mapping infer reads the purchase journal beside the sales journal', () => {
  it.each([
    ['Sales', 'Purchase', 'Sales Journal', 'Purchase Journal'],
    ['Ventas', 'Compras', 'Libro de Ventas', 'Libro de Compras'],
    ['Verkauf', 'Einkauf', 'Ausgangsrechnungen', 'Eingangsrechnungen'],
  ])('sheets %s then %s', async (sales, purchases, salesTitle, purchaseTitle) => {
    const file = await workbook([
      [sales, journal(salesTitle, 'Customer')],
      [purchases, journal(purchaseTitle, 'Supplier')],
    ]);
    const yaml = await inferMapping(file);
    expect(sheetOf(yaml), yaml).toBe(purchases);
  });

  it('by the titles, on sheets named Sheet1 and Sheet2', async () => {
    const file = await workbook([
      ['Sheet1', journal('Libro de Ventas', 'Cliente')],
      ['Sheet2', journal('Libro de Compras', 'Proveedor')],
    ]);
    expect(sheetOf(await inferMapping(file))).toBe('Sheet2');
  });
});
