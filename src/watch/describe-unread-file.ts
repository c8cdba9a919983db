/**
 * Why a file taken into `processing/` could not be read, in a finance user's words. One that is
 * not there any more is looked for by what it was when taken: staff (or a sync client) may have
 * renamed it, dragged it back into `inbox/` or into a folder of their own, and the refusal says
 * where it went and what becomes of it, where "deleted" would send them looking for a lost file.
 */
import { dirname, relative } from 'node:path';
import type { DropFolders } from './drop-folders.js';
import { findRenamed } from './find-renamed-file.js';
import type { ClaimedFile } from './watch-options.js';

/** @param code the error code of the read, e.g. `ENOENT`, `EACCES` */
export function describeUnreadFile(file: ClaimedFile, folders: DropFolders, code: string): string {
  if (code !== 'ENOENT')
    return `cannot read the file (${code}); nothing was sent: let the watcher's user read it (e.g. chmod 644) and drop it again`;
  const found = findRenamed(folders.root, folders.processing, file.identity);
  if (!found)
    return 'the file does not exist: it was deleted or moved out of the drop folder before it was read; nothing was sent';
  const where = relative(folders.root, found);
  if (dirname(found) === folders.processing)
    return `it was renamed to ${where} before it was read; nothing was sent under its first name: it is taken again under its new name`;
  if (dirname(found) === folders.inbox)
    return `it was moved back to ${where} before it was read; nothing was sent yet: it is taken again from inbox/`;
  return `it was moved to ${where} before it was read; nothing was sent: drop it into inbox/ to upload it`;
}
