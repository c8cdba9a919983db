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
import { showsDecimalComma } from './read-either-way.js';
import type { ColumnIndex } from './resolve-columns.js';

/** A table of the file and the columns of it that amount and rate fields read. */
export interface NumberTable {
  open: () => Promise<OpenTable>;
  columns: ColumnIndex;
  rules: readonly (readonly FieldRule[])[];
}

/** The file's evidence of decimal commas, looked for once, when an amount first needs it. */
export class DecimalCommaEvidence {
  private found: Promise<string | undefined> | undefined;

  constructor(
    private readonly delimiter: string | undefined,
    private readonly tables: readonly NumberTable[],
  ) {}

  /** Where the file shows a decimal comma, in words; undefined when it shows none. */
  where(): Promise<string | undefined> {
    this.found ??= this.look();
    return this.found;
  }

  private async look(): Promise<string | undefined> {
    if (this.delimiter === ';')
      return 'its fields are separated by ";", as Excel and LibreOffice write them where the decimal separator is a comma';
    for (const table of this.tables) {
      const found = await firstDecimalComma(table);
      if (found) return found;
    }
    return undefined;
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

/** The first cell of the table's number columns written with a decimal comma, in words. */
async function firstDecimalComma(table: NumberTable): Promise<string | undefined> {
  const columns = numberColumns(table);
  if (columns.length === 0) return undefined;
  const opened = await table.open();
  try {
    for await (const batch of opened.batches)
      for (const row of batch) {
        const found = decimalCommaIn(row, columns);
        if (found) return found;
      }
  } finally {
    await opened.close();
  }
  return undefined;
}

function decimalCommaIn(row: SheetRow, columns: readonly { index: number; name: string }[]): string | undefined {
  for (const { index, name } of columns) {
    const cell = row.cells[index];
    if (cell?.kind === 'text' && showsDecimalComma(cell.text))
      return `${row.sheet ? `sheet ${row.sheet}, ` : ''}row ${row.row}, column "${name}" writes ${cell.text.trim()}`;
  }
  return undefined;
}

/** `1.2500` as 1.25, `1250.0000` as 1250. */
const short = (four: string) => four.replace(/\.?0+$/, '');

/**
 * Makes each amount of `candidate` that reads either way a problem at its cell when the file
 * writes decimal commas; the amount is dropped, so no total counts it as either number.
 */
export async function addEitherWayProblems(candidate: Candidate, evidence: DecimalCommaEvidence): Promise<void> {
  const { record } = candidate;
  const amounts = record.eitherWay as readonly EitherWayAmount[];
  const where = await evidence.where();
  if (where === undefined) return;
  for (const { problem, point, comma } of amounts) {
    const field = problem.field ?? '';
    if (record.failed.has(field)) continue;
    record.problems.push({
      ...problem,
      message: `this amount reads as ${short(point)} with a decimal point but as ${short(comma)} with a decimal comma, and the file writes decimal commas (${where}): set decimalSeparator: "," under source in the mapping if it writes amounts so, or decimalSeparator: "." if it writes decimal points`,
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
