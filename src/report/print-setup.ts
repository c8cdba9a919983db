/**
 * How every sheet the tool writes prints: landscape, one page wide (as many pages down as it
 * takes), the header row on every page, the file and sheet name at the top and "Page x of y" at the
 * bottom. One setup for the exceljs workbooks and the same in XML for the ones written by hand.
 */
import type ExcelJS from 'exceljs';
import { xmlText } from './xlsx-writer/xml-text.js';

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

/** The defined name that repeats row 1 of sheet `index` (0-based tab order) on every printed page. */
export function printTitlesXml(sheetName: string, index: number): string {
  const quoted = `'${sheetName.replaceAll("'", "''")}'`;
  return `<definedName name="_xlnm.Print_Titles" localSheetId="${index}">${xmlText(`${quoted}!$1:$1`)}</definedName>`;
}
