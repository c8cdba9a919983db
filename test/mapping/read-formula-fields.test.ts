import { describe, expect, it } from 'vitest';
import { InputFileError } from '../../src/errors.js';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { configErrorOf } from '../helpers/config-error-of.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, rejectionOf, writeCsv } from './mapping-fixtures.js';

const GROUPED = `
source: { decimalSeparator: "," }
layout: { type: grouped, key: [Vendor, Number] }
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: { value: EUR }
  Invoice_Amount: { formula: 'SUM(items.Amount) + SUM(items.Tax)' }
  Discount: { formula: '[Skonto %] > 0' }
items:
  Line_Number: { sequence: true }
  Amount: { formula: 'IF(invoice[Kind] = "Credit", -1, 1) * ROUND([Qty] * [Price] * (1 - [Disc] / 100), 2)' }
  TaxRate: Rate
  Tax: { formula: 'ROUND(Amount * TaxRate / 100, 2)' }
`;

const HEADER = 'Vendor;Number;Date;Kind;Skonto %;Qty;Price;Disc;Rate';

describe('formula fields', () => {
  it('compute lines from columns, the invoice from its lines, exactly', async () => {
    const dir = makeTempDir('formula-grouped');
    const file = writeCsv(dir, 'lines.csv', [
      HEADER,
      'V1;A-1;2024-01-31;Invoice;3,00;3;0,1;;19',
      'V1;A-1;2024-01-31;Invoice;3,00;1;10,005;10;7',
      'V2;C-9;2024-02-01;Credit;0;2;12,50;0;19',
    ]);
    const invoices = await readAll(file, mappingOf(GROUPED));
    expect(invoices.map((i) => i.problems)).toEqual([[], []]);
    // 3 x 0.1 = 0.30 (no float noise); 10.005 x 0.9 = 9.0045 -> 9.00; taxes 0.057 -> 0.06, 0.63
    expect(invoices[0]!.invoice).toMatchObject({
      Invoice_Amount: '9.9900',
      Discount: 'Y',
      InvoiceItems: [
        { Amount: '0.3000', Tax: '0.0600', TaxRate: '19.00' },
        { Amount: '9.0000', Tax: '0.6300', TaxRate: '7.00' },
      ],
    });
    expect(invoices[1]!.invoice).toMatchObject({
      Invoice_Amount: '-29.7500',
      Discount: 'N',
      InvoiceItems: [{ Amount: '-25.0000', Tax: '-4.7500' }],
    });
  });

  it('refuses a result with more places than the field keeps, and a division by zero, at the row', async () => {
    const dir = makeTempDir('formula-problems');
    const mapping = mappingOf(`${GROUPED.replace('ROUND(Amount * TaxRate / 100, 2)', 'Amount / [Qty] / 7')}`);
    const file = writeCsv(dir, 'bad.csv', [
      HEADER,
      'V1;A-1;2024-01-31;Invoice;0;3;0,1;;19',
      'V1;A-2;2024-01-31;Invoice;0;0;1;;19',
      'V1;A-3;2024-01-31;Invoice;0;x;1;;19',
    ]);
    const invoices = await readAll(file, mapping);
    expect(invoices[0]!.problems.map(formatProblem)).toEqual([
      'bad.csv, row 2, column "Qty": the result 0.0142857142857... has more than 4 decimal places; say how to round it, e.g. ROUND(..., 2) (formula "Amount / [Qty] / 7")',
    ]);
    expect(invoices[1]!.problems.map(formatProblem)).toEqual([
      'bad.csv, row 3, column "Qty": division by zero, at character 8 of the formula "Amount / [Qty] / 7", got "0"',
    ]);
    expect(invoices[2]!.problems[0]).toMatchObject({
      row: 4,
      column: 'Qty',
      value: 'x',
      field: 'InvoiceItems[0].Amount',
    });
    expect(invoices[2]!.problems[0]!.message).toMatch(/^expected a number, got "x", at character 51 of the formula/);
  });

  it('stops on a column the file lacks, naming it', async () => {
    const dir = makeTempDir('formula-missing');
    const file = writeCsv(dir, 'short.csv', [
      'Vendor;Number;Date;Kind;Skonto %;Qty;Price;Rate',
      'V1;A-1;2024-01-31;Invoice;0;3;0,1;19',
    ]);
    const error = await rejectionOf(readAll(file, mappingOf(GROUPED)));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toMatch(/column "Disc" named by the mapping \(test.yaml:\d+:\d+\) is not in the header row/);
  });

  it('names the mapping line and column, and the place in the formula, for a syntax error', () => {
    const error = configErrorOf(() => mappingOf(`invoice:\n  Invoice_Amount: { formula: 'ROUND([Net] * 2' }\n`));
    expect(error.message).toBe(
      'test.yaml:2:46: invoice.Invoice_Amount.formula: expected "," or ")", got the end of the formula, at character 16 of the formula "ROUND([Net] * 2"',
    );
  });

  it('refuses formulas that need each other, unknown functions and fields', () => {
    const cycle = configErrorOf(() =>
      mappingOf(
        `invoice:\n  Invoice_Amount: { formula: 'Comments + 1' }\n  Comments: { formula: 'Invoice_Amount & ""' }\n`,
      ),
    );
    expect(cycle.message).toMatch(
      /the formulas need each other in a circle \((Invoice_Amount -> Comments -> Invoice_Amount|Comments -> Invoice_Amount -> Comments)\)/,
    );
    expect(
      configErrorOf(() => mappingOf(`invoice:\n  Invoice_Amount: { formula: 'SUMM(items.Amount)' }\n`)).message,
    ).toMatch(/unknown function SUMM \(did you mean SUM\?\)/);
    expect(
      configErrorOf(() =>
        mappingOf(`invoice:\n  Invoice_Amount: { formula: 'SUM(items.Tax)' }\nitems:\n  Amount: Net\n`),
      ).message,
    ).toMatch(/Tax is not a mapped line field/);
  });
});

