/**
 * Where a dropped file is when its results are written, for the results workbook, when it is no
 * longer in `processing/` under the name it was read by: finance staff who only see the folder
 * read there that it was renamed, moved into a folder of theirs, or is gone, rather than look in
 * `done/` or `failed/` for a file that never arrives there.
 */
import { existsSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { DropFolders } from './drop-folders.js';
import { findRenamed, type FileIdentity } from './find-renamed-file.js';
import { GONE_WHILE_HANDLED } from './describe-file-place.js';

/** Undefined while the file is where it was read. */
export function describeSourceNow(
  path: string,
  read: FileIdentity | undefined,
  folders: DropFolders,
): string | undefined {
  if (existsSync(path)) return undefined;
  const found = findRenamed(folders.root, folders.processing, read);
  if (!found) return GONE_WHILE_HANDLED;
  const where = relative(folders.root, found);
  if (dirname(found) === folders.processing)
    return `renamed to ${where} while it was handled; it goes on to done/ or failed/ under that name`;
  if (dirname(found) === folders.inbox)
    return `moved to ${where} while it was handled; it goes on to done/ or failed/ under that name, not taken again`;
  return `moved to ${where} while it was handled; left there`;
}
