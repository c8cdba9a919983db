/**
 * A file staff renamed (or moved within the folder) in `processing/` while it was handled is the
 * same file under another name: the same device and inode as when it was read, and the same size.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FileAsRead } from './check-file-as-read.js';

/** The path in `folder` of the file that was read, under a new name; undefined when there is none. */
export function findRenamed(folder: string, read: FileAsRead | undefined): string | undefined {
  if (!read) return undefined;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    try {
      const stat = lstatSync(path, { bigint: true });
      if (stat.isFile() && stat.dev === read.dev && stat.ino === read.ino && stat.size === read.size) return path;
    } catch {
      // Gone since the listing.
    }
  }
  return undefined;
}
