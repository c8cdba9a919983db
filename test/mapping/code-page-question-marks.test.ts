/**
 * Text that lost its letters to a code page (Windows PowerShell 5.1's Export-Csv writes ASCII by
 * default) is told from text with real question marks, measured on a table of both; such a cell
 * is a problem at its cell unless the mapping sets `source.questionMarks: read`.
 */
import { describe, expect, it } from 'vitest';
import { holdsLostLetters } from '../../src/mapping/code-page-question-marks.js';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

/** What an ASCII-only writer makes of a text: each UTF-16 unit it cannot write becomes `?`, as PowerShell 5.1 does. */
const asAscii = (text: string) => text.replace(/[^\u0000-\u007f]/g, '?');

/** Real names and descriptions with letters beyond ASCII, as finance files hold them. */
const ACCENTED = [
  'Müller GmbH',
  'Publicité été',
  'Société Générale',
  'Ørsted A/S',
  'Gröẞe Straße 5',
  'Crème brûlée',
  'Łódź Sp. z o.o.',
  '株式会社トヨタ',
  '北京科技有限公司',
  'Ελληνικά Ταχυδρομεία',
  'ООО Ромашка',
  '¿Qué tal? Año 2024',
  'Škoda Auto a.s.',
  'Ca’ d’Oro',
  'N‑1002',
  'Zürich Versicherung',
  'Eﬀort 😀 Ltd',
];

/** Real texts with question marks, and ASCII texts without: never a problem. */
const REAL = [
  'What?',
  'Q? 2026',
  'Is this paid? yes',
  'Quoi ? Pourquoi ?',
  'https://portal.example.com/invoice?id=7&lang=de',
  'see portal?ref=ABC-12',
  'www.example.com/?q=invoice',
  'Really?!',
  'Who knows??',
  'Office supplies (2?)',
  'Null Ltd',
  'Plain ASCII text, 12.50 EUR',
  '?',
];

/** How the rule misses a lost letter: the last letter of a word whose other letters are ASCII. */
const MISSED = ['Café', 'Résumé'.slice(0, 1) + 'esum\u00e9'];

describe('holdsLostLetters', () => {
  it('finds the texts a code page replaced letters of', () => {
    expect(ACCENTED.filter((text) => !holdsLostLetters(asAscii(text)))).toEqual([]);
  });

  it('leaves real question marks, URLs and the texts before export alone', () => {
    expect([...REAL, ...ACCENTED].filter((text) => holdsLostLetters(text))).toEqual([]);
  });

  it('misses a lost letter only at the end of a word of ASCII letters', () => {
    expect(MISSED.map((text) => holdsLostLetters(asAscii(text)))).toEqual([false, false]);
    expect(holdsLostLetters(asAscii('Café crème'))).toBe(true);
  });

  it('is measured on the table: every replaced text caught, no real text taken', () => {
    const caught = ACCENTED.filter((text) => holdsLostLetters(asAscii(text))).length;
    const taken = REAL.filter((text) => holdsLostLetters(text)).length;
    expect([caught, taken]).toEqual([ACCENTED.length, 0]);
  });
});

const MAPPING = `
source:
  dateFormats: [MM/DD/YYYY]
  preambleLines: 1
invoice:
  InvoiceId: { template: "{Vendor}-{Invoice}" }
  PayeeId: Vendor
  Invoice_Number: Invoice
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Amount
items:
  Line_Number: { sequence: true }
  Amount: Amount
  Description: Description
vendorName: Vendor Name
`;

/** A file as Windows PowerShell 5.1's `Export-Csv` writes it by default: a #TYPE line, every field quoted, ASCII. */
function powershellExport(rows: string[][]): string {
  const quoted = (fields: string[]) => fields.map((field) => `"${asAscii(field)}"`).join(',');
  return writeCsv(makeTempDir('ps51-ascii'), 'export.csv', [
    '#TYPE System.Management.Automation.PSCustomObject',
    quoted(['Vendor', 'Vendor Name', 'Invoice', 'Date', 'Currency', 'Amount', 'Description']),
    ...rows.map(quoted),
  ]);
}

describe('a text cell whose letters a code page replaced', () => {
  const rows = [
    ['0000100004', 'Société Générale', 'W-1001', '03/15/2024', 'EUR', '1234.50', 'Publicité été'],
    ['0000100005', 'Acme Ltd', 'W-1002', '03/16/2024', 'EUR', '20.00', 'Q? 2026 see portal?ref=7'],
    ['0000100006', 'Acme Ltd', 'W-1003', '03/17/2024', 'EUR', '30.00', 'Müller'],
  ];

  it('is a problem at its cell naming -Encoding UTF8, in a posted field and the vendor name', async () => {
    const invoices = await readAll(powershellExport(rows), mappingOf(MAPPING));
    expect(invoices.map((i) => i.problems.map((p) => [p.column, p.value]))).toEqual([
      [
        ['Description', 'Publicit? ?t?'],
        ['Vendor Name', 'Soci?t? G?n?rale'],
      ],
      [],
      [['Description', 'M?ller']],
    ]);
    expect(invoices.map((i) => i.invoice !== undefined)).toEqual([false, true, false]);
    expect(formatProblem(invoices[2]!.problems[0]!)).toMatch(
      /^export\.csv, row 5, column "Description": holds \? where letters were .*-Encoding UTF8.*, got "M\?ller"$/,
    );
  });

  it('is read as written with source.questionMarks: read', async () => {
    const mapping = mappingOf(MAPPING.replace('source:\n', 'source:\n  questionMarks: read\n'));
    const invoices = await readAll(powershellExport(rows), mapping);
    expect(invoices.map((i) => i.problems)).toEqual([[], [], []]);
    expect(invoices[0]!.invoice?.InvoiceItems[0]?.Description).toBe('Publicit? ?t?');
  });
});
