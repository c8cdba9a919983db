/**
 * A date field's formula whose result is no calendar day (a number, or a day outside 1900-9999)
 * is a problem that says so in words, never `expected a date, got 18991261`.
 */
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const MAPPING = (formula: string) => `
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  Posted_Date: { formula: '${formula}' }
  CurrencyCode: { value: EUR }
  Invoice_Amount: Total
items:
  Amount: Total
`;

describe("a date field's formula", () => {
  it.each([
    ['[Date] + 30', '18991231', "the formula's result is the number 18991261, not a calendar day"],
    ['[Total] * 2', '2024-01-31', "the formula's result is the number 238, not a calendar day"],
    ['[Date] - 50000', '2024-01-31', 'the date 20240131 minus 50000 days is outside the years 1900 to 9999'],
    ['[Date] + 3000000', '2024-01-31', 'the date 20240131 plus 3000000 days is outside the years 1900 to 9999'],
  ])('%s with Date %s is refused in words', async (formula, date, message) => {
    const dir = makeTempDir('formula-date-results');
    const file = writeCsv(dir, 'lines.csv', ['Vendor,Number,Date,Total', `V1,A-1,${date},119`]);
    const [invoice] = await readAll(file, mappingOf(MAPPING(formula)));
    const messages = invoice!.problems.map((problem) => problem.message);
    expect(messages).toContainEqual(expect.stringContaining(message));
    expect(messages.join()).not.toMatch(/got \d{8}/);
  });

  it.each([
    ['[Date] + 30', '2024-01-31', '20240301'],
    ['[Date] - 1', '1900-01-02', '19000101'],
  ])('%s with Date %s gives %s', async (formula, date, day) => {
    const dir = makeTempDir('formula-date-results');
    const file = writeCsv(dir, 'lines.csv', ['Vendor,Number,Date,Total', `V1,A-1,${date},119`]);
    const [invoice] = await readAll(file, mappingOf(MAPPING(formula)));
    expect(invoice!.problems).toEqual([]);
    expect(invoice!.invoice).toMatchObject({ Posted_Date: day });
  });
});
