/**
 * Text fields (an invoice number, a comment) read what the cell shows: a text cell under a format
 * that writes text around it (`"INV-"@`) reads as shown, as a number cell under `"INV-"0000` does;
 * a cell whose format shows nothing (`;;;`) or its own text in place of the cell's (`0;-0;0;"VOID"`)
 * is a problem naming what it shows and holds, and so is a number of more digits than a
 * spreadsheet keeps. Real workbooks, every cell kind real writers use.
 */
import { describe, expect, it } from 'vitest';
import { mappingOf, readAll } from './mapping-fixtures.js';
import { CELL_KINDS, formattedCellsWorkbook, TEXT_KINDS, type CellKind } from './formatted-cells-workbook.js';

type Expected = { read: string } | { problem: string };

/** [format, value held, the kinds it is written as, what a text field makes of it]. */
const CASES: Array<[string | undefined, string, readonly CellKind[], Expected]> = [
  // text cells: the text section (the fourth, or a lone one with @) shows them
  ['"INV-"@', '0457', TEXT_KINDS, { read: 'INV-0457' }],
  ['@" (old)"', 'P3', TEXT_KINDS, { read: 'P3 (old)' }],
  ['\\R\\E\\F@', 'x-1', TEXT_KINDS, { read: 'REFx-1' }],
  ['0;-0;0;"ID "@', 'A7', TEXT_KINDS, { read: 'ID A7' }],
  ['[Blue]@', 'P3', TEXT_KINDS, { read: 'P3' }],
  ['_-@_-', 'P3', TEXT_KINDS, { read: 'P3' }],
  ['@', '0457', TEXT_KINDS, { read: '0457' }],
  [undefined, '0457', TEXT_KINDS, { read: '0457' }],
  ['0.00', 'P3', TEXT_KINDS, { read: 'P3' }], // no text section: text shows as stored
  ['0;-0;0', 'P3', TEXT_KINDS, { read: 'P3' }],
  ['"INV-"0000', 'P3', TEXT_KINDS, { read: 'P3' }],
  [
    ';;;',
    'secret old note',
    TEXT_KINDS,
    { problem: 'the cell shows nothing (its number format hides the value) but holds secret old note' },
  ],
  ['0;-0;0;', 'P3', TEXT_KINDS, { problem: 'the cell shows nothing (its number format hides the value) but holds P3' }],
  [
    '0;-0;0;[Red]',
    'P3',
    TEXT_KINDS,
    { problem: 'the cell shows nothing (its number format hides the value) but holds P3' },
  ],
  ['0;-0;0;"VOID"', 'P3', TEXT_KINDS, { problem: 'the cell shows VOID but holds P3' }],
  ['0;-0;0;\\N\\/\\A', 'P3', TEXT_KINDS, { problem: 'the cell shows N/A but holds P3' }],
  // number cells read by a text field
  [';;;', '7', ['number'], { problem: 'the cell shows nothing (its number format hides the value) but holds 7' }],
  ['0;;', '-7', ['number'], { problem: 'the cell shows nothing (its number format hides the value) but holds -7' }],
  ['0;-0;0;"VOID"', '7', ['number'], { read: '7' }],
  ['"INV-"0000', '457', ['number'], { read: 'INV-0457' }],
  [
    '@',
    '12345678901234567',
    ['number'],
    { problem: 'of 17 significant digits (12345678901234568), more than the 15 a spreadsheet keeps' },
  ],
  // 16 digits a double holds exactly: the file's own digits, as a program wrote them.
  [undefined, '1234567890123456', ['number'], { read: '1234567890123456' }],
  [
    undefined,
    '9007199254740993',
    ['number'],
    { problem: 'of 16 significant digits (9007199254740992), more than the 15 a spreadsheet keeps' },
  ],
  ['0', '123456789012345', ['number'], { read: '123456789012345' }],
  [undefined, '0.30000000000000004', ['number'], { read: '0.3' }],
  [undefined, '1234.5', ['number'], { read: '1234.5' }],
];

const FIELDS = ['Number', 'Comments'] as const;
const HEADERS = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Comments'];
const MAPPING = `
invoice:
  InvoiceId: { template: "{Vendor}-{Line}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
  Comments: Comments
items:
  Line_Number: { sequence: true }
  Amount: Total
`;

interface Row {
  format: string | undefined;
  value: string;
  kind: CellKind;
  field: (typeof FIELDS)[number];
  expected: Expected;
}

const ROWS: Row[] = CASES.flatMap(([format, value, kinds, expected]) =>
  kinds.flatMap((kind) => FIELDS.map((field) => ({ format, value, kind, field, expected }))),
);

describe('text fields read what the cell shows', () => {
  it('each cell kind under each format: the text shown, or a problem at the cell naming what it shows and holds', async () => {
    expect(CELL_KINDS).toHaveLength(4);
    const file = formattedCellsWorkbook(
      [...HEADERS, 'Line'],
      ROWS.map((r, i) => ({
        Vendor: `V${i}`,
        Number: r.field === 'Number' ? { kind: r.kind, value: r.value, format: r.format } : `N${i}`,
        Date: '2025-01-31',
        Currency: 'EUR',
        Total: { kind: 'number', value: '10' },
        Comments: r.field === 'Comments' ? { kind: r.kind, value: r.value, format: r.format } : 'ok',
        Line: `L${i}`,
      })),
    );
    const invoices = await readAll(file, mappingOf(MAPPING));
    const field = (r: Row) => (r.field === 'Number' ? 'Invoice_Number' : 'Comments');
    const got = invoices.map((invoice, i) => {
      const problems = invoice.problems.filter((p) => p.field === field(ROWS[i]!));
      if (problems.length > 0)
        return { row: problems[0]!.row, column: problems[0]!.column, message: problems[0]!.message };
      return { read: invoice.invoice?.[field(ROWS[i]!)], others: invoice.problems.map((p) => p.message) };
    });
    expect(got).toEqual(
      ROWS.map((r, i) =>
        'read' in r.expected
          ? { read: r.expected.read, others: [] }
          : { row: i + 2, column: r.field, message: expect.stringContaining(r.expected.problem) },
      ),
    );
  });
});
