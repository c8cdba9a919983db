/**
 * `taxRows`: a tax row (Coupa "Tax", FBDI TAX) folded into the Tax of its invoice's line, by the
 * line it names or the invoice's only line; a tax row that cannot be placed is a problem at its
 * own row. Table of invoice shapes -> the lines posted or the problems, and a property: the
 * posted Amount + Tax adds up to the amounts of the rows kept.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, thrownBy, writeCsv } from './mapping-fixtures.js';

const HEADER = 'Supplier,Invoice,Date,Currency,Total,Line Type,Group,Description,Line Amount';

function mapping(line: boolean): string {
  return `
layout: { type: grouped, key: [Supplier, Invoice] }
invoice:
  InvoiceId: { template: "{Supplier}-{Invoice}" }
  PayeeId: Supplier
  Invoice_Number: Invoice
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Line_Number: { sequence: true }
  Description: Description
  Amount: Line Amount
taxRows: { column: Line Type, equals: [Tax, TAX]${line ? ', line: Group' : ''} }
checks: { sumLines: gross }
`;
}

/** One row of the export: type, group, description, amount; the invoice columns are shared. */
type Row = [type: string, group: string, description: string, amount: string];

interface Shape {
  name: string;
  line: boolean;
  total: string;
  rows: Row[];
  /** [Line_Number, Description, Amount, Tax] of each line posted. */
  lines?: [string, string, string, string | undefined][];
  /** [row, column, field, message start] of each problem. */
  problems?: [number, string | undefined, string | undefined, string][];
}

const SHAPES: Shape[] = [
  {
    name: 'one line and one tax row',
    line: false,
    total: '112.50',
    rows: [
      ['Item', '', 'Paper', '100.00'],
      ['Tax', '', 'Sales tax', '12.50'],
    ],
    lines: [['1', 'Paper', '100.0000', '12.5000']],
  },
  {
    name: 'two lines and tax rows naming them, FBDI codes',
    line: true,
    total: '165.00',
    rows: [
      ['ITEM', '1', 'Paper', '100.00'],
      ['ITEM', '2', 'Toner', '50.00'],
      ['TAX', '2', 'VAT on toner', '5.00'],
      ['TAX', '1', 'VAT on paper', '10.00'],
    ],
    lines: [
      ['1', 'Paper', '100.0000', '10.0000'],
      ['2', 'Toner', '50.0000', '5.0000'],
    ],
  },
  {
    name: 'a tax row before its line (the invoice starts with it)',
    line: false,
    total: '119.00',
    rows: [
      ['Tax', '', 'VAT', '19.00'],
      ['Item', '', 'Chairs', '100.00'],
    ],
    lines: [['1', 'Chairs', '100.0000', '19.0000']],
  },
  {
    name: 'two tax rows for one line add up',
    line: true,
    total: '108.00',
    rows: [
      ['Item', '7', 'Paper', '100.00'],
      ['Tax', '7', 'State tax', '6.00'],
      ['Tax', '7', 'County tax', '2.00'],
    ],
    lines: [['1', 'Paper', '100.0000', '8.0000']],
  },
  {
    name: 'a credit memo with negative tax',
    line: true,
    total: '-59.50',
    rows: [
      ['ITEM', '1', 'Returned toner', '-50.00'],
      ['TAX', '1', 'VAT', '-9.50'],
    ],
    lines: [['1', 'Returned toner', '-50.0000', '-9.5000']],
  },
  {
    name: 'a tax row without a line',
    line: false,
    total: '12.50',
    rows: [['Tax', '', 'Sales tax', '12.50']],
    problems: [
      [2, 'Line Type', 'InvoiceItems', 'expected a line of this invoice to add this tax row'],
      [2, undefined, 'InvoiceItems', 'expected at least one invoice line'],
    ],
  },
  {
    name: 'two lines and a tax row that names neither',
    line: false,
    total: '165.00',
    rows: [
      ['Item', '', 'Paper', '100.00'],
      ['Item', '', 'Toner', '50.00'],
      ['Tax', '', 'VAT', '15.00'],
    ],
    problems: [
      [4, 'Line Type', 'InvoiceItems', 'expected one line of this invoice to add this tax row'],
      [2, 'Total', 'Invoice_Amount', 'expected the Amount + Tax of its 2 lines'],
    ],
  },
  {
    name: 'a tax row naming a line the invoice does not have',
    line: true,
    total: '110.00',
    rows: [
      ['Item', '1', 'Paper', '100.00'],
      ['Tax', '3', 'VAT', '10.00'],
    ],
    problems: [
      [3, 'Group', 'InvoiceItems', 'expected one line of this invoice with "Group" 3'],
      [2, 'Total', 'Invoice_Amount', 'expected the Amount + Tax of its 1 line'],
    ],
  },
  {
    name: "a tax row's amount that is not an amount: a problem at that row and column",
    line: false,
    total: '112.50',
    rows: [
      ['Item', '', 'Paper', '100.00'],
      ['Tax', '', 'Sales tax', 'n/a'],
    ],
    problems: [[3, 'Line Amount', 'InvoiceItems[0].Tax', 'expected an amount']],
  },
];

