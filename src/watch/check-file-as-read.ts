/**
 * Whether the file the watcher is about to move is still the file it read. A copy that pauses
 * longer than settleMs and then writes the rest through the same open file looks settled, is
 * taken, read and posted in part, and grows afterwards: moved to done/ as it is, the invoices
 * written after the read would never be posted and nothing would say so.
 * The file is hashed once, when the handler reads it; before the move it is hashed again only
 * when its identity or times moved, or when its times are too coarse to tell (whole seconds, as
 * on FAT and some shares).
 */
import { stat } from 'node:fs/promises';
import { hashFile } from '../batch/hash-file.js';
import { moveInto } from './move-file.js';

/** The file as the handler read it: identity, size and times (taken before the hash), and content hash. */
export interface FileAsRead {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
  sha256: string;
}

/** The file as it is now; throws hashFile's InputFileError when it cannot be read. */
export async function takeFileAsRead(path: string): Promise<FileAsRead> {
  let info;
  try {
    info = await stat(path, { bigint: true });
  } catch (error) {
    // hashFile says why a file cannot be read, in a user's words.
    await hashFile(path);
    throw error;
  }
  // Taken before the hash: a write during it moves the times, and the check below hashes again.
  const { dev, ino, size, mtimeNs, ctimeNs } = info;
  return { dev, ino, size, mtimeNs, ctimeNs, sha256: await hashFile(path) };
}

const SECOND_NS = 1_000_000_000n;

/** How the file differs from `read`, in a user's words; undefined when its content is the same or it is gone. */
export async function describeChangeSinceRead(path: string, read: FileAsRead | undefined): Promise<string | undefined> {
  if (!read) return undefined;
  const now = await stat(path, { bigint: true }).catch(() => undefined);
  if (!now) return undefined;
  if (now.size !== read.size) return `${read.size} bytes when read, ${now.size} bytes now`;
  const same =
    now.dev === read.dev && now.ino === read.ino && now.mtimeNs === read.mtimeNs && now.ctimeNs === read.ctimeNs;
  const fineTimes = read.mtimeNs % SECOND_NS !== 0n || read.ctimeNs % SECOND_NS !== 0n;
  if (same && fineTimes) return undefined;
  // Times alone may move without a change of content (a touch); the hash decides.
  const sha256 = await hashFile(path).catch(() => undefined);
  if (sha256 !== undefined && sha256 !== read.sha256) return 'its content changed';
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
