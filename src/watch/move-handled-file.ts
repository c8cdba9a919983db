/**
 * Moving a handled file on to `done/` or `failed/`. A file staff renamed or moved while it was
 * handled is the same file under another path, found by its identity: one that was read, in
 * `processing/` or back in `inbox/`, is moved on (in inbox/ it would be taken again); one in a
 * folder of staff's own stays where they put it. One that went before it was read is never moved
 * on: nothing was sent from it, and where it lies it is taken again as any file there is.
 */
import { dirname } from 'node:path';
import type { DropFolders } from './drop-folders.js';
import { findRenamed, type FileIdentity } from './find-renamed-file.js';
import { moveInto, type MoveFileSystem } from './move-file.js';

/** Where a handled file ended up. */
export interface FilePlace {
  /** Where the file lies now; undefined when it was not found (deleted, or moved out of the drop folder). */
  target: string | undefined;
  /** Where staff renamed or moved it while it was handled, if they did. */
  movedTo: string | undefined;
}

/**
 * @param read the file as the handler read it; undefined when it was not read
 * @param taken the file as it was taken, found by when it was not read
 * @param name its name in `into`, with `***` for a secret it held @default its own
 * @param fileSystem the calls the move goes through @default node:fs
 */
export function moveHandledFile(
  path: string,
  into: string,
  { read, taken, name }: { read: FileIdentity | undefined; taken: FileIdentity | undefined; name?: string | undefined },
  folders: DropFolders,
  now: Date,
  fileSystem?: MoveFileSystem,
): FilePlace {
  const target = moveInto(path, into, now, name, fileSystem);
  if (target) return { target, movedTo: undefined };
  const movedTo = findRenamed(folders.root, folders.processing, read ?? taken);
  if (!movedTo || !read) return { target: movedTo, movedTo };
  const ours = [folders.processing, folders.inbox].includes(dirname(movedTo));
  return { target: ours ? moveInto(movedTo, into, now, undefined, fileSystem) : movedTo, movedTo };
}
