/**
 * How every sheet the tool writes prints: landscape, one page wide (as many pages down as it
 * takes), the header row on every page, the file and sheet name at the top and "Page x of y" at the
 * bottom. One setup for the exceljs workbooks and the same in XML for the ones written by hand.
 * A table too wide for that to be readable prints in groups of columns, a page across each (pagesAcross).
 */
import type ExcelJS from 'exceljs';
import { xmlText } from './xlsx-writer/xml-text.js';
import { columnLetter } from '../sheets/sheet-row.js';

/** `&F` file name, `&A` sheet name, `&P` page, `&N` pages: Excel's header and footer codes. */
const HEADER = '&L&F&R&A';
const FOOTER = '&CPage &P of &N';

/**
 * The worksheet options of a printed sheet. `headerRow`: the row repeated at the top of each page
 * (a table's header), none for a sheet that is not one table.
 */
export function printOptions(headerRow?: number): Pick<ExcelJS.AddWorksheetOptions, 'pageSetup' | 'headerFooter'> {
  return {
    pageSetup: {
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      // 0: as many pages down as the rows need.
      fitToHeight: 0,
      ...(headerRow ? { printTitlesRow: `${headerRow}:${headerRow}` } : {}),
    },
    headerFooter: { oddHeader: HEADER, oddFooter: FOOTER },
  };
}

/** `<sheetPr>` of a hand-written sheet: fit to page is a sheet property. */
export const SHEET_PR_XML = '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>';

/** The print elements of a hand-written sheet, after `</sheetData>` in schema order. */
export const PRINT_XML =
  '<pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
  '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
  `<headerFooter><oddHeader>${xmlText(HEADER)}</oddHeader><oddFooter>${xmlText(FOOTER)}</oddFooter></headerFooter>`;

/**
 * The defined name that repeats row 1 of sheet `index` (0-based tab order) on every printed page,
 * and `columns` (`A:B`) at the left of every page across.
 */
export function printTitlesXml(sheetName: string, index: number, columns?: string): string {
  const quoted = `'${sheetName.replaceAll("'", "''")}'`;
  const [first, last] = columns?.split(':') ?? [];
  const titles = `${first && last ? `${quoted}!$${first}:$${last},` : ''}${quoted}!$1:$1`;
  return `<definedName name="_xlnm.Print_Titles" localSheetId="${index}">${xmlText(titles)}</definedName>`;
}

/** The defined name that limits what sheet `index` (0-based tab order) prints to `area`, `A1:C2`. */
export function printAreaXml(sheetName: string, index: number, area: string): string {
  const quoted = `'${sheetName.replaceAll("'", "''")}'`;
  const absolute = area.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
  return `<definedName name="_xlnm.Print_Area" localSheetId="${index}">${xmlText(`${quoted}!${absolute}`)}</definedName>`;
}

/** Narrow margins for a sheet printed in pages across: every column's width counts. */
const ACROSS_MARGINS = { left: 0.4, right: 0.4, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 };

/** The `<brk>` items of manual column breaks. */
const breakItems = (breaks: readonly number[]) =>
  breaks.map((at) => `<brk id="${at}" max="1048575" man="1"/>`).join('');

/**
 * The print elements of a hand-written sheet printed in pages across at `scale`, after
 * `</sheetData>` in schema order; `breaks`: 0-based index of each column that starts a new page.
 */
export function acrossPrintXml(scale: number, breaks: readonly number[]): string {
  const m = ACROSS_MARGINS;
  const items = breakItems(breaks);
  return (
    `<pageMargins left="${m.left}" right="${m.right}" top="${m.top}" bottom="${m.bottom}" header="${m.header}" footer="${m.footer}"/>` +
    `<pageSetup orientation="landscape" scale="${scale}"/>` +
    `<headerFooter><oddHeader>${xmlText(HEADER)}</oddHeader><oddFooter>${xmlText(FOOTER)}</oddFooter></headerFooter>` +
    `<colBreaks count="${breaks.length}" manualBreakCount="${breaks.length}">${items}</colBreaks>`
  );
}
/** Width inside those margins of a landscape Letter page (A4 is wider), in pixels at 96 a inch. */
export const PRINTABLE_PX = (11 - ACROSS_MARGINS.left - ACROSS_MARGINS.right) * 96;
/**
 * A column `width` characters wide in pixels, 5 of padding: Excel's Calibri is 7 a character, DejaVu
 * Sans (LibreOffice's stand-in where neither Calibri nor Carlito is installed) 9.3; counted wide, so
 * a group never spills its last column onto a page of its own.
 */
export const columnPx = (width: number) => width * 9.5 + 5;

/** How a wide table prints in pages across. */
export interface PagesAcross {
  /** Worksheet options: landscape, the one scale at which each group fits a page's width, header row and title columns repeated. */
  options: Pick<ExcelJS.AddWorksheetOptions, 'pageSetup' | 'headerFooter'>;
  /** 0-based index of each column that starts a new page across. */
  breaks: number[];
}

/**
 * Prints a table too wide for one readable page as groups of columns, each group its own page across
 * (all pages of the first group, then the next): fitting all of a 25-column table into one page
 * width shrinks it to under 30 %. `groups`: the column widths of each group, in column order;
 * `titles`: the 1-based first and last column repeated at the left of the later groups' pages.
 * Excel ignores manual breaks when fitting to pages, so the fit is a scale computed here.
 */
export function pagesAcross(groups: readonly (readonly number[])[], titles: readonly [number, number]): PagesAcross {
  const widths = groups.flat();
  const titlePx = widths.slice(titles[0] - 1, titles[1]).reduce((sum, width) => sum + columnPx(width), 0);
  const groupPx = groups.map(
    (group, index) => group.reduce((sum, width) => sum + columnPx(width), 0) + (index === 0 ? 0 : titlePx),
  );
  const scale = Math.min(100, Math.floor((100 * PRINTABLE_PX) / Math.max(...groupPx)));
  const breaks = groups.slice(0, -1).map((_, index) => groups.slice(0, index + 1).flat().length);
  const letter = (column: number) => columnLetter(column - 1);
  return {
    options: {
      pageSetup: {
        orientation: 'landscape',
        fitToPage: false,
        scale,
        margins: ACROSS_MARGINS,
        printTitlesRow: '1:1',
        printTitlesColumn: `${letter(titles[0])}:${letter(titles[1])}`,
      },
      headerFooter: { oddHeader: HEADER, oddFooter: FOOTER },
    },
    breaks,
  };
}

/**
 * Writes manual column breaks into a sheet of exceljs's streaming writer, which has no API for them:
 * `<colBreaks>` follows `<rowBreaks>` in a sheet's XML, so it is written right after exceljs writes
 * those. `breaks`: 0-based index of each column that starts a new page.
 */
export function addColumnBreaks(sheet: ExcelJS.Worksheet, breaks: readonly number[]): void {
  const writer = sheet as unknown as { _writeRowBreaks(): void; _write(text: string): void };
  if (typeof writer._writeRowBreaks !== 'function' || typeof writer._write !== 'function')
    throw new Error('exceljs no longer writes a streamed sheet as this code expects: column breaks cannot be added');
  const writeRowBreaks = writer._writeRowBreaks.bind(writer);
  const items = breakItems(breaks);
  writer._writeRowBreaks = () => {
    writeRowBreaks();
    writer._write(`<colBreaks count="${breaks.length}" manualBreakCount="${breaks.length}">${items}</colBreaks>`);
  };
}
