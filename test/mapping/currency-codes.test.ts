/**
 * An invoice's CurrencyCode is an ISO 4217 code, or one the mapping lists under
 * `checks.currencies`: anything else is a problem at its cell, never posted with a guessed
 * number of decimal places.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempFolder } from '../sheets/sheet-files.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const temp = makeTempFolder('currency-codes');
afterAll(() => temp.remove());

/** Codes as exports write them, and whether ISO 4217 lists them. */
const CODES: readonly [string, boolean][] = [
  ['EUR', true],
  ['USD', true],
  ['JPY', true],
  ['BHD', true],
  ['CHF', true],
  ['XCG', true],
  ['ZWG', true],
  ['CLF', true],
  ['XAU', true],
  ['SLE', true],
  ['VED', true],
  ['QQQ', false],
  ['ABC', false],
  ['EUX', false],
  ['TVD', false],
  ['RMB', false],
  ['NTD', false],
  ['UKP', false],
];

function writeCodes(name: string, codes: readonly string[]): string {
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
  codes.forEach((code, i) => lines.push(`0000100001,N${i},2024-03-05,${code},100.00,100.00,0`));
  return writeCsv(temp.dir, name, lines);
}

describe('an invoice currency code', () => {
  it('is accepted when ISO 4217 lists it and a problem at its cell when it does not', async () => {
    const file = writeCodes(
      'codes.csv',
      CODES.map(([code]) => code),
    );
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    CODES.forEach(([code, iso], i) => {
      const problems = invoices[i]!.problems;
      if (iso) {
        expect(problems, code).toEqual([]);
        return;
      }
      expect(problems, code).toEqual([
        {
          file: 'codes.csv',
          sheet: undefined,
          row: i + 2,
          column: 'Currency',
          field: 'CurrencyCode',
          value: code,
          message: `expected an ISO 4217 currency code such as EUR, which this is not; correct it, or list it under checks: { currencies: [${code}] } in the mapping if the finance system takes it`,
        },
      ]);
      // Said once: the printed line adds `got "QQQ"` after the message.
      expect(formatProblem(problems[0]!).match(/got/g), code).toHaveLength(1);
      // A refused code is no currency: no control total holds the invoice, in validate or upload.
      expect(invoices[i]!.draft.CurrencyCode, code).toBeUndefined();
    });
  });

  it('that is not three letters is a problem at its cell; one in lower case is read in upper case', async () => {
    const invoices = await readAll(writeCodes('words.csv', ['EURO', 'E', 'eur']), mappingOf(ONE_ROW_MAPPING));
    for (const invoice of invoices.slice(0, 2)) {
      expect(invoice.invoice).toBeUndefined();
      expect(invoice.draft.CurrencyCode).toBeUndefined();
      expect(invoice.problems).toMatchObject([{ column: 'Currency', field: 'CurrencyCode' }]);
    }
    expect(invoices[2]!.invoice).toMatchObject({ CurrencyCode: 'EUR' });
  });

  it('outside ISO 4217 is accepted where the mapping lists it', async () => {
    const mapping = mappingOf(`${ONE_ROW_MAPPING}checks: { currencies: [QQQ, TVD] }\n`);
    const invoices = await readAll(writeCodes('allowed.csv', ['QQQ', 'TVD', 'ABC', 'EUR']), mapping);
    expect(invoices.map((i) => i.problems.map((p) => p.value))).toEqual([[], [], ['ABC'], []]);
    expect(invoices[0]!.invoice).toMatchObject({ CurrencyCode: 'QQQ', Invoice_Amount: '100.0000' });
  });
});
