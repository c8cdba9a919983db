/** Reconcile's retention: its own workbooks older than `--keep-days` / `retention.keepDays`, by upload's rule. */
import { removeOldOutputs, type RetentionReport } from './remove-old-outputs.js';

export interface WorkbookRetention extends RetentionReport {
  keepDays: number;
}

/** Removes reconcile workbooks of `outDir` older than `keepDays`; undefined (nothing removed) without a limit. */
export function removeOldWorkbooks(outDir: string, keepDays: number | undefined): WorkbookRetention | undefined {
  if (keepDays === undefined) return undefined;
  const report = removeOldOutputs([{ path: outDir, kind: 'reconcile' }], keepDays, new Date());
  return { keepDays, removed: report.removed.sort(), problems: report.problems };
}
