/**
 * exceljs, loaded when a workbook is first written or a workbook's parts are first read: it takes
 * about 170 ms to load, which every command paid at start (`--help`, `validate` of a CSV, `status`)
 * when it was imported at the top of its users.
 */
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export function importExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
