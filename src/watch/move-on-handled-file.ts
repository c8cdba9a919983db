/**
 * A handled file moved on to `done/` or `failed/`, and what follows the move: the file's runs told
 * where it lies now, the summary counted, and the file watched for a writer that goes on after it.
 */
import { recheckDropFolders, type CheckedDropFolders } from './check-drop-folders.js';
import { moveHandledFile, type FilePlace } from './move-handled-file.js';
import type { MovedFileChecks } from './report-moved-files-changed.js';
import type { WatchSummary } from './watch-summary.js';
import type { ClaimedFile, FileVerdict, WatchOptions } from './watch-options.js';

export interface MoveOnContext {
  folders: CheckedDropFolders;
  summary: WatchSummary;
  moved: MovedFileChecks;
  recordFilePlace: WatchOptions['recordFilePlace'];
  now: () => Date;
}

/** A verdict that moves its file on. */
export type MovingVerdict = FileVerdict & { destination: 'done' | 'failed' };

export async function moveOnHandledFile(
  file: ClaimedFile,
  verdict: MovingVerdict,
  runIds: readonly number[],
  { folders, summary, moved, recordFilePlace, now }: MoveOnContext,
): Promise<FilePlace> {
  recheckDropFolders(folders);
  const into = verdict.destination === 'done' ? folders.done : folders.failed;
  const how = { read: verdict.read, taken: file.identity, name: verdict.name };
  const place = moveHandledFile(file.path, into, how, folders, now());
  // The runs' source path said processing/: `journal show` and history name where the file is now.
  if (place.target && runIds.length > 0) await recordFilePlace?.(runIds, place.target);
  summary[place.target ? verdict.destination : 'failed'] += 1;
  const { read, summary: said } = verdict;
  if (place.target && read)
    moved.add({ name: verdict.name ?? file.name, path: place.target, read, summary: said, runIds }, now().getTime());
  return place;
}
