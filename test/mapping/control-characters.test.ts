/**
 * NUL and other control characters in the fields that identify an invoice are problems of that
 * invoice wherever they sit in the file, also past the first 8 KiB that the file-type check reads.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const MAPPING = `
invoice:
  InvoiceId: Id
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
  Comments: Memo
items:
  Amount: Total
`;

describe('control characters in a CSV', () => {
  it('are problems in InvoiceId, PayeeId and Invoice_Number, and NUL in any text, after the first 8 KiB too', async () => {
    const good = Array.from({ length: 200 }, (_, i) => `ID-${i},0000100001,OK-${i},2024-01-31,EUR,1.00,fine`);
    const bad = [
      'ID-A,0000100001,"CC-\u00001",2024-01-31,EUR,1.00,nul in the number',
      'ID-B,"00001\u001b[31m",CC-2,2024-01-31,EUR,1.00,escape in the payee',
      '"ID-\u0001C",0000100001,CC-3,2024-01-31,EUR,1.00,start of heading in the id',
      'ID-D,0000100001,"CC-4\u0085",2024-01-31,EUR,1.00,a C1 control',
      'ID-E,0000100001,CC-5,2024-01-31,EUR,1.00,"nul \u0000 in the memo"',
      'ID-F,0000100001,CC-6,2024-01-31,EUR,1.00,"a memo with a tab\tand a line\nbreak"',
    ];
    const file = writeCsv(makeTempDir('control-chars'), 'late.csv', [
      'Id,Vendor,Number,Date,Currency,Total,Memo',
      ...good,
      ...bad,
    ]);
    const invoices = await readAll(file, mappingOf(MAPPING));
    expect(invoices.slice(0, 200).every((i) => i.invoice !== undefined)).toBe(true);
    const late = invoices.slice(200);
    expect(late.map((i) => i.invoice === undefined)).toEqual([true, true, true, true, true, false]);
    const controls = 'expected text without control characters (NUL, tab, line breaks, escape)';
    expect(late.map((i) => i.problems.map((p) => [p.column, p.message]))).toEqual([
      [['Number', controls]],
      [['Vendor', controls]],
      [['Id', controls]],
      [['Number', controls]],
      [['Memo', 'expected text without NUL characters']],
      [],
    ]);
    expect(formatProblem(late[0]!.problems[0]!)).toBe(
      `late.csv, row 202, column "Number": ${controls}, got "CC-\\u00001"`,
    );
  });
});
