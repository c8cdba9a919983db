/**
 * A joined-layout workbook as Excel saves one, written as zip and XML so that any cell can be
 * what real files hold: an error a formula left (`t="e"` with its formula), a row hidden by hand or
 * by the lines sheet's AutoFilter. Sheets Invoices (Id, Vendor, Number, Date, Currency, Total) and
 * Lines (Id, Line, Amount, Code).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN } from '../sheets/zip-builder.js';

/** A cell: a text, a number, or the XML of a whole `<c>` element's inside and attributes (`raw`). */
export type Cell = string | number | { raw: (ref: string) => string };

export interface LinesSheet {
  rows: Cell[][];
  /** 1-based sheet rows hidden (a header is row 1). @default none */
  hidden?: readonly number[];
  /** The AutoFilter shows only this value of column Code (D); the rows it hides are in `hidden`. @default no filter */
  showsCode?: string;
}

export const JOINED_MAPPING = `
source: { sheet: Invoices, lines: { sheet: Lines } }
layout: { type: joined, key: Id }
invoice:
  InvoiceId: Id
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Line_Number: Line
  Amount: Amount
`;

/** An error cell as Excel saves a formula's error: `<f>` and the error as `<v>`; without `formula`, the error alone. */
export const errorCell = (error: string, formula?: string): Cell => ({
  raw: (ref) => `<c r="${ref}" t="e">${formula ? `<f>${formula}</f>` : ''}<v>${error}</v></c>`,
});

const xmlText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function cellXml(cell: Cell, ref: string): string {
  if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
  if (typeof cell === 'string')
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
  return cell.raw(ref);
}

function sheetXml(rows: readonly Cell[][], hidden: readonly number[], filter: string): string {
  const xml = rows
    .map((row, r) => {
      const n = r + 1;
      const cells = row.map((cell, c) => cellXml(cell, `${'ABCDEF'[c]}${n}`)).join('');
      return `<row r="${n}"${hidden.includes(n) ? ' hidden="1"' : ''}>${cells}</row>`;
    })
    .join('');
  return `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetData>${xml}</sheetData>${filter}</worksheet>`;
}

/** Writes `dir/name` with the invoices (header added) and the lines (header added). */
export function writeJoinedWorkbook(dir: string, name: string, invoices: Cell[][], lines: LinesSheet): string {
  const last = lines.rows.length + 1;
  const filter =
    lines.showsCode === undefined
      ? ''
      : `<autoFilter ref="A1:D${last}"><filterColumn colId="3"><filters><filter val="${lines.showsCode}"/></filters></filterColumn></autoFilter>`;
  const names =
    lines.showsCode === undefined
      ? ''
      : `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="1" hidden="1">Lines!$A$1:$D$${last}</definedName></definedNames>`;
  const sheets = [
    ['Invoices', sheetXml([['Id', 'Vendor', 'Number', 'Date', 'Currency', 'Total'], ...invoices], [], '')],
    ['Lines', sheetXml([['Id', 'Line', 'Amount', 'Code'], ...lines.rows], lines.hidden ?? [], filter)],
  ] as const;
  const file = join(dir, name);
  writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${sheets.map(([sheet], i) => `<sheet name="${sheet}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets>${names}</workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships>${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
        ),
      },
      ...sheets.map(([, xml], i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: Buffer.from(xml) })),
    ]),
  );
  return file;
}

/** Three invoices I-1 (100 in two lines), I-2 (119.01: 100 and the 19.01 line the test writes) and I-3 (50). */
export const INVOICES: Cell[][] = [
  ['I-1', '0000100001', 'A-1', '2024-01-31', 'EUR', 100],
  ['I-2', '0000100002', 'A-2', '2024-01-31', 'EUR', 119.01],
  ['I-3', '0000100003', 'A-3', '2024-01-31', 'EUR', 50],
];

/** The lines of INVOICES, the key of I-2's second line (sheet row 5) as `key` writes it. */
export const linesWith = (key: Cell): Cell[][] => [
  ['I-1', 1, 60, 'V1'],
  ['I-1', 2, 40, 'V1'],
  ['I-2', 1, 100, 'V1'],
  [key, 2, 19.01, 'V2'],
  ['I-3', 1, 50, 'V1'],
];
