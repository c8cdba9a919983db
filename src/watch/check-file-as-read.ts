/**
 * Whether the file the watcher is about to move is still the file it read. A copy that pauses
 * longer than settleMs and then writes the rest through the same open file looks settled, is
 * taken, read and posted in part, and grows afterwards: moved to done/ as it is, the invoices
 * written after the read would never be posted and nothing would say so.
 */
import { stat } from 'node:fs/promises';
import { hashFile } from '../batch/hash-file.js';
import { moveInto } from './move-file.js';

/** The file as it was before it was handled: size, times and content hash. */
export interface FileAsRead {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  sha256: string;
}

/** The file as it is now, or undefined when it cannot be read (handling says why). */
export async function readFileAsRead(path: string): Promise<FileAsRead | undefined> {
  try {
    const info = await stat(path);
    return { size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs, sha256: await hashFile(path) };
  } catch {
    return undefined;
  }
}

/** How the file differs from `read`, in a user's words; undefined when its content is the same or it is gone. */
export async function describeChangeSinceRead(path: string, read: FileAsRead | undefined): Promise<string | undefined> {
  if (!read) return undefined;
  const now = await readFileAsRead(path);
  if (!now) return undefined;
  if (now.size !== read.size) return `${read.size} bytes when read, ${now.size} bytes now`;
  // Times alone may move without a change of content (a touch); the hash decides.
  if (now.sha256 !== read.sha256) return 'its content changed';
  return undefined;
}

/**
 * Puts the file back in `inbox` when it is not the file that was read: it is still being written,
 * and is taken again once it stops changing. What was posted from it stays recorded, so the
 * invoices already created are skipped then. Undefined when it is unchanged.
 */
export async function putBackIfChanged(
  path: string,
  read: FileAsRead | undefined,
  inbox: string,
  now: Date,
): Promise<{ change: string; path: string | undefined } | undefined> {
  const change = await describeChangeSinceRead(path, read);
  return change ? { change, path: moveInto(path, inbox, now) } : undefined;
}
