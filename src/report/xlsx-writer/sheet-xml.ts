/**
 * The XML of a worksheet part as the streaming workbook writes it: its start (frozen header, column
 * widths), one `<row>` per call, its end. Strings are inline (no shared-string table to hold in
 * memory), numbers are number cells. Pure.
 */
import { columnLetter } from '../../sheets/sheet-row.js';
import { xmlText } from './xml-text.js';
import { acrossPrintXml, PRINT_XML, SHEET_PR_XML } from '../print-setup.js';
import { IGNORED_ERRORS_XML } from '../ignore-numbers-as-text.js';
import type { SheetPrint } from '../plan-sheet-print.js';

/** A cell value as the streaming writer writes it (not `SheetCell`, a cell as the readers read it). */
export type WrittenCell = string | number | null | undefined;

export interface SheetLayout {
  /** Column widths in characters, from column A. */
  widths: readonly number[];
  /** Keep the first row in view when scrolling, filter it and print it on every page: a table. */
  frozenHeader: boolean;
  /** How a table prints (plan-sheet-print.ts); one page wide when absent or without breaks. */
  print?: SheetPrint | undefined;
}

/** The scale of a sheet printed in pages across, undefined for one fitted a page wide. */
const acrossScale = (layout: SheetLayout) =>
  layout.print && layout.print.breaks.length > 0 ? (layout.print.options.pageSetup?.scale ?? 100) : undefined;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
/** Text that needs no escaping (most cells): no markup characters, control characters or surrogates. */
const PLAIN = /^[^&<>"\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]*$/;

export function sheetStart(layout: SheetLayout): string {
  const pane = layout.frozenHeader
    ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
    : '';
  const cols = layout.widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}">${acrossScale(layout) === undefined ? SHEET_PR_XML : ''}` +
    `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`
  );
}

/**
 * The end of a sheet: a filter on the header of a table, the print setup every sheet has, and no
 * "number stored as text" flags on its text digits (ignore-numbers-as-text.ts).
 */
export function sheetEnd(layout: SheetLayout): string {
  const last = columnLetter(Math.max(0, layout.widths.length - 1));
  const filter = layout.frozenHeader && layout.widths.length > 0 ? `<autoFilter ref="A1:${last}1"/>` : '';
  const scale = acrossScale(layout);
  const print = scale === undefined ? PRINT_XML : acrossPrintXml(scale, layout.print?.breaks ?? []);
  return `</sheetData>${filter}${print}${IGNORED_ERRORS_XML}</worksheet>`;
}

/** Column letters of the first columns, made once: every cell needs its reference. */
const LETTERS = Array.from({ length: 64 }, (_, i) => columnLetter(i));

/**
 * One row, 1-based `rowNumber`; `styles[i]` is the style id of cell i (0 when missing). An empty
 * cell with a style is written without a value, so the style still shows. `height` in points, for
 * a row of wrapped text (no program grows a row to its text when it opens a file).
 */
export function rowXml(
  rowNumber: number,
  cells: readonly WrittenCell[],
  styles: readonly number[],
  height?: number,
): string {
  let xml = height ? `<row r="${rowNumber}" ht="${height}" customHeight="1">` : `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i += 1) {
    const ref = `${LETTERS[i] ?? columnLetter(i)}${rowNumber}`;
    const value = cells[i];
    const style = styles[i] ?? 0;
    const s = style === 0 ? '' : ` s="${style}"`;
    if (typeof value === 'number' && Number.isFinite(value)) xml += `<c r="${ref}"${s}><v>${value}</v></c>`;
    else if (value === null || value === undefined || value === '') {
      if (style !== 0) xml += `<c r="${ref}"${s}/>`;
    } else {
      const text = String(value);
      xml += `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${PLAIN.test(text) ? text : xmlText(text)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}
