/**
 * A workbook of VAT journals with the sales journal beside the purchase journal: mapping infer
 * reads the purchases (the supplier bills to post), whichever comes first, known by the sheets'
 * names or, where the names say nothing, by their titles, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { preferPurchaseSheet } from '../../../src/mapping/infer/prefer-purchase-sheet.js';
import { writeSheetsWorkbook } from './write-sheets-workbook.js';

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

const workbook = (sheets: readonly (readonly [string, Rows])[]) =>
  writeSheetsWorkbook(sheets, 'purchase-sheet', 'journals.xlsx');

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
    expect(preferPurchaseSheet(names.map((name) => ({ name, titles: '', invoiceRows: true })))).toBe(expected);
  });

  // A name ending in `*` is a sheet of no invoice rows (a summary, a list of parties: no column of days).
  const sheetsOf = (names: readonly string[]) =>
    names.map((n) => ({ name: n.replace(/\*$/, ''), titles: '', invoiceRows: !n.endsWith('*') }));

  it.each([
    [['Verkäufe', 'Einkäufe'], 'Einkäufe'],
    [['Vendite', 'Acquisti'], 'Acquisti'],
    [['Sprzedaż', 'Zakupy'], 'Zakupy'],
    [['Shitjet', 'Blerjet'], 'Blerjet'],
    [['Продажі', 'Закупівлі'], 'Закупівлі'],
    [['Libro Ventas', 'Libro Compras'], 'Libro Compras'],
    [['Sales', 'Purchases summary*', 'Purchases'], 'Purchases'],
    [['សៀវភៅលក់', 'សៀវភៅទិញ'], 'សៀវភៅទិញ'],
  ])('names %j: reads %s', (names, expected) => {
    expect(preferPurchaseSheet(sheetsOf(names))).toBe(expected);
  });

  // A summary, orders, totals or a list of customers or suppliers is never the purchase journal,
  // whatever it holds; nor is a sheet of no invoice rows, and a stem is no word (`Покупатели`, buyers).
  it.each([
    [['Register', 'Purchases summary*', 'Sales summary*']],
    [['Supplier bills', 'Purchase orders', 'Sales']],
    [['Bills', 'Покупатели*', 'Продажи']],
    [['Bills', 'Покупатели', 'Продажи']],
    [['Ventas', 'Resumen compras']],
    [['Ventes', 'Total achats']],
    [['Verkauf', 'Einkauf Übersicht']],
    [['Vendas', 'Pedidos de compra']],
    [['Sprzedaż', 'Zestawienie zakupów']],
    [['Продажи', 'Итоги покупок']],
    [['Sales', 'Purchase totals']],
    [['សៀវភៅលក់', 'អ្នកទិញ']],
    [['Sales*', 'Purchases']],
    [['Sales', 'Purchases*']],
  ])('keeps the general choice among %j', (names) => {
    expect(preferPurchaseSheet(sheetsOf(names))).toBeUndefined();
  });

  it('reads the titles where the names say nothing', () => {
    const sheets = [
      { name: 'Sheet1', titles: 'សៀវភៅលក់ Sales Journal', invoiceRows: true },
      { name: 'Sheet2', titles: 'សៀវភៅទិញ Purchase Journal', invoiceRows: true },
    ];
    expect(preferPurchaseSheet(sheets)).toBe('Sheet2');
  });

  it('keeps the order where no sheet says sales, or none says purchases', () => {
    expect(
      preferPurchaseSheet([
        { name: 'Bills', titles: '', invoiceRows: true },
        { name: 'Purchase', titles: '', invoiceRows: true },
      ]),
    ).toBeUndefined();
    expect(
      preferPurchaseSheet([
        { name: 'Sales', titles: '', invoiceRows: true },
        { name: 'Data', titles: '', invoiceRows: true },
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

  // The review's workbooks: a summary, orders or a list of buyers beside the journals is never read.
  const summary = (party: string): Rows => [
    [party, 'Invoices', 'Net', 'VAT', 'Total'],
    ...Array.from({ length: 5 }, (_, i) => [`${party} ${i}`, 3 + i, 5000 + i * 100, 1000 + i * 20, 6000 + i * 120]),
  ];
  const detail = (party: string) => journal('Journal', party).slice(2);

  it.each([
    [['Register', 'Purchases summary', 'Sales summary'], 'Register'],
    [['Sales', 'Purchases summary', 'Purchases'], 'Purchases'],
    [['Supplier bills', 'Purchase orders', 'Sales'], 'Supplier bills'],
    [['Bills', 'Покупатели', 'Продажи'], 'Bills'],
  ])('sheets %j: reads %s', async (names, expected) => {
    const party = (name: string) => (/sales|продаж|покупат/i.test(name) ? 'Customer' : 'Supplier');
    const file = await workbook(
      names.map((name) => [name, /summary|покупат/i.test(name) ? summary(party(name)) : detail(party(name))] as const),
    );
    const yaml = await inferMapping(file);
    expect(sheetOf(yaml), yaml).toBe(expected);
  });
});
