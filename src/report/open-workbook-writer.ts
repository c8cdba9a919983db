/** The streaming writer every workbook of the tool is written with, so each is made the same way. */
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { importWorkbookWriter } from '../sheets/xlsx/import-exceljs.js';

/** A workbook written to `stream` as it goes, with styles, its strings inline, made by invoice-batch. */
export async function openWorkbookWriter(stream: Writable): Promise<ExcelJS.stream.xlsx.WorkbookWriter> {
  const workbook = new (await importWorkbookWriter())({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'invoice-batch';
  return workbook;
}
