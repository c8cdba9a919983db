/**
 * The baselines: the plainest reading of a file with the parser alone, as anyone would write it
 * without a mapping, positions or checks. Each returns the data rows it saw.
 */
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** csv-parse alone: every record as an array of strings, the header excluded. */
export async function readCsvRaw(file: string, delimiter: string): Promise<number> {
  let rows = 0;
  const parser = createReadStream(file).pipe(parse({ delimiter, bom: true, relax_column_count: true }));
  for await (const record of parser as AsyncIterable<string[]>) if (record.length > 0) rows++;
  return rows - 1;
}

/** exceljs's streaming reader alone: every cell value of every row touched, the header excluded. */
export async function readXlsxRaw(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
      let cells = 0;
      row.eachCell({ includeEmpty: false }, (cell) => {
        if (cell.value !== null) cells++;
      });
      if (cells > 0) rows++;
    }
  }
  return rows - 1;
}
