/**
 * An accounting zero, as Excel writes a CSV of a cell in an accounting format that shows 0 as a
 * dash, is read as 0 where the column's other amounts are written in the same accounting format;
 * elsewhere it stays a problem that names it. Real CSV files in a temp folder, read through a mapping.
 *
 * What Excel writes, per locale, from its built-in accounting formats (ECMA-376 Part 1, 18.8.30,
 * numFmtId 43 and 44 for en-US; the Accounting format of the locale's currency elsewhere): `_(`,
 * `_)` and `_-` write a space, `*` fills with one space, `??` writes two.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempFolder } from '../sheets/sheet-files.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const temp = makeTempFolder('accounting-zero');
afterAll(() => temp.remove());

interface Locale {
  name: string;
  /** The format code of the column. */
  format: string;
  currency: string;
  decimalComma: boolean;
  /** What Excel writes of 19, -19 and 0 in that format. */
  positive: string;
  negative: string;
  zero: string;
}

const NNBSP = '\u202f';

const LOCALES: Locale[] = [
  {
    name: 'en-US, $ (numFmtId 44)',
    format: '_("$"* #,##0.00_);_("$"* \\(#,##0.00\\);_("$"* "-"??_);_(@_)',
    currency: 'USD',
    decimalComma: false,
    positive: ' $ 1,019.00 ',
    negative: ' $ (19.00)',
    zero: ' $ -   ',
  },
  {
    name: 'en-US, no sign (numFmtId 43)',
    format: '_(* #,##0.00_);_(* \\(#,##0.00\\);_(* "-"??_);_(@_)',
    currency: 'USD',
    decimalComma: false,
    positive: ' 1,019.00 ',
    negative: ' (19.00)',
    zero: ' -   ',
  },
  {
    name: 'de-DE, €',
    format: '_-* #,##0.00 "€"_-;-* #,##0.00 "€"_-;_-* "-"?? "€"_-;_-@_-',
    currency: 'EUR',
    decimalComma: true,
    positive: '  1.019,00 € ',
    negative: '- 19,00 € ',
    zero: '  -   € ',
  },
  {
    name: 'fr-FR, €',
    format: '_-* #,##0.00 "€"_-;-* #,##0.00 "€"_-;_-* "-"?? "€"_-;_-@_-',
    currency: 'EUR',
    decimalComma: true,
    positive: `  1${NNBSP}019,00 € `,
    negative: '- 19,00 € ',
    zero: '  -   € ',
  },
  {
    name: 'en-GB, £',
    format: '_-£* #,##0.00_-;-£* #,##0.00_-;_-£* "-"??_-;_-@_-',
    currency: 'GBP',
    decimalComma: false,
    positive: ' £ 1,019.00 ',
    negative: '-£ 19.00 ',
    zero: ' £ -   ',
  },
];

let files = 0;
const field = (text: string) => `"${text}"`;

/** Rows whose Tax column is written in `tax`, the zero's row last; Total = Net + Tax. */
async function readTaxColumn(locale: Locale, taxes: { tax: string; value: string }[]) {
  const source = locale.decimalComma ? 'source: { decimalSeparator: ",", thousandsSeparator: "." }\n' : '';
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
  taxes.forEach(({ tax, value }, i) => {
    const total = (100 + Number(value)).toFixed(2);
    const written = locale.decimalComma ? total.replace('.', ',') : total;
    lines.push(
      `0000100001,AZ${i},2024-03-05,${locale.currency},${field(written)},${field(locale.decimalComma ? '100,00' : '100.00')},${field(tax)}`,
    );
  });
  return readAll(writeCsv(temp.dir, `accounting-${files++}.csv`, lines), mappingOf(`${source}${ONE_ROW_MAPPING}`));
}

describe('an accounting zero', () => {
  it.each(LOCALES)('is 0 in a column written in the same accounting format: $name', async (locale) => {
    const invoices = await readTaxColumn(locale, [
      { tax: locale.positive, value: '1019' },
      { tax: locale.negative, value: '-19' },
      { tax: locale.zero, value: '0' },
    ]);
    expect(invoices.map((invoice) => invoice.problems)).toEqual([[], [], []]);
    expect(invoices.map((invoice) => invoice.invoice?.InvoiceItems[0]?.Tax)).toEqual([
      '1019.0000',
      '-19.0000',
      '0.0000',
    ]);
    expect(invoices[2]!.invoice?.Invoice_Amount).toBe('100.0000');
  });

  it.each(LOCALES)('is a problem that names it where the column writes plain numbers: $name', async (locale) => {
    const plain = locale.decimalComma ? '19,00' : '19.00';
    const invoices = await readTaxColumn(locale, [
      { tax: plain, value: '19' },
      { tax: locale.zero, value: '0' },
    ]);
    expect(invoices[0]!.problems).toEqual([]);
    expect(invoices[1]!.problems).toHaveLength(1);
    expect(invoices[1]!.problems[0]).toMatchObject({ row: 3, column: 'Tax', value: locale.zero });
    expect(invoices[1]!.problems[0]!.message).toContain('accounting zero');
    expect(invoices[1]!.invoice).toBeUndefined();
  });

  it('is a problem where the column is alone with it, or writes another sign', async () => {
    const [usd, , , , gbp] = LOCALES;
    const alone = await readTaxColumn(usd!, [{ tax: usd!.zero, value: '0' }]);
    expect(alone[0]!.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('accounting zero')]);
    // A £ column's amounts do not make a $ zero one of them.
    const other = await readTaxColumn(gbp!, [
      { tax: gbp!.positive, value: '1019' },
      { tax: ' $ -   ', value: '0' },
    ]);
    expect(other[1]!.problems.map((problem) => problem.message)).toContainEqual(
      expect.stringContaining('accounting zero'),
    );
  });
});