describe('line formulas reading the invoice row', () => {
  it('place a fault in an invoice[Header] cell on the invoice row, once for the lines that read it', async () => {
    const dir = makeTempDir('formula-invoice-row');
    const mapping = mappingOf(`${GROUPED.replace('IF(invoice[Kind] = "Credit", -1, 1) * ', 'invoice[Kind] * ')}`);
    const file = writeCsv(dir, 'kind.csv', [
      HEADER,
      'V1;A-1;2024-01-31;sign;0;3;1;;19',
      'V1;A-1;2024-01-31;;0;1;1;;19',
    ]);
    const [invoice] = await readAll(file, mapping);
    expect(invoice!.problems[0]).toMatchObject({
      row: 2,
      column: 'Kind',
      value: 'sign',
      field: 'InvoiceItems[0].Amount',
    });
    // Both lines read that one cell: the clerk fixes it once, so it is reported once.
    expect(invoice!.problems.filter((p) => p.row === 2 && p.column === 'Kind')).toHaveLength(1);
  });
});

describe('date formulas', () => {
  const MAPPING = `
source: { dateFormats: [DD/MM/YYYY] }
layout: { type: grouped, key: [Vendor, Number] }
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: { formula: 'DATE([Y], [M], [D])' }
  Received_On: { formula: 'IF(ISBLANK([Received]), Invoice_Date, [Received])' }
  CurrencyCode: { value: EUR }
  Invoice_Amount: Net
items:
  Line_Number: { sequence: true }
  Amount: Net
`;

  it('refuse a day that does not exist at its row, with the formula and the values, where Excel rolls it over', async () => {
    const dir = makeTempDir('formula-dates');
    const file = writeCsv(dir, 'dates.csv', [
      'Vendor,Number,Y,M,D,Received,Net',
      'V1,A-1,2024,2,29,,10',
      'V1,A-2,2024,2,31,,10',
      'V1,A-3,2024,13,1,,10',
      'V1,A-4,2026,11,30,31/11/2026,10',
    ]);
    const invoices = await readAll(file, mappingOf(MAPPING));
    expect(invoices[0]!.invoice).toMatchObject({ Invoice_Date: '20240229', Received_On: '20240229' });
    expect(invoices.slice(1).map((i) => i.problems.map(formatProblem))).toEqual([
      [
        'dates.csv, row 3, column "D": DATE(2024, 2, 31): the day does not exist (February 2024 has 29 days); Excel would roll it over to 20240302, at character 16 of the formula "DATE([Y], [M], [D])", got "31"',
      ],
      [
        'dates.csv, row 4, column "M": DATE(2024, 13, 1): the day does not exist (there is no month 13); Excel would roll it over to 20250101, at character 11 of the formula "DATE([Y], [M], [D])", got "13"',
      ],
      [
        'dates.csv, row 5, column "Received": the day does not exist (November 2026 has 30 days; read as DD/MM/YYYY), got "31/11/2026" (formula "IF(ISBLANK([Received]), Invoice_Date, [Received])")',
      ],
    ]);
  });
});
