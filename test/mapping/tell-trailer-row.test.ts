/**
 * A row `trailerRows` holds back is told from an invoice by what it holds: an invoice's number,
 * date and amount make it an invoice whatever optional column it leaves blank; a count, a total
 * and words make it the trailer; a row that cannot be told is counted as not checked.
 */
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SkippedRows } from '../../src/mapping/filter-rows.js';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll } from './mapping-fixtures.js';

/** The invoice fields both layouts read: number, date and amount tell an invoice from the trailer. */
const INVOICE_FIELDS = `  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
`;

/** Every invoice row fills PO and Memo: the check learns them as columns every row fills. */
const mappingFor = (delimiter: string) =>
  mappingOf(`source:
  delimiter: "${delimiter}"
  trailerRows: 1
invoice:
${INVOICE_FIELDS}  Comments: Memo
items:
  Line_Number: { sequence: true }
  Amount: Total
  PurchaseOrder: PO
`);

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'PO', 'Memo'];
const ROWS = [
  ['0000100001', 'A-1', '2024-01-31', 'EUR', '119.00', 'PO-1', 'Ads'],
  ['0000100002', 'A-2', '2024-01-31', 'EUR', '238.00', 'PO-2', 'Print'],
];

async function readWithLast(last: string, delimiter = ',') {
  const dir = makeTempDir('tell-trailer');
  const file = join(dir, 'register.csv');
  const lines = [HEADER, ...ROWS].map((cells) => cells.join(delimiter));
  writeFileSync(file, [...lines, last, ''].join('\n'));
  const skipped: SkippedRows = new Map();
  const invoices = await readAll(file, mappingFor(delimiter), { skippedRows: skipped });
  return {
    numbers: invoices.map((i) => i.invoice?.Invoice_Number ?? i.problems.map(formatProblem).join(' | ')),
    leftOut: [...skipped].map(([rule, by]) => [rule, by.places.map((place) => place.row)]),
  };
}

