/**
 * Moving a handled file on to `done/` or `failed/`. A file staff renamed or moved while it was
 * handled is the same file under another path, found by its identity: one in `processing/` or back
 * in `inbox/` is moved on (in inbox/ it would be taken again); one in a folder of staff's own stays
 * where they put it.
 */
import { dirname } from 'node:path';
import type { DropFolders } from './drop-folders.js';
import type { FileAsRead } from './check-file-as-read.js';
import { findRenamed } from './find-renamed-file.js';
import { moveInto } from './move-file.js';

/** Where a handled file ended up. */
export interface FilePlace {
  /** Where the file lies now; undefined when it was not found (deleted, or moved out of the drop folder). */
  target: string | undefined;
  /** Where staff renamed or moved it while it was handled, if they did. */
  movedTo: string | undefined;
}

export function moveHandledFile(
  path: string,
  into: string,
  read: FileAsRead | undefined,
  folders: DropFolders,
  now: Date,
): FilePlace {
  const target = moveInto(path, into, now);
  if (target) return { target, movedTo: undefined };
  const movedTo = findRenamed(folders.root, folders.processing, read);
  if (!movedTo) return { target: undefined, movedTo };
  const ours = [folders.processing, folders.inbox].includes(dirname(movedTo));
  return { target: ours ? moveInto(movedTo, into, now) : movedTo, movedTo };
}
