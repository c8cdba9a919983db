/**
 * A results workbook invoice-batch wrote, given back as a source file (fixes typed into it, dropped
 * into the drop folder), is named for what it is: the results of its run, with the source file to
 * fix instead, where it was refused as a workbook lacking the mapping's sheet. It is told by its
 * sheets (Summary, then Results) and by its Summary's Run and Source file, so a workbook that only
 * shares the sheet names is read or refused as any other.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { InputFileError } from '../../errors.js';
import type { WorkbookZip } from './open-workbook-zip.js';
import { readSheetCells, type StoredRows } from './read-sheet-cells.js';

/** The Summary's text beside `label` (column A), or undefined. */
function besideLabel(rows: StoredRows, label: string): string | undefined {
  for (const cells of rows.values()) {
    if (cells.get(1)?.value !== label) continue;
    const value = cells.get(2)?.value;
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;
  }
  return undefined;
}

/**
 * The source file where it is now: a drop folder's results name it in `processing/`, and it is
 * moved to `done/` or `failed/` after they are written.
 */
function sourceNow(path: string): string {
  if (existsSync(path) || basename(dirname(path)) !== 'processing') return path;
  for (const folder of ['done', 'failed']) {
    const moved = join(dirname(dirname(path)), folder, basename(path));
    if (existsSync(moved)) return moved;
  }
  return `${path} when its results were written, since moved to done/ or failed/ beside it`;
}

/** Throws when `workbook` is a results workbook invoice-batch wrote; returns otherwise. */
export async function refuseResultsWorkbook(filePath: string, file: string, workbook: WorkbookZip): Promise<void> {
  const [first, second] = workbook.sheets;
  if (first?.name !== 'Summary' || !second || !/^Results(?: \(\d+\))?$/.test(second.name)) return;
  const rows = await readSheetCells(filePath, file, workbook, first).catch(() => undefined);
  const run = rows && besideLabel(rows, 'Run');
  const source = rows && besideLabel(rows, 'Source file');
  if (run === undefined || source === undefined) return;
  const path = sourceNow(besideLabel(rows!, 'Source path') ?? source);
  throw new InputFileError(
    `this is the results workbook invoice-batch wrote for run ${run} (of ${source}), not a source file: fixes typed into it are not read. Fix the source file (${path}) or its annotated copy and upload that; to record in a restored journal what run ${run} posted, give this workbook to invoice-batch import-results`,
    { file },
  );
}
