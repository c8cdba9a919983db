/**
 * Group headings (`source.headings`) and counted skip rules, read from real CSV files: the value
 * of a heading row is carried onto the rows below it until the next heading, heading and skipped
 * rows are counted by rule, and nothing else is dropped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SkippedRows } from '../../src/mapping/filter-rows.js';
import { skippedRowCounts } from '../../src/batch/format-skipped-rows.js';
import { configErrorOf } from '../helpers/config-error-of.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, rejectionOf, writeCsv } from './mapping-fixtures.js';

/** Rows left out, by rule. */
const ruleCounts = (skipped: SkippedRows) =>
  Object.fromEntries(skippedRowCounts(skipped).map(({ rule, rows }) => [rule, rows]));

const REPORT = `
source:
  skipRows:
    - { name: subtotal, letter: A, matches: "^Total for " }
    - { letter: A, equals: TOTAL }
  headings:
    - { name: Vendor, letter: A, onlyFilled: true }
invoice:
  InvoiceId: { template: "{Vendor}-{Num}" }
  PayeeId: Vendor
  Invoice_Number: Num
  Invoice_Date: Date
  CurrencyCode: { value: USD }
  Invoice_Amount: Amount
items:
  Amount: Amount
`;

/** Vendor names as ledgers write them: spaces, punctuation, digits, words like Total inside. */
const vendorName = fc
  .array(fc.constantFrom(...'abcXYZ09 .,&-'.split('')), { minLength: 1, maxLength: 12 })
  .map((chars) => `V${chars.join('').trim()}`);

describe('group headings', () => {
  it('carry each heading onto the rows below it, and count heading and skipped rows by rule (generated reports)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ vendor: vendorName, bills: fc.integer({ min: 0, max: 4 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (groups) => {
          const dir = makeTempDir('headings');
          const lines = [',Date,Num,Amount'];
          const expected: { payee: string; number: string }[] = [];
          let n = 0;
          for (const group of groups) {
            lines.push(`"${group.vendor}",,,`);
            for (let b = 0; b < group.bills; b++) {
              const number = `N${++n}`;
              lines.push(`,2024-01-0${(b % 9) + 1},${number},${b + 1}.50`);
              expected.push({ payee: group.vendor, number });
            }
            lines.push(`"Total for ${group.vendor}",,,${group.bills}`, ',,,');
          }
          lines.push('TOTAL,,,1');
          const file = writeCsv(dir, 'report.csv', lines);
          const skipped: SkippedRows = new Map();
          const invoices = await readAll(file, mappingOf(REPORT), { skippedRows: skipped });
          expect(invoices.map((i) => i.problems)).toEqual(expected.map(() => []));
          expect(invoices.map((i) => ({ payee: i.invoice!.PayeeId, number: i.invoice!.Invoice_Number }))).toEqual(
            expected,
          );
          expect(ruleCounts(skipped)).toEqual({
            'heading Vendor': groups.length,
            subtotal: groups.length,
            'column A equals "TOTAL"': 1,
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('take the first group of a matching pattern, and a heading resets the headings nested in it', async () => {
    const dir = makeTempDir('headings-nested');
    const file = writeCsv(dir, 'nested.csv', [
      'Label,Num,Amount',
      'Vendor: Acme (V-100),,',
      'Class: Print,,',
      ',1,10',
      'Class: Radio,,',
      ',2,20',
      'Vendor: Brill (V-200),,',
      ',3,30',
    ]);
    const mapping = mappingOf(`
source:
  headings:
    - { name: Payee, column: Label, matches: "^Vendor: .*\\\\((.+)\\\\)$" }
    - { name: Class, column: Label, matches: "^Class: (.+)$" }
invoice:
  InvoiceId: { template: "{Payee}-{Num}" }
  PayeeId: Payee
  Invoice_Number: Num
  Invoice_Date: { value: 20240101 }
  CurrencyCode: { value: USD }
  Invoice_Amount: Amount
  Comments: Class
items:
  Amount: Amount
`);
    const skipped: SkippedRows = new Map();
    const invoices = await readAll(file, mapping, { skippedRows: skipped });
    expect(invoices.map((i) => [i.invoice?.PayeeId, i.invoice?.Comments])).toEqual([
      ['V-100', 'Print'],
      ['V-100', 'Radio'],
      ['V-200', undefined],
    ]);
    expect(ruleCounts(skipped)).toEqual({ 'heading Payee': 2, 'heading Class': 2 });
  });

  it('leave rows above the first heading without its value: a problem at the row, never dropped', async () => {
    const dir = makeTempDir('headings-before');
    const file = writeCsv(dir, 'before.csv', [',Date,Num,Amount', ',2024-01-02,N1,5', 'Acme,,,', ',2024-01-02,N2,6']);
    const invoices = await readAll(file, mappingOf(REPORT));
    expect(invoices.map((i) => i.invoice?.PayeeId)).toEqual([undefined, 'Acme']);
    expect(invoices[0]!.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [2, 'Vendor', 'expected a value, got nothing'],
    ]);
  });

  it('stop the file when a heading is named like a header of the file', async () => {
    const dir = makeTempDir('headings-clash');
    const file = writeCsv(dir, 'clash.csv', ['Vendor,Date,Num,Amount', 'Acme,,,', ',2024-01-02,N1,5']);
    const error = await rejectionOf(
      readAll(file, mappingOf(REPORT.replace('letter: A, onlyFilled', 'letter: B, onlyFilled'))),
    );
    expect(error.message).toBe(
      'clash.csv: the name "Vendor" (test.yaml:7:7) is also a header of row 1; give it another name',
    );
  });

  it.each([
    ['{ name: Vendor, letter: A }', 'a heading rule has exactly one of onlyFilled: true, matches'],
    [
      '{ name: Vendor, letter: A, onlyFilled: true, matches: x }',
      'a heading rule has exactly one of onlyFilled: true, matches',
    ],
    ['{ name: Vendor, onlyFilled: true }', 'a heading rule names one column (or letter) that holds the heading'],
  ])('refuse the heading rule %s in the mapping', (rule, message) => {
    const error = configErrorOf(() => mappingOf(`source:\n  headings:\n    - ${rule}\ninvoice:\n  PayeeId: Vendor\n`));
    expect(error.message).toContain(message);
  });
});
