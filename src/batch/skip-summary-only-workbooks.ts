/**
 * The drop folder writes, for a file it did not upload (no mapping rule, content uploaded before,
 * unreadable), a workbook of one Summary sheet under the same `-results-` name as an upload's: a
 * glob over its results/ folder picks both up. Such a workbook holds no invoice outcomes, so it is
 * set aside, named, instead of stopping the import of the others.
 */
import { openWorkbookZip } from '../sheets/xlsx/open-workbook-zip.js';

export interface SkippedWorkbook {
  workbook: string;
  reason: string;
}

export const SUMMARY_ONLY_REASON =
  'skipped: a Summary sheet only, the drop folder writes it for a file it did not upload; it holds no invoice outcomes';

/** Splits `paths` into the workbooks to import and those of a Summary sheet only; one that cannot be read is left to the import, which says why. */
export async function skipSummaryOnlyWorkbooks(
  paths: readonly string[],
): Promise<{ toImport: string[]; skipped: SkippedWorkbook[] }> {
  const toImport: string[] = [];
  const skipped: SkippedWorkbook[] = [];
  for (const path of paths) {
    const sheets = await openWorkbookZip(path).then(
      (zip) => zip.sheets.map((sheet) => sheet.name),
      () => undefined,
    );
    if (sheets?.length === 1 && sheets[0] === 'Summary') skipped.push({ workbook: path, reason: SUMMARY_ONLY_REASON });
    else toImport.push(path);
  }
  return { toImport, skipped };
}
