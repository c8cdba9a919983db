/**
 * Lists the sheets of an XLSX workbook cheaply: only `xl/workbook.xml` is unpacked.
 */
import type { TableOptions } from './sheet-row.js';
import { openWorkbookZip } from './xlsx/open-workbook-zip.js';
import type { SheetKind } from './xlsx/parse-workbook-xml.js';

export interface SheetListing {
  name: string;
  /** 1-based position in the workbook's tab order, hidden sheets included. */
  index: number;
  hidden: boolean;
  /** The sheet Excel shows when the workbook opens (the tab it was saved on). */
  opening: boolean;
  /** A worksheet, or a tab without rows to read (a chart sheet). */
  kind: SheetKind;
}

/** The workbook's sheets in tab order; throws InputFileError when the file is not a sound workbook. */
export async function listSheets(
  file: string,
  options: Pick<TableOptions, 'maxUncompressedBytes'> = {},
): Promise<SheetListing[]> {
  const workbook = await openWorkbookZip(file, options.maxUncompressedBytes);
  return workbook.sheets.map(({ name, index, hidden, kind }) => ({
    name,
    index,
    hidden,
    opening: index - 1 === workbook.activeTab,
    kind,
  }));
}
