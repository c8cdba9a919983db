/**
 * Exports that carry tax, freight or discounts as rows of their own (Coupa "Tax" and "Shipping"
 * lines, Oracle FBDI TAX and FREIGHT lines), mapped with the documented recipe of docs/mapping.md
 * ("Row types"): rows of a type dropped by a named skip rule and counted, tax rows posted as
 * tax-only lines, the rest as lines, and the lines checked against the invoice total.
 */
import { describe, expect, it } from 'vitest';
import type { SkippedRows } from '../../src/mapping/filter-rows.js';
import { skippedRowCounts } from '../../src/batch/format-skipped-rows.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

/** Rows left out, by rule. */
const ruleCounts = (skipped: SkippedRows) =>
  Object.fromEntries(skippedRowCounts(skipped).map(({ rule, rows }) => [rule, rows]));

/** The recipe of docs/mapping.md, with the type column's name and its words per system. */
function recipe(type: string, tax: string, dropped: string): string {
  return `
source:
  skipRows:
    - { name: dropped row type, column: ${type}, equals: ${dropped} }
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
  Description: { template: "{${type}}: {Description}" }
  Amount: { formula: 'IF([${type}] = "${tax}", 0, [Line Amount])' }
  Tax: { formula: 'IF([${type}] = "${tax}", [Line Amount], "")' }
checks: { sumLines: gross }
`;
}

/** What real writers put in the type column: Coupa's words and FBDI's lookup codes. */
const SYSTEMS: { name: string; type: string; words: Record<'item' | 'tax' | 'freight' | 'dropped', string> }[] = [
  { name: 'Coupa', type: 'Line Type', words: { item: 'Item', tax: 'Tax', freight: 'Shipping', dropped: 'Misc' } },
  {
    name: 'Oracle FBDI',
    type: 'LINE_TYPE_LOOKUP_CODE',
    words: { item: 'ITEM', tax: 'TAX', freight: 'FREIGHT', dropped: 'MISCELLANEOUS' },
  },
];

describe('row types by the recipe of docs/mapping.md', () => {
  it.each(SYSTEMS)('$name: tax rows are tax-only lines, freight a line, the dropped type counted', async (system) => {
    const { item, tax, freight, dropped } = system.words;
    const dir = makeTempDir('row-types');
    const file = writeCsv(dir, 'export.csv', [
      `Supplier,Invoice,Date,Currency,Total,${system.type},Description,Line Amount`,
      `0000100001,INV-1,2024-03-05,USD,132.50,${item},Paper,100.00`,
      `0000100001,INV-1,2024-03-05,USD,132.50,${freight},Freight,20.00`,
      `0000100001,INV-1,2024-03-05,USD,132.50,${tax},Sales tax,12.50`,
      `0000100001,INV-1,2024-03-05,USD,132.50,${dropped},Rounding,0.01`,
      `0000100002,INV-2,2024-03-06,USD,50.00,${item},Toner,50.00`,
    ]);
    const skipped: SkippedRows = new Map();
    const invoices = await readAll(file, mappingOf(recipe(system.type, tax, dropped)), { skippedRows: skipped });
    expect(invoices.map((i) => i.problems)).toEqual([[], []]);
    expect(invoices[0]!.invoice!.InvoiceItems.map((l) => [l.Description, l.Amount, l.Tax])).toEqual([
      [`${item}: Paper`, '100.0000', undefined],
      [`${freight}: Freight`, '20.0000', undefined],
      [`${tax}: Sales tax`, '0.0000', '12.5000'],
    ]);
    expect(ruleCounts(skipped)).toEqual({ 'dropped row type': 1 });
  });

  it('finds a tax row counted twice: the lines no longer add up to the total', async () => {
    const dir = makeTempDir('row-types-twice');
    const file = writeCsv(dir, 'export.csv', [
      'Supplier,Invoice,Date,Currency,Total,Line Type,Description,Line Amount',
      '0000100001,INV-1,2024-03-05,USD,112.50,Item,Paper,100.00',
      '0000100001,INV-1,2024-03-05,USD,112.50,Tax,Sales tax,12.50',
    ]);
    const naive = recipe('Line Type', 'Tax', 'Misc').replace(
      `IF([Line Type] = "Tax", 0, [Line Amount])`,
      '[Line Amount]',
    );
    const [invoice] = await readAll(file, mappingOf(naive));
    expect(invoice!.invoice).toBeUndefined();
    expect(invoice!.problems.map((p) => p.message)).toEqual([
      'expected the Amount + Tax of its 2 lines (125.00); differs by -12.50',
    ]);
  });
});
