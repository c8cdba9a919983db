/**
 * The results workbook a run already wrote into `results/` though the journal never took its name
 * (the journal failed between the write and the record: a full disk, a connection cut). A run's
 * workbook is written once: the watcher that finds the run still lacking one records this one
 * rather than write a second beside it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cellText, summaryFacts, type StoredSheet } from '../batch/read-results-cells.js';
import type { RunRow } from '../journal/run-row.js';
import { fileStamp } from '../report/local-time.js';
import { openWorkbookZip } from '../sheets/xlsx/open-workbook-zip.js';
import { readSheetCells } from '../sheets/xlsx/read-sheet-cells.js';

/** The Summary of a workbook, or undefined when it has none or cannot be read as one. */
async function readSummary(path: string): Promise<StoredSheet | undefined> {
  try {
    const workbook = await openWorkbookZip(path);
    const listed = workbook.sheets.find((sheet) => sheet.name === 'Summary');
    if (!listed || !workbook.sheets.some((sheet) => sheet.name === 'Results')) return undefined;
    return { name: 'Summary', rows: await readSheetCells(path, path, workbook, listed), date1904: workbook.date1904 };
  } catch {
    return undefined;
  }
}

/** Its own workbook: its Summary names this run and its start, and not a journal out of reach (a workbook from memory). */
async function isRunWorkbook(path: string, run: Pick<RunRow, 'id' | 'startedAt'>): Promise<boolean> {
  const summary = await readSummary(path);
  if (!summary) return false;
  const facts = summaryFacts(summary, path, undefined);
  const started = Math.floor(Date.parse(run.startedAt) / 1000);
  if (facts.run !== run.id || Math.floor((facts.startedAt?.getTime() ?? NaN) / 1000) !== started) return false;
  return ![...summary.rows.keys()].some((row) => cellText(summary, row, 1, path) === 'Journal');
}

/**
 * The path of the run's results workbook in `results`: a name stamped with the run's start
 * (`<source>-results-<YYYYMMDD-HHMMSS>[-n].xlsx`, the source's part possibly shortened), whose
 * Summary says it is this run's; undefined when there is none.
 */
export async function findWrittenResults(
  results: string,
  run: Pick<RunRow, 'id' | 'startedAt'>,
): Promise<string | undefined> {
  let names: string[];
  try {
    names = readdirSync(results);
  } catch {
    return undefined;
  }
  const tail = new RegExp(`-results-${fileStamp(new Date(run.startedAt))}(?:-\\d+)?\\.xlsx$`, 'i');
  for (const name of names.filter((candidate) => tail.test(candidate)).sort())
    if (await isRunWorkbook(join(results, name), run)) return join(results, name);
  return undefined;
}
