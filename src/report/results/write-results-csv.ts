/**
 * The Results columns of one run as CSV (UTF-8 with BOM so Excel reads accents; CRLF), paged from
 * the journal. Amounts keep their exact text; text that a spreadsheet would run as a formula is
 * neutralised.
 */
import { once } from 'node:events';
import type { Journal } from '../../journal/open-journal.js';
import type { ResultRow } from '../../journal/report-rows.js';
import { RESULTS_COLUMNS, type ResultsColumn } from './results-columns.js';
import { resultsCsvField } from './results-csv-field.js';
import { leftOutCsvRows } from './left-out-csv-rows.js';
import type { RunLeftOut } from '../../journal/run-left-out.js';
import { writeOutputFile, type OutputName } from '../write-output-file.js';

const PAGE = 1000;

/** A column's value as CSV shows it: dates written YYYY-MM-DD, everything else as the journal has it. */
function csvValue(column: ResultsColumn, row: ResultRow): string | number | null {
  const value = column.value(row);
  if (column.kind !== 'date' || typeof value !== 'string' || !/^\d{8}$/.test(value)) return value;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
}

/**
 * Writes the CSV and returns the name it was published under; `leftOut`, the rows the mapping left
 * out of `sourceFile`, follow the invoices. @default leftOut not known: no such rows
 */
export async function writeResultsCsv(
  journal: Journal,
  runId: number,
  name: OutputName,
  leftOut?: { sourceFile: string; rows: RunLeftOut | undefined },
): Promise<string> {
  return writeOutputFile(name, async (out) => {
    const write = async (text: string) => {
      if (!out.write(text, 'utf8')) await once(out, 'drain');
    };
    await write(`\uFEFF${RESULTS_COLUMNS.map((column) => resultsCsvField(column.header)).join(',')}\r\n`);
    for (let after = 0; ;) {
      const rows = await journal.lists.listRunResultsPage(runId, after, PAGE);
      for (const row of rows) {
        await write(`${RESULTS_COLUMNS.map((column) => resultsCsvField(csvValue(column, row))).join(',')}\r\n`);
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]?.id ?? after;
    }
    for (const cells of leftOutCsvRows(leftOut?.sourceFile ?? '', leftOut?.rows)) {
      await write(`${RESULTS_COLUMNS.map((column) => resultsCsvField(cells[column.header] ?? null)).join(',')}\r\n`);
    }
    out.end();
    await once(out, 'finish');
  });
}