describe('a row held back as the trailer', () => {
  it.each([
    ['no PO number and no memo', '0000100003,A-3,2024-01-31,EUR,50.00,,'],
    ['no PO number', '0000100003,A-3,2024-01-31,EUR,50.00,,Flyers'],
    ['no memo', '0000100003,A-3,2024-01-31,EUR,50.00,PO-3,'],
  ])('is an invoice when it holds a number, a date and an amount, with %s', async (_, last) => {
    const { numbers, leftOut } = await readWithLast(last);
    expect(numbers).toEqual([
      'A-1',
      'A-2',
      expect.stringMatching(
        /^register\.csv, row 4: trailerRows: 1 drops the last row .* reads as an invoice \(it fills "Number", "Date", "Total" as every row above it does, their values read\)/,
      ) as string,
    ]);
    expect(leftOut).toEqual([]);
  });

  it.each([
    ['a record-type line with a count and a total', 'TRAILER,2,357.00', ','],
    ['a pipe-separated T record', 'T|2|357.00', '|'],
    ['a totals line', 'Total,,,,357.00', ','],
    ['an end mark', 'EOF', ','],
    ['a report end line', '*** END OF REPORT - 2 RECORDS ***', ','],
  ])('is the trailer when it is %s, counted among the rows left out', async (_, last, delimiter) => {
    const { numbers, leftOut } = await readWithLast(last, delimiter);
    expect(numbers).toEqual(['A-1', 'A-2']);
    expect(leftOut).toEqual([['trailer (trailerRows: 1)', [4]]]);
  });

  it('is an invoice with its date problem, not dropped, when its number and amount are there but its date does not read', async () => {
    const { numbers, leftOut } = await readWithLast('0000100003,A-3,31.31.2024,EUR,5000.00,,');
    expect(numbers).toEqual([
      'A-1',
      'A-2',
      expect.stringMatching(
        /^register\.csv, row 4: trailerRows: 1 drops the last row .* reads as an invoice \(it fills "Number", "Date", "Total" as every row above it does, "Total" reads as an amount\).* \| register\.csv, row 4, column "Date": expected a date .*"31\.31\.2024"$/,
      ) as string,
    ]);
    expect(leftOut).toEqual([]);
  });

  it('is an invoice with its problem, not dropped, when its number and amount are there and its date is blank', async () => {
    const { numbers, leftOut } = await readWithLast('0000100003,A-3,,EUR,5000.00,,Misc');
    expect(numbers).toEqual([
      'A-1',
      'A-2',
      expect.stringMatching(
        /^register\.csv, row 4: trailerRows: 1 drops the last row .* reads as an invoice \(it fills "Number" and "Total" reads as an amount, leaving "Date" blank\).* \| register\.csv, row 4, column "Date": /,
      ) as string,
    ]);
    expect(leftOut).toEqual([]);
  });

  it('is counted as not checked, never dropped unsaid, when its number is blank but its date and amount read', async () => {
    const { numbers, leftOut } = await readWithLast('0000100003,,2024-01-31,EUR,5000.00,,Misc');
    expect(numbers).toEqual(['A-1', 'A-2']);
    expect(leftOut).toEqual([
      ['trailer (trailerRows: 1), not checked: it leaves "Number" blank, but "Date", "Total" read', [4]],
    ]);
  });

  it('is counted as not checked when its number is there but neither its date nor its amount reads', async () => {
    const { numbers, leftOut } = await readWithLast('0000100003,A-3,31.31.2024,EUR,n/a,,');
    expect(numbers).toEqual(['A-1', 'A-2']);
    expect(leftOut).toEqual([
      [
        'trailer (trailerRows: 1), not checked: it fills "Number", "Date", "Total" as every row above it does, but "Date", "Total" does not read',
        [4],
      ],
    ]);
  });

  it('is the trailer when its number says so and its date does not read', async () => {
    const { numbers, leftOut } = await readWithLast('ALL,TOTAL,January,EUR,357.00,,');
    expect(numbers).toEqual(['A-1', 'A-2']);
    expect(leftOut).toEqual([['trailer (trailerRows: 1)', [4]]]);
  });

  it.each([
    ['a payee named like a trailer word', 'TOTAL S.A.', 'T-9'],
    ['a number starting with a trailer word, its date and amount read', 'Nordic Print', 'END 7'],
  ])('is an invoice with %s, on a layout grouped on payee and number', async (_, vendor, number) => {
    const dir = makeTempDir('tell-trailer');
    const file = join(dir, 'grouped.csv');
    const lines = [
      'Vendor,Number,Date,Currency,Total,Line,PO',
      'Acme,A-1,2024-01-31,EUR,119.00,100.00,PO-1',
      'Acme,A-1,2024-01-31,EUR,119.00,19.00,PO-1',
      'Bolt,B-7,2024-01-31,EUR,50.00,50.00,PO-2',
      `${vendor},${number},2024-01-31,EUR,8000.00,8000.00,`,
    ];
    writeFileSync(file, [...lines, ''].join('\n'));
    const skipped: SkippedRows = new Map();
    const mapping = mappingOf(`source:
  trailerRows: 1
layout: { type: grouped, key: [Vendor, Number] }
invoice:
${INVOICE_FIELDS}items:
  Line_Number: { sequence: true }
  Amount: Line
  PurchaseOrder: PO
`);
    const invoices = await readAll(file, mapping, { skippedRows: skipped });
    expect(invoices.map((i) => [i.invoice?.Invoice_Number, i.problems.map(formatProblem).join()])).toEqual([
      ['A-1', ''],
      ['B-7', ''],
      [
        undefined,
        expect.stringMatching(/^grouped\.csv, row 5: trailerRows: 1 drops the last row .* reads as an invoice/),
      ],
    ]);
    expect([...skipped]).toEqual([]);
  });
});
