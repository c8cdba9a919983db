/**
 * A file staff renamed or moved while it was handled (renamed in `processing/`, dragged back into
 * `inbox/` or into a folder of their own beside it) is the same file under another path: the same
 * device and inode as when it was taken or read, and the same size. It is looked for in the whole drop
 * folder, `processing/` first; links are never followed, so nothing outside it is searched.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What tells a file from every other under any name: its device, inode and size. */
export interface FileIdentity {
  dev: bigint;
  ino: bigint;
  size: bigint;
}

/** The identity of the file at `path` now; undefined when there is none. */
export function identityOf(path: string): FileIdentity | undefined {
  try {
    const { dev, ino, size } = lstatSync(path, { bigint: true });
    return { dev, ino, size };
  } catch {
    return undefined;
  }
}

/** Folders deeper than this below the drop folder are not searched: staff sort by a level or two. */
const MAX_DEPTH = 4;

function search(folder: string, read: FileIdentity, depth: number, skip: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    // Gone or unreadable: the file is not to be found there.
    return undefined;
  }
  const folders: string[] = [];
  for (const name of names) {
    const path = join(folder, name);
    if (path === skip) continue;
    try {
      const stat = lstatSync(path, { bigint: true });
      if (stat.isFile() && stat.dev === read.dev && stat.ino === read.ino && stat.size === read.size) return path;
      if (stat.isDirectory() && depth < MAX_DEPTH) folders.push(path);
    } catch {
      // Gone since the listing.
    }
  }
  for (const sub of folders) {
    const found = search(sub, read, depth + 1, skip);
    if (found) return found;
  }
  return undefined;
}

/**
 * The path of the file that was taken or read, under its new name or in its new folder within the
 * drop folder `root`; undefined when there is none (deleted, or moved out of the drop folder).
 */
export function findRenamed(root: string, processing: string, read: FileIdentity | undefined): string | undefined {
  if (!read) return undefined;
  return search(processing, read, 1, '') ?? search(root, read, 0, processing);
}
