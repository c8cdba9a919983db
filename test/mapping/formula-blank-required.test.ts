/**
 * A mapping formula that yields nothing for a required amount (an IF whose other branch is "",
 * a SWITCH whose default is "", a blank cell read as is) is a problem at the row and the columns
 * the formula reads, saying the formula left it empty; never an empty field sent on.
 */
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const HEADER = 'Vendor,Number,Date,Currency,Kind,Total,Net,Tax';
const ROWS = [HEADER, 'V1,1,2024-01-31,EUR,A,119.00,100.00,19.00', 'V2,2,2024-01-31,EUR,B,,,0'];

/** Formulas that give an amount on row 2 (Kind A) and nothing on row 3 (Kind B, blank cells). */
const BLANKING: [string, string, string][] = [
  ['IF with "" as its other branch', 'IF([Kind] = "A", [Total], "")', 'IF([Kind] = "A", [Net], "")'],
  ['SWITCH with "" as its default', 'SWITCH([Kind], "A", [Total], "")', 'SWITCH([Kind], "A", [Net], "")'],
  ['a blank cell read as it is', '[Total]', '[Net]'],
  ['IF on a blank cell', 'IF(ISBLANK([Total]), "", [Total])', 'IF(ISBLANK([Net]), "", [Net])'],
];

function mappingWith(invoiceAmount: string, lineAmount: string): string {
  return `
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: { formula: '${invoiceAmount}' }
items:
  Amount: { formula: '${lineAmount}' }
  Tax: Tax
`;
}

describe('a required amount a formula leaves empty', () => {
  it.each(BLANKING)('is a problem at its row naming the formula: %s', async (_name, invoiceAmount, lineAmount) => {
    const dir = makeTempDir('formula-blank');
    const file = writeCsv(dir, 'blank.csv', ROWS);
    const [first, second] = await readAll(file, mappingOf(mappingWith(invoiceAmount, lineAmount)));
    expect(first!.problems).toEqual([]);
    expect(first!.invoice).toMatchObject({ Invoice_Amount: '119.0000', InvoiceItems: [{ Amount: '100.0000' }] });
    expect(second!.invoice).toBeUndefined();
    const found = second!.problems.map((p) => ({ row: p.row, field: p.field, message: p.message }));
    expect(found).toEqual([
      {
        row: 3,
        field: 'Invoice_Amount',
        message: `expected a value, got nothing: the formula ${invoiceAmount} gives nothing on this row, and Invoice_Amount is required; give the formula a value for this case or correct the row`,
      },
      {
        row: 3,
        field: 'InvoiceItems[0].Amount',
        message: `expected a value, got nothing: the formula ${lineAmount} gives nothing on this row, and Amount is required; give the formula a value for this case or correct the row`,
      },
    ]);
  });
});
