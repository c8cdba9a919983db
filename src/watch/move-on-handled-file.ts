/**
 * A handled file moved on to `done/` or `failed/`, and what follows the move: the file's runs told
 * where it lies now, the summary counted, and the file watched for a writer that goes on after it.
 * A move the drop folder's disk refuses (full, or its quota) leaves the file in `processing/`,
 * held: its outcomes are in the journal already, so only the move is owed, made at a later pass
 * once there is room while the watcher goes on with the other files.
 */
import { relative } from 'node:path';
import { recheckDropFolders, type CheckedDropFolders } from './check-drop-folders.js';
import { describeDropDiskFull } from './describe-drop-disk-full.js';
import { describeFilePlace } from './describe-file-place.js';
import type { MoveFileSystem } from './move-file.js';
import { moveHandledFile, type FilePlace } from './move-handled-file.js';
import type { MovedFileChecks } from './report-moved-files-changed.js';
import type { WatchSummary } from './watch-summary.js';
import { handledFileOf } from './describe-handled-file.js';
import type { ClaimedFile, ClaimRegistry, FileVerdict, WatchOptions } from './watch-options.js';

export interface MoveOnContext {
  folders: CheckedDropFolders;
  summary: WatchSummary;
  moved: MovedFileChecks;
  recordFilePlace: WatchOptions['recordFilePlace'];
  now: () => Date;
  /** The calls a move goes through. @default node:fs */
  fileSystem?: MoveFileSystem | undefined;
  log: WatchOptions['log'];
  /** A path as the log names it, relative to the drop folder. */
  show: (path: string) => string;
  /** Its claim let go once a file is moved at a later pass. */
  claims: ClaimRegistry;
}

/** A verdict that moves its file on. */
export type MovingVerdict = FileVerdict & { destination: 'done' | 'failed' };

/** `full`: the move was refused for a full disk, in the drop-folder words, with the folder's free space. */
export type MoveOutcome = FilePlace | { full: string };

export interface MovesOnward {
  move(file: ClaimedFile, verdict: MovingVerdict, runIds: readonly number[]): Promise<MoveOutcome>;
  /** True when the file at `path` waits in processing/ for room to be moved on. */
  has(path: string): boolean;
  /** Tries again the moves a full disk refused; said in the log once made. */
  retry(): Promise<void>;
  /** The files still waiting for room. */
  paths(): string[];
}

export function movesOnward(ctx: MoveOnContext): MovesOnward {
  const { folders, summary, moved, now } = ctx;
  const waiting = new Map<string, { file: ClaimedFile; verdict: MovingVerdict; runIds: readonly number[] }>();

  async function move(file: ClaimedFile, verdict: MovingVerdict, runIds: readonly number[]): Promise<MoveOutcome> {
    recheckDropFolders(folders);
    const into = verdict.destination === 'done' ? folders.done : folders.failed;
    const how = { read: verdict.read, taken: file.identity, name: verdict.movedAs ?? verdict.name };
    let place: FilePlace;
    try {
      place = moveHandledFile(file.path, into, how, folders, now(), ctx.fileSystem);
    } catch (error) {
      const full = describeDropDiskFull(error, into, `the file could not be moved to ${relative(folders.root, into)}/`);
      if (!full) throw error;
      waiting.set(file.path, { file, verdict, runIds });
      return { full: `${full}; left in processing/ to be moved on when there is room` };
    }
    // The runs' source path said processing/: `journal show` and history name where the file is now.
    if (place.target && runIds.length > 0) await ctx.recordFilePlace?.(runIds, place.target);
    summary[place.target ? verdict.destination : 'failed'] += 1;
    if (place.target && verdict.destination === 'failed' && verdict.noInvoices) summary.noInvoices += 1;
    const { read, summary: said } = verdict;
    if (place.target && read)
      moved.add({ name: verdict.name ?? file.name, path: place.target, read, summary: said, runIds }, now().getTime());
    return place;
  }

  return {
    async move(file, verdict, runIds) {
      waiting.delete(file.path);
      return move(file, verdict, runIds);
    },
    has: (path) => waiting.has(path),
    async retry() {
      for (const [path, { file, verdict, runIds }] of [...waiting]) {
        waiting.delete(path);
        const place = await move(file, verdict, runIds);
        // Still no room: it waits on, held, without a line each time.
        if ('full' in place) continue;
        await ctx.claims.release(path);
        const where = describeFilePlace(place, folders.processing, ctx.show);
        ctx.log(
          `${verdict.name ?? file.name}: moved on now that the drop folder has room${where}`,
          'file handled',
          runIds,
          handledFileOf(verdict, {
            name: verdict.name ?? file.name,
            destination: verdict.destination,
            path: place.target ?? '',
            runIds: [...runIds],
          }),
        );
      }
    },
    paths: () => [...waiting.keys()],
  };
}
