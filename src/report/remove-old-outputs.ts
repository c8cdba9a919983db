/**
 * Retention: the files the tool writes pile up (a results workbook per upload, per dropped file,
 * per reconcile). Files older than `keepDays` are removed, and only files the tool wrote: in an
 * output folder, names of the tool's own pattern; in the drop folder's `done/`, files it moved
 * there, judged by when they were moved. Never a folder, a link, or a file another program owns.
 */
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { plural } from '../invoice/format-count.js';

/** `-<YYYYMMDD-HHMMSS>[-N].<ext>`: the stamp write-output-file.ts ends every name with. */
const STAMP = String.raw`-\d{8}-\d{6}(?:-\d+)?\.(?:xlsx|csv)$`;
/** Reconcile's own workbooks: `reconcile-<what it covers>-<stamp>`. */
const RECONCILE_NAME = new RegExp(`^reconcile(?:-.+)?${STAMP}`);
/** Results, annotated, validation and reconcile files. */
const OUTPUT_NAME = new RegExp(`^(?:.+-(?:results|annotated|validation)|reconcile(?:-.+)?)${STAMP}`);

/**
 * A folder to clean: `outputs` removes only names of the tool's pattern; `reconcile` only reconcile's
 * workbooks (what a reconcile run removes); `moved` any plain file (the drop folder's done/).
 */
export interface RetentionFolder {
  path: string;
  kind: 'outputs' | 'reconcile' | 'moved';
}

export interface RetentionReport {
  /** Paths removed. */
  removed: string[];
  /** Files that were old enough but could not be removed, with the reason. */
  problems: string[];
}

const DAY_MS = 86_400_000;

/** True for a name the tool gives the files it writes into an output folder. */
export function isOutputFileName(name: string): boolean {
  return OUTPUT_NAME.test(name);
}

/**
 * Removes from `folders` the tool's files last changed more than `keepDays` days before `now`.
 * A file moved into done/ keeps the source's modification time, so there the later of it and the
 * inode change time (set by the move) counts. A missing folder has nothing to remove.
 */
export function removeOldOutputs(folders: readonly RetentionFolder[], keepDays: number, now: Date): RetentionReport {
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const report: RetentionReport = { removed: [], problems: [] };
  for (const folder of folders) {
    let entries;
    try {
      entries = readdirSync(folder.path, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') report.problems.push(`${folder.path}: ${String(error)}`);
      continue;
    }
    for (const entry of entries) {
      // Dirent types come from the folder listing: a link is a link here, never what it points to.
      if (!entry.isFile()) continue;
      if (folder.kind === 'outputs' && !isOutputFileName(entry.name)) continue;
      if (folder.kind === 'reconcile' && !RECONCILE_NAME.test(entry.name)) continue;
      const path = join(folder.path, entry.name);
      try {
        const stat = lstatSync(path);
        const changed = folder.kind === 'moved' ? Math.max(stat.mtimeMs, stat.ctimeMs) : stat.mtimeMs;
        if (!stat.isFile() || changed >= cutoff) continue;
        rmSync(path);
        report.removed.push(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        report.problems.push(`${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      }
    }
  }
  return report;
}

/** One line for the log: `removed 3 files older than 30 days: a, b, c`, naming at most `maxNames`. */
export function describeRemoved(report: RetentionReport, keepDays: number, maxNames = 10): string {
  const names = report.removed.slice(0, maxNames).join(', ');
  const more = report.removed.length > maxNames ? ` and ${report.removed.length - maxNames} more` : '';
  const problems = report.problems.length > 0 ? `; could not remove ${report.problems.join(', ')}` : '';
  return `removed ${plural(report.removed.length, 'file')} older than ${keepDays} days${report.removed.length > 0 ? `: ${names}${more}` : ''}${problems}`;
}
