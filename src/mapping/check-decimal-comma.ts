/**
 * Amounts whose reading depends on the decimal separator (`1.250`: 1.25 with a point, 1250 with a
 * comma), in a file read with the point the mapping assumed: a problem at the cell wherever the
 * file shows that it writes decimal commas, never posted as either number. The evidence is the
 * file's: a CSV separated by `;` (what Excel and LibreOffice write where the comma is the decimal
 * separator: de-DE, fr-FR, nl-NL, SAP and DATEV exports), or an amount or rate anywhere in the
 * file written with a decimal comma (`12,50`, `1.234,50`, `19,00 %`), before or after the cell.
 *
 * A file with no such evidence keeps the point: dot-decimal files of three-decimal currencies
 * (KWD, BHD, OMR, JOD, TND: `1.250` is 1.25 KWD) read as before. A `;` file of them is a problem
 * until the mapping says `decimalSeparator: "."`, which no file overrules.
 */
import type { OpenTable, SheetRow } from '../sheets/sheet-row.js';
import type { Candidate } from './build-candidate.js';
import type { FieldRule, Mapping } from './compiled-mapping.js';
import type { EitherWayAmount } from './note-amount-cell.js';
import { showsDecimalComma, showsDecimalPoint } from './read-either-way.js';
import { localeDecimalSeparator } from './locale-decimal-separator.js';
import { currencyPlaces, describeCurrencyPlaces } from '../invoice/currency-minor-units.js';
import type { ColumnIndex } from './resolve-columns.js';

/** A table of the file and the columns of it that amount and rate fields read. */
export interface NumberTable {
  open: () => Promise<OpenTable>;
  columns: ColumnIndex;
  rules: readonly (readonly FieldRule[])[];
}

/** Where the file shows each decimal separator, in words; undefined where it shows none. */
export interface SeparatorEvidence {
  comma?: string | undefined;
  point?: string | undefined;
}

/** The file's evidence of its decimal separator, looked for once, when an amount first needs it. */
export class DecimalCommaEvidence {
  private found: Promise<SeparatorEvidence> | undefined;

  constructor(
    private readonly delimiter: string | undefined,
    private readonly tables: readonly NumberTable[],
  ) {}

  /** Where the file shows a decimal comma and where a decimal point. */
  where(): Promise<SeparatorEvidence> {
    this.found ??= this.look();
    return this.found;
  }

  private async look(): Promise<SeparatorEvidence> {
    const found: SeparatorEvidence = {};
    if (this.delimiter === ';')
      found.comma =
        'its fields are separated by ";", as Excel and LibreOffice write them where the decimal separator is a comma';
    for (const table of this.tables) {
      await lookInTable(table, found);
      if (found.comma && found.point) break;
    }
    return found;
  }
}

/** The 0-based columns that amount and rate fields read from a column. */
export function numberColumns(table: NumberTable): { index: number; name: string }[] {
  const out = new Map<number, string>();
  for (const rules of table.rules)
    for (const rule of rules) {
      if ((rule.kind !== 'amount' && rule.kind !== 'rate') || rule.source.type !== 'column') continue;
      const column = table.columns.get(rule.source.column);
      if (column && column.index >= 0) out.set(column.index, column.name);
    }
  return [...out].map(([index, name]) => ({ index, name }));
}

/** Fills in `found` from the locales of the table's number formats and the texts of its number columns. */
async function lookInTable(table: NumberTable, found: SeparatorEvidence): Promise<void> {
  const columns = numberColumns(table);
  if (columns.length === 0) return;
  const opened = await table.open();
  try {
    for (const lcid of opened.formatLocales ?? []) {
      const locale = localeDecimalSeparator(lcid);
      const words = `its number formats are tagged [$-${lcid.toString(16).toUpperCase()}], the ${locale?.locale} locale`;
      if (locale?.decimal === ',') found.comma ??= words;
      if (locale?.decimal === '.') found.point ??= words;
    }
    for await (const batch of opened.batches)
      for (const row of batch) {
        separatorsIn(row, columns, found);
        if (found.comma && found.point) return;
      }
  } finally {
    await opened.close();
  }
}

