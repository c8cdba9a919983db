/** The sheets of a workbook `mapping infer` reads: the invoices sheet, and the lines sheet of a joined workbook. */
import type { SheetCell } from '../../sheets/sheet-row.js';
import { normalizeHeader } from '../field-catalog.js';
import type { SampledTable } from './sampled-table.js';
import { looksLikeData, sampleTable } from './read-sample-table.js';
import { preferPurchaseSheet, type SheetWords } from './prefer-purchase-sheet.js';
import { preferDetailSheet } from './prefer-detail-sheet.js';
import { proposeDateFormats } from './sample-values.js';

// Lines in the languages exports are written in: PHC's `Linhas`, `Líneas`, `Lignes`, `Righe`, `Regels`, `Pozycje`.
const LINES_SHEET =
  /^(?:lines?|items?|positions?|positionen|details?|invoice ?lines|rechnungspositionen|linhas|l[ií]neas|lignes|righe|regels|pozycje)$/i;
const LINES_WORD =
  /lines?\b|lines?_|line$|items?\b|positions?|positionen|details?|linhas|l[ií]neas|lignes|righe|regels|pozycje/i;
const INVOICES_SHEET = /^(?:invoices?|headers?|rechnungen|kopf|belege)$/i;

/**
 * The lines sheet of a joined workbook: one named like "Lines", or else one whose name speaks of
 * lines or items (`AP_INVOICE_LINES_INTERFACE`, `Supplier Invoice Items`) and that shares a
 * column with the invoices sheet.
 */
export async function findLinesSheet(
  file: string,
  names: readonly string[],
  main: SampledTable,
  count: number,
): Promise<SampledTable | undefined> {
  const named = names.find((n) => LINES_SHEET.test(n.trim()));
  if (named) return sampleTable(file, 'xlsx', { type: 'xlsx', sheet: named }, count);
  const mainHeaders = new Set(main.headers.map(normalizeHeader).filter(Boolean));
  for (const name of names.filter((n) => LINES_WORD.test(n))) {
    const table = await sampleTable(file, 'xlsx', { type: 'xlsx', sheet: name }, count);
    if (table.headers.some((h) => mainHeaders.has(normalizeHeader(h)))) return table;
  }
  return undefined;
}

/**
 * True when a sampled sheet holds a table of data: three or more headed columns, one of them
 * mostly numbers. An instructions, cover or README sheet is prose in a column or two.
 */
function holdsData(table: SampledTable): boolean {
  if (table.headers.filter((h) => h.trim() !== '').length < 3) return false;
  return table.headers.some((_, i) => {
    const cells = table.rows.map((r) => r.cells[i]).filter((c) => c && c.kind !== 'empty');
    const numbers = cells.filter((c) => c!.kind === 'number' || (c!.kind === 'text' && looksLikeData(c!.text)));
    return cells.length > 0 && numbers.length * 2 >= cells.length;
  });
}

/** True for a number cell that writes a day as yyyymmdd (20240110), as some systems store dates. */
const isNumberDay = (c: SheetCell) =>
  c.kind === 'number' && /^\d{8}$/.test(c.text) && proposeDateFormats([c.text]).includes('YYYYMMDD');

/**
 * True when a sampled sheet's rows are documents: a column mostly of days, as invoices are dated
 * and a summary by party or a list of customers or suppliers is not.
 */
function holdsInvoiceRows(table: SampledTable): boolean {
  return table.headers.some((_, i) => {
    const cells = table.rows.map((r) => r.cells[i]).filter((c) => c && c.kind !== 'empty');
    const days = cells.filter(
      (c) =>
        c!.kind === 'date' ||
        isNumberDay(c!) ||
        (c!.kind === 'text' && proposeDateFormats([c!.text.trim()]).length > 0),
    );
    return cells.length > 0 && days.length * 2 > cells.length;
  });
}

/**
 * The invoices sheet: one named like "Invoices"; else the first sheet that holds data and whose
 * name does not speak of lines, whatever the order (an instructions sheet first, the lines
 * before the invoices), unless it holds no dated rows and another holds more that are (a
 * summary beside its detail); else the first that holds data at all; else the first sheet.
 */
export async function findMainSheet(file: string, names: readonly string[]): Promise<string | undefined> {
  const named = names.find((n) => INVOICES_SHEET.test(n.trim()));
  if (named) return named;
  const data: (SheetWords & { rows: number })[] = [];
  for (const name of names) {
    const table = await sampleTable(file, 'xlsx', { type: 'xlsx', sheet: name }, 30);
    if (holdsData(table))
      data.push({ name, titles: titlesOf(table), invoiceRows: holdsInvoiceRows(table), rows: table.rows.length });
  }
  const invoices = data.filter((s) => !LINES_WORD.test(s.name));
  // A sales journal beside a purchase journal, both of invoice rows: the supplier bills are the ones to post.
  const purchases = preferPurchaseSheet(invoices);
  // A summary beside its detail: the detail's dated rows are the invoices.
  return purchases ?? preferDetailSheet(invoices[0], data) ?? invoices[0]?.name ?? data[0]?.name ?? names[0];
}

/** The text of the filled rows above a table's header. */
const titlesOf = (table: SampledTable) =>
  (table.above ?? [])
    .flatMap((r) => r.cells)
    .map((c) => (c?.kind === 'text' ? c.text : ''))
    .join(' ');
