/**
 * A worksheet of exceljs's streaming writer that goes on in `Results (2)`, `Results (3)`... when
 * it reaches Excel's row limit. exceljs writes row 1,048,577 and beyond without a word, and Excel
 * then refuses the whole workbook.
 */
import type ExcelJS from 'exceljs';
import { EXCEL_MAX_ROWS, partSheetName } from './sheet-row-limit.js';
import { addWorksheet } from './ignore-numbers-as-text.js';

type Sheet = ExcelJS.Worksheet;

export interface SplitWorksheet {
  /** Adds a row to the current part, starting the next part first when this one is full. */
  addRow(values: unknown[]): ExcelJS.Row;
  /** The part rows go to now (for waitForSheetDrain). */
  current(): Sheet;
  /** Commits the last part. */
  commit(): void;
}

/**
 * `start` gives each part its columns and header rows (the same for every part) and returns how
 * many rows it wrote.
 */
export function openSplitWorksheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  options: Partial<ExcelJS.AddWorksheetOptions>,
  start: (sheet: Sheet) => number,
  maxRows = EXCEL_MAX_ROWS,
): SplitWorksheet {
  let parts = 0;
  let rows = 0;
  const open = (): Sheet => {
    // Its ids are text digits: no "Convert to Number" on them.
    const sheet = addWorksheet(workbook, partSheetName(name, parts), options);
    parts += 1;
    rows = start(sheet);
    return sheet;
  };
  let sheet = open();
  return {
    addRow(values) {
      if (rows >= maxRows) {
        sheet.commit();
        sheet = open();
      }
      rows += 1;
      return sheet.addRow(values);
    },
    current: () => sheet,
    commit: () => sheet.commit(),
  };
}