function separatorsIn(
  row: SheetRow,
  columns: readonly { index: number; name: string }[],
  found: SeparatorEvidence,
): void {
  for (const { index, name } of columns) {
    const cell = row.cells[index];
    if (cell?.kind !== 'text') continue;
    const at = () =>
      `${row.sheet ? `sheet ${row.sheet}, ` : ''}row ${row.row}, column "${name}" writes ${cell.text.trim()}`;
    if (!found.comma && showsDecimalComma(cell.text)) found.comma = at();
    if (!found.point && showsDecimalPoint(cell.text)) found.point = at();
  }
}

/** `1.2500` as 1.25, `1250.0000` as 1250. */
const short = (four: string) => four.replace(/\.?0+$/, '');

/** A dot and three digits, no other separator (`1.250`, `-3.000 €`): 1.25 or 1250 by the separator. */
const DOT_THREE = /^[^\d.,]*\d{1,3}\.\d{3}[^\d.,]*$/;

/**
 * Why the file does not decide which number `written` is, or undefined when it does: a decimal
 * comma shown (and no point), or a point shown (and no comma). With neither shown, `1.250` reads
 * with the point only in a currency of three decimal places (1.250 KWD); `1,250` keeps the point.
 */
function undecidedBecause(written: string, found: SeparatorEvidence, currency: string | undefined): string | undefined {
  if (found.comma && found.point)
    return `the file shows both separators: a decimal comma (${found.comma}) and a decimal point (${found.point})`;
  if (found.comma) return `the file writes decimal commas (${found.comma})`;
  if (found.point || !DOT_THREE.test(written.trim())) return undefined;
  if (currency !== undefined && currencyPlaces(currency) === 3) return undefined;
  return currency === undefined
    ? 'the file shows neither separator, and the invoice names no currency of 3 decimal places (KWD, BHD, OMR, JOD, TND)'
    : `the file shows neither separator, and ${describeCurrencyPlaces(currency, currencyPlaces(currency))}, not 3`;
}

/**
 * Makes each amount of `candidate` that reads either way a problem at its cell unless the file
 * decides its separator; the amount is dropped, so no total counts it as either number.
 */
export async function addEitherWayProblems(candidate: Candidate, evidence: DecimalCommaEvidence): Promise<void> {
  const { record } = candidate;
  const amounts = record.eitherWay as readonly EitherWayAmount[];
  const found = await evidence.where();
  const currency = record.fields.CurrencyCode;
  for (const { problem, point, comma } of amounts) {
    const field = problem.field ?? '';
    if (record.failed.has(field)) continue;
    const because = undecidedBecause(problem.value ?? '', found, currency);
    if (because === undefined) continue;
    record.problems.push({
      ...problem,
      message: `this amount reads as ${short(point)} with a decimal point but as ${short(comma)} with a decimal comma, and ${because}: write it as a number, or set decimalSeparator: "," under source in the mapping if the file writes amounts so, or decimalSeparator: "." if it writes decimal points`,
    });
    record.failed.add(field);
    dropField(candidate, field);
  }
}

/** Removes the amount at `path` (`Invoice_Amount`, `InvoiceItems[2].Tax`) from the candidate. */
export function dropField(candidate: Candidate, path: string): void {
  const line = /^InvoiceItems\[(\d+)\]\.(\w+)$/.exec(path);
  if (line) {
    const item = candidate.invoice.InvoiceItems[Number(line[1])];
    if (item) delete item[line[2]!];
    return;
  }
  delete candidate.invoice[path];
  delete candidate.record.fields[path];
}

/** The tables whose number columns `mapping` reads, for the evidence. */
export function numberTables(
  mapping: Mapping,
  main: { open: () => Promise<OpenTable>; columns: ColumnIndex },
  lines: { open: () => Promise<OpenTable>; columns: ColumnIndex } | undefined,
): NumberTable[] {
  const invoiceRules = [mapping.invoice, ...mapping.contacts, ...mapping.events];
  if (!lines) return [{ ...main, rules: [...invoiceRules, mapping.items] }];
  return [
    { ...main, rules: invoiceRules },
    { ...lines, rules: [mapping.items] },
  ];
}
