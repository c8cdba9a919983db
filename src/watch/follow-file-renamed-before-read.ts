/**
 * A file staff (or a sync client writing a conflict copy) renamed in `processing/`, or dragged
 * back into `inbox/`, after the watcher took it and before it was read: nothing was sent from it,
 * and it is the same file the finance user dropped, so it is handled under its new name at once.
 * Left for a later look, it would be taken as a file a watcher that died left behind, or as a new
 * drop, and its results would name neither its first name nor what happened.
 */
import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { DropFolders } from './drop-folders.js';
import { findRenamed, identityOf } from './find-renamed-file.js';
import { claimFile } from './move-file.js';
import type { ClaimedFile } from './watch-options.js';

/**
 * The file to handle in place of `file` when it is not where it was taken but lies under another
 * name in `processing/` or `inbox/` (then taken back into `processing/`); undefined when it is
 * where it was taken, or elsewhere, or gone (the handler refuses it then, saying where it went).
 */
export function followFileRenamedBeforeRead(
  file: ClaimedFile,
  folders: DropFolders,
  show: (path: string) => string,
  now: Date,
): ClaimedFile | undefined {
  if (existsSync(file.path) || !file.identity) return undefined;
  const found = findRenamed(folders.root, folders.processing, file.identity);
  if (!found) return undefined;
  const how = dirname(found) === folders.processing ? 'renamed to' : 'moved to';
  let path = found;
  if (dirname(found) === folders.inbox) {
    const claim = claimFile(folders.inbox, folders.processing, basename(found), now);
    if (!('taken' in claim)) return undefined;
    path = claim.taken;
  } else if (dirname(found) !== folders.processing) return undefined;
  return {
    name: basename(found),
    path,
    retaken: false,
    problem: file.problem,
    identity: identityOf(path),
    renamedBeforeRead: { from: file.renamedBeforeRead?.from ?? file.name, how: `${how} ${show(found)}` },
  };
}
