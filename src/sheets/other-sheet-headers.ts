/**
 * The header rows of a workbook's other visible sheets, for the words of a sheet that lacks the
 * mapping's columns: a first sheet that is a cover and the table on the next one.
 */
import type { TableOptions } from './sheet-row.js';
import { listSheets } from './list-sheets.js';
import { openXlsxTable } from './xlsx/open-xlsx-table.js';
import type { SheetKind } from './xlsx/parse-workbook-xml.js';

/** A visible sheet other than the one read, with its header row. */
export interface OtherSheet {
  sheet: string;
  headers: string[];
  /** The workbook opens on this sheet (its tab was the one shown when it was saved). */
  opening: boolean;
  /** 1-based position in the tab order, hidden sheets included (as `sheet: 2` reads it). */
  position: number;
  /** A worksheet, or a tab with no header row (a chart sheet: its headers are none). */
  kind: SheetKind;
}

/** Sheets looked at, at most: the words must not cost a read of a workbook of many sheets. */
const MOST_SHEETS = 20;

/**
 * Each visible sheet of `file` but `read` (the one the table options opened), with its header
 * row's texts, in tab order but the sheet the workbook opens on first (it is looked at whatever the
 * number of sheets). A tab that is no worksheet (a chart sheet) comes with no headers, so the
 * words can name the tab the workbook opens on; so does a worksheet that cannot be opened as a
 * table.
 */
export async function* otherSheetHeaders(
  file: string,
  options: TableOptions,
  read: string | undefined,
): AsyncGenerator<OtherSheet> {
  // Only words for a refusal already made: a file that is no workbook after all (a text file the
  // table was read from) keeps that refusal, never this one's error.
  const listed = await listSheets(file, options).catch(() => []);
  const sheets = listed.filter((sheet) => !sheet.hidden && sheet.name !== read);
  sheets.sort((a, b) => Number(b.opening) - Number(a.opening));
  for (const { name, opening, index, kind } of sheets.slice(0, MOST_SHEETS)) {
    if (kind !== 'worksheet') {
      yield { sheet: name, headers: [], opening, position: index, kind };
      continue;
    }
    const table = await openXlsxTable(file, { ...options, sheet: name, allowNoRows: true }).catch(() => undefined);
    // A worksheet that cannot be read (a chart sheet LibreOffice saved as a worksheet holding the chart) has no headers.
    if (!table) {
      yield { sheet: name, headers: [], opening, position: index, kind };
      continue;
    }
    await table.close();
    yield { sheet: name, headers: table.headers, opening, position: index, kind };
  }
}
