/**
 * An amount cell whose number format shows a currency (`#,##0.00 [$€-407]`, `"$"#,##0.00`) on an
 * invoice of another currency: a problem at the cell, as for `$100.00` written in a CSV field on an
 * EUR invoice, never posted as the invoice's currency. A format whose currency agrees, or one
 * without a currency, reads the amount as today. Real workbooks, every cell kind real writers use.
 */
import { describe, expect, it } from 'vitest';
import { mappingOf, ONE_ROW_MAPPING, readAll } from './mapping-fixtures.js';
import { CELL_KINDS, formattedCellsWorkbook, type CellKind } from './formatted-cells-workbook.js';

/** [format code as Excel or LibreOffice writes it, the currencies the sign it shows may stand for among CURRENCIES]. */
const FORMATS: Array<[string, readonly string[] | undefined]> = [
  ['#,##0.00 [$€-407]', ['EUR']],
  ['"$"#,##0.00', ['USD', 'CAD']],
  ['[$£-809]#,##0.00', ['GBP']],
  ['[$¥-411]#,##0', ['JPY']],
  ['[$USD] #,##0.00', ['USD']],
  ['#,##0.00 "EUR"', ['EUR']],
  ['[$CHF] #,##0.00', []],
  ['"$"#,##0.00_);\\("$"#,##0.00\\)', ['USD', 'CAD']],
  ['#,##0.00\\ "€";[Red]\\-#,##0.00\\ "€"', ['EUR']],
  ['_-* #,##0.00\\ [$€-407]_-;\\-* #,##0.00\\ [$€-407]_-;_-* "-"??\\ [$€-407]_-;_-@_-', ['EUR']],
  ['#,##0.00', undefined],
  ['[$-409]#,##0.00', undefined],
  ['"INV-"0000', undefined],
];
const CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'CAD'];
const VALUES = ['1190', '-250', '0'];

interface Case {
  format: string;
  signs: readonly string[] | undefined;
  currency: string;
  value: string;
  kind: CellKind;
}

const CASES: Case[] = FORMATS.flatMap(([format, signs]) =>
  CURRENCIES.flatMap((currency) =>
    VALUES.flatMap((value) => CELL_KINDS.map((kind) => ({ format, signs, currency, value, kind }))),
  ),
);

const HEADERS = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];

async function readCases() {
  const file = formattedCellsWorkbook(
    HEADERS,
    CASES.map((c, i) => ({
      Vendor: 'V1',
      Number: `N${i + 2}`,
      Date: '2025-01-31',
      Currency: c.currency,
      Total: { kind: c.kind, value: c.value, format: c.format },
      Net: { kind: 'number', value: c.value },
      Tax: { kind: 'number', value: '0' },
    })),
  );
  return readAll(file, mappingOf(ONE_ROW_MAPPING));
}

describe('amount cells whose format shows a currency', () => {
  it('a number shown in another currency than its invoice is a problem at the cell; the rest read as held', async () => {
    const invoices = await readCases();
    const got = invoices.map((invoice) => {
      const problems = invoice.problems.filter((p) => p.field === 'Invoice_Amount');
      return problems.length > 0
        ? { row: problems[0]!.row, column: problems[0]!.column, message: problems[0]!.message }
        : { amount: invoice.invoice?.Invoice_Amount };
    });
    const expected = CASES.map((c, i) => {
      // a text cell shows its text, whatever the number format says of numbers
      const contradicts = c.kind === 'number' && c.signs !== undefined && !c.signs.includes(c.currency);
      return contradicts
        ? {
            row: i + 2,
            column: 'Total',
            message: expect.stringContaining(
              `expected an amount in ${c.currency}, the invoice's currency, got one written `,
            ),
          }
        : { amount: `${c.value}.0000` };
    });
    expect(got).toEqual(expected);
  });

  it('names the sign the cell shows, as for a CSV amount written with it', async () => {
    const invoices = await readCases();
    const at = CASES.findIndex((c) => c.format === '"$"#,##0.00' && c.currency === 'EUR' && c.kind === 'number');
    expect(invoices[at]!.problems.map((p) => p.message)).toEqual([
      "expected an amount in EUR, the invoice's currency, got one written with $ (USD, CAD, AUD or another dollar); correct the amount or the invoice's currency",
    ]);
  });
});