function csvOf(total: string, rows: readonly Row[], invoice = 'INV-1'): string[] {
  return rows.map(([type, group, description, amount]) =>
    [`0000100001,${invoice},2024-03-05,USD,${total}`, type, group, description, amount].join(','),
  );
}

describe('taxRows folds a tax row into the Tax of its line', () => {
  it.each(SHAPES)('$name', async (shape) => {
    const dir = makeTempDir('fold-tax');
    const file = writeCsv(dir, 'export.csv', [HEADER, ...csvOf(shape.total, shape.rows)]);
    const [invoice, ...others] = await readAll(file, mappingOf(mapping(shape.line)));
    expect(others).toEqual([]);
    if (shape.lines) {
      expect(invoice!.problems).toEqual([]);
      expect(invoice!.rows).toBe(`2-${shape.rows.length + 1}`);
      expect(invoice!.invoice!.InvoiceItems.map((l) => [l.Line_Number, l.Description, l.Amount, l.Tax])).toEqual(
        shape.lines,
      );
      return;
    }
    expect(invoice!.invoice).toBeUndefined();
    const got = invoice!.problems.map((p) => [p.row, p.column, p.field, p.message]);
    expect(got).toHaveLength(shape.problems!.length);
    shape.problems!.forEach(([row, column, field, start], i) => {
      expect(got[i]!.slice(0, 3)).toEqual([row, column, field]);
      expect(got[i]![3]).toMatch(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    });
  });

  it('adds the tax rows to a Tax the line maps itself', async () => {
    const dir = makeTempDir('fold-tax-own');
    const file = writeCsv(dir, 'export.csv', [
      'Supplier,Invoice,Date,Currency,Total,Line Type,Description,Line Amount,Line Tax',
      '0000100001,INV-1,2024-03-05,USD,113.50,Item,Paper,100.00,1.00',
      '0000100001,INV-1,2024-03-05,USD,113.50,Tax,Sales tax,12.50,',
    ]);
    const yaml = mapping(false).replace('  Amount: Line Amount', '  Amount: Line Amount\n  Tax: Line Tax');
    const [invoice] = await readAll(file, mappingOf(yaml));
    expect(invoice!.problems).toEqual([]);
    expect(invoice!.invoice!.InvoiceItems.map((l) => l.Tax)).toEqual(['13.5000']);
  });

  it('folds TAX lines of an FBDI lines sheet (joined) by LINE_GROUP_NUMBER; a problem names the lines sheet row', async () => {
    const dir = makeTempDir('fold-tax-joined');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('AP_INVOICES_INTERFACE').addRows([
      ['INVOICE_ID', 'INVOICE_NUM', 'VENDOR_NUM', 'INVOICE_DATE', 'INVOICE_CURRENCY_CODE', 'INVOICE_AMOUNT'],
      ['1', 'F-1', '0000100001', '2024/03/05', 'EUR', '-119.00'],
      ['2', 'F-2', '0000100002', '2024/03/06', 'EUR', '110.00'],
    ]);
    book.addWorksheet('AP_INVOICE_LINES_INTERFACE').addRows([
      ['INVOICE_ID', 'LINE_NUMBER', 'LINE_TYPE_LOOKUP_CODE', 'AMOUNT', 'LINE_GROUP_NUMBER'],
      ['1', '1', 'TAX', '-19.00', '1'],
      ['1', '2', 'ITEM', '-100.00', '1'],
      ['2', '1', 'ITEM', '100.00', '1'],
      ['2', '2', 'TAX', '10.00', '2'],
    ]);
    const file = join(dir, 'fbdi.xlsx');
    await book.xlsx.writeFile(file);
    const yaml = `
source: { sheet: AP_INVOICES_INTERFACE, dateFormats: [YYYY/MM/DD], lines: { sheet: AP_INVOICE_LINES_INTERFACE } }
layout: { type: joined, key: INVOICE_ID }
invoice:
  InvoiceId: INVOICE_ID
  PayeeId: VENDOR_NUM
  Invoice_Number: INVOICE_NUM
  Invoice_Date: INVOICE_DATE
  CurrencyCode: INVOICE_CURRENCY_CODE
  Invoice_Amount: INVOICE_AMOUNT
items:
  Line_Number: { sequence: true }
  Amount: AMOUNT
taxRows: { column: LINE_TYPE_LOOKUP_CODE, equals: TAX, line: LINE_GROUP_NUMBER }
checks: { sumLines: gross }
`;
    const [credit, broken] = await readAll(file, mappingOf(yaml));
    expect(credit!.problems).toEqual([]);
    expect(credit!.invoice!.InvoiceItems.map((l) => [l.Line_Number, l.Amount, l.Tax])).toEqual([
      ['1', '-100.0000', '-19.0000'],
    ]);
    expect(broken!.invoice).toBeUndefined();
    expect(broken!.problems[0]).toMatchObject({
      sheet: 'AP_INVOICE_LINES_INTERFACE',
      row: 5,
      column: 'LINE_GROUP_NUMBER',
      value: '2',
    });
  });

  it('is refused for the one-row layout, where an invoice has no other row', () => {
    const yaml = mapping(false).replace('layout: { type: grouped, key: [Supplier, Invoice] }', '');
    expect(thrownBy(() => mappingOf(yaml)).message).toMatch(
      /taxRows: a tax row folds into a line .* grouped or joined/,
    );
  });

  it('posts Amount + Tax adding up to the amounts of the rows kept, whatever the order and sign', async () => {
    const cents = fc.integer({ min: -1_000_000, max: 1_000_000 });
    const invoiceShape = fc
      .array(fc.record({ amount: cents, taxes: fc.array(cents, { maxLength: 3 }) }), { minLength: 1, maxLength: 4 })
      .chain((lines) => {
        const rows: Row[] = [];
        lines.forEach((line, i) => {
          rows.push(['Item', String(i + 1), `line ${i + 1}`, (line.amount / 100).toFixed(2)]);
          for (const tax of line.taxes) rows.push(['Tax', String(i + 1), 'tax', (tax / 100).toFixed(2)]);
        });
        return fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length });
      });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(invoiceShape, async (rows) => {
        const cents = rows.reduce((sum, row) => sum + Math.round(Number(row[3]) * 100), 0);
        const total = (cents / 100).toFixed(2);
        const dir = makeTempDir(`fold-tax-property-${run++}`);
        const file = writeCsv(dir, 'export.csv', [HEADER, ...csvOf(total, rows)]);
        const [invoice] = await readAll(file, mappingOf(mapping(true)));
        expect(invoice!.problems).toEqual([]);
        const items = invoice!.invoice!.InvoiceItems;
        expect(items).toHaveLength(rows.filter((row) => row[0] === 'Item').length);
        const posted = items.reduce(
          (sum, l) => sum + Math.round(Number(l.Amount) * 100) + Math.round(Number(l.Tax ?? 0) * 100),
          0,
        );
        expect(posted).toBe(cents);
        // Line_Number counts lines only, tax rows take no number.
        expect(items.map((l) => l.Line_Number)).toEqual(items.map((_, i) => String(i + 1)));
      }),
      { numRuns: 60 },
    );
  });
});
