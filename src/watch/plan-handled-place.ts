/**
 * Where a dropped file will lie once the watcher has moved it on, for its results workbook, which
 * is written before the move: done/ when the upload settled every invoice (the upload's exit 0, as
 * the move decides), else failed/, under the first name free there. The move takes that name.
 */
import { join } from 'node:path';
import type { RunSummary } from '../journal/summarize-run.js';
import { runSettled } from '../print/upload-json.js';
import type { DropFolders } from './drop-folders.js';
import { freeName } from './move-file.js';

export function planHandledPlace(summary: RunSummary, folders: DropFolders, name: string, now: Date): string {
  const into = runSettled(summary) ? folders.done : folders.failed;
  try {
    return freeName(into, name, now);
  } catch {
    // The folder is checked again before the move, which says what is wrong with it.
    return join(into, name);
  }
}
