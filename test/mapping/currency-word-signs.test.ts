/**
 * Amounts written with the signs local exports use (`T$1,234.56`, `1 234,56 DA`, `د.ج.`, `VT`,
 * `Ksh`) are read on an invoice in their currency; a letter or word after a number that is no
 * sign of the invoice's currency (`5 K` thousands, `12 M`, `100 kg`) stays a problem at its cell.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempFolder } from '../sheets/sheet-files.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const temp = makeTempFolder('currency-word-signs');
afterAll(() => temp.remove());

const POINT = mappingOf(`source: { decimalSeparator: "." }\n${ONE_ROW_MAPPING}`);
const COMMA = mappingOf(`source: { decimalSeparator: ",", thousandsSeparator: "." }\n${ONE_ROW_MAPPING}`);

let files = 0;

/** Each `[currency, total]` as one invoice row (Net 1, Tax 0), read with `mapping`. */
async function readTotals(mapping: typeof POINT, rows: readonly (readonly [string, string])[]) {
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
  rows.forEach(([currency, total], i) => lines.push(`0000100001,N${i},2024-03-05,${currency},"${total}",1,0`));
  return readAll(writeCsv(temp.dir, `signs-${files++}.csv`, lines), mapping);
}

describe('a local currency sign in an amount', () => {
  it('is read on an invoice in its currency, as ICU writes it', async () => {
    const point = await readTotals(POINT, [
      ['TOP', 'T$1,234.56'],
      ['VUV', 'VT 1,235'],
      ['KES', 'Ksh 1,234.50'],
      ['PGK', '5 K'],
    ]);
    const comma = await readTotals(COMMA, [
      ['DZD', '1 234,56 DA'],
      ['DZD', '\u200f1.234,50 د.ج.\u200f'],
      ['XOF', '1\u202f235 F\u00a0CFA'],
      ['HTG', '1 234,50 G'],
    ]);
    for (const invoice of [...point, ...comma]) expect(invoice.problems).toEqual([]);
    expect(point.map((i) => i.invoice!.Invoice_Amount)).toEqual(['1234.5600', '1235.0000', '1234.5000', '5.0000']);
    expect(comma.map((i) => i.invoice!.Invoice_Amount)).toEqual(['1234.5600', '1234.5000', '1235.0000', '1234.5000']);
  });

  it('is a problem at its cell on an invoice in another currency', async () => {
    const invoices = await readTotals(POINT, [
      ['EUR', 'T$1,234.56'],
      ['USD', 'VT 1,235'],
      ['EUR', '1 234.56 DA'],
    ]);
    expect(invoices.map((i) => i.problems.map((p) => [p.row, p.column, p.message]))).toEqual([
      [
        [
          2,
          'Total',
          "expected an amount in EUR, the invoice's currency, got one written with T$ (TOP); correct the amount or the invoice's currency",
        ],
      ],
      [
        [
          3,
          'Total',
          "expected an amount in USD, the invoice's currency, got one written with VT: the sign of VUV, or a unit or multiple after the number, not USD's; correct the amount or the invoice's currency",
        ],
      ],
      [
        [
          4,
          'Total',
          "expected an amount in EUR, the invoice's currency, got one written with DA: the sign of DZD, or a unit or multiple after the number, not EUR's; correct the amount or the invoice's currency",
        ],
      ],
    ]);
  });
});

describe('a letter or word after a number that is no sign of the invoice currency', () => {
  it.each(['5 K', '12 M', '3 x', '100 kg', '5 pcs', '7 L', '2 G', 'K 5', '5K'])(
    '%s is a problem at its cell',
    async (text) => {
      const [invoice] = await readTotals(POINT, [['EUR', text]]);
      expect(invoice!.invoice).toBeUndefined();
      expect(invoice!.problems).toHaveLength(1);
      expect(invoice!.problems[0]).toMatchObject({ row: 2, column: 'Total', value: text });
      expect(invoice!.problems[0]!.message).toMatch(/^expected an amount/);
    },
  );
});

describe("Cape Verde's escudo written with $ as the decimal mark", () => {
  it.each(['1.234$50', '1234$50\u200b', '12 345$5'])(
    '%s is refused with how to write it, in any currency',
    async (text) => {
      const invoices = await readTotals(POINT, [
        ['CVE', text],
        ['USD', text],
      ]);
      for (const invoice of invoices) {
        expect(invoice.invoice).toBeUndefined();
        expect(invoice.problems).toHaveLength(1);
        expect(invoice.problems[0]!.message).toContain('writes $ as the decimal mark, as Cape Verde writes escudos');
      }
      expect(invoices[0]!.problems[0]!.message).toContain(text === '12 345$5' ? '(12345.50 CVE)' : '(1234.50 CVE)');
    },
  );
});

describe('a direction mark before the currency code', () => {
  it('does not hide the code from the check against the invoice currency', async () => {
    // As fa-AF writes AED -0.01: LRM, minus, code, Persian digits.
    const text = '\u200e\u2212AED \u06f0\u066b\u06f0\u06f1';
    const invoices = await readTotals(POINT, [
      ['TMT', text],
      ['AED', text],
    ]);
    expect(invoices[0]!.invoice).toBeUndefined();
    expect(invoices[0]!.problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [
        2,
        'Total',
        "expected an amount in TMT, the invoice's currency, got one written in AED; correct the amount or the invoice's currency",
      ],
    ]);
    expect(invoices[1]!.problems).toEqual([]);
    expect(invoices[1]!.invoice!.Invoice_Amount).toBe('-0.0100');
  });
});

describe('a letter sign on an amount whose decimal separator the mapping does not say', () => {
  const assumed = mappingOf(ONE_ROW_MAPPING);

  it.each(['1.234,50', '1.234,50 DA'])(
    'is no more read one way than the bare number where the file writes %s: 1.250 DA is the problem 1.250 is',
    async (evidence) => {
      const [bare, signed] = await readTotals(assumed, [
        ['DZD', '1.250'],
        ['DZD', '1.250 DA'],
        ['DZD', evidence],
      ]);
      expect(bare!.problems).toHaveLength(1);
      expect(bare!.problems[0]!.message).toContain('1250');
      expect(signed!.invoice).toBeUndefined();
      expect(signed!.problems.map((p) => [p.row, p.column, p.message])).toEqual([
        [3, 'Total', bare!.problems[0]!.message],
      ]);
    },
  );
});

describe('an amount step on a field that is not an amount', () => {
  it('reads no letter sign, since no invoice currency checks it there', async () => {
    const mapping = mappingOf(
      `${ONE_ROW_MAPPING}  Description: { column: Note, transform: { amount: { decimalSeparator: "." } } }\n`,
    );
    const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax,Note', '0000100001,A,2024-03-05,PGK,5,5,0,5 K'];
    const [invoice] = await readAll(writeCsv(temp.dir, `description-${files++}.csv`, lines), mapping);
    expect(invoice!.invoice).toBeUndefined();
    expect(invoice!.problems.map((p) => [p.column, p.value])).toEqual([['Note', '5 K']]);
    expect(invoice!.problems[0]!.message).toMatch(/^expected an amount/);
  });
});
