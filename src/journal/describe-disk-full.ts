/**
 * A journal write refused because the disk (or the user's quota) under it is full reads as SQLite
 * words, "disk I/O error" or "database or disk is full", which send an operator to check the
 * hardware. Told here as what it is, with the folder and its free space. SQLITE_FULL, ENOSPC and
 * EDQUOT say so themselves; an I/O error is taken for it when the folder's file system has
 * (almost) no room left: SQLite reports a failed write of its WAL or shared-memory file that way.
 */
import { statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Below this much free space, an I/O error of a write is taken for a full disk, bytes. */
export const NEARLY_FULL_BYTES = 1024 * 1024;

const FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);

function freeBytes(folder: string): number | undefined {
  try {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

const kib = (bytes: number) => `${Math.floor(bytes / 1024)} KiB`;

/** `/srv/drop has 8 KiB free`: the folder made absolute (a relative one reads as `.` in a service's log). */
export function describeFreeSpace(folder: string): string {
  const absolute = resolve(folder);
  const free = freeBytes(absolute);
  return free === undefined ? absolute : `${absolute} has ${kib(free)} free`;
}

/**
 * PostgreSQL's SQLSTATE for a full disk (class 53, disk_full), sent as `could not extend file
 * "base/16384/16402": No space left on device`: the server's disk, whose free space is not seen here.
 */
const POSTGRES_DISK_FULL = '53100';

/** True when `error` says its disk (or quota) is full, as the system or SQLite words it. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && FULL_CODES.has(code);
}

/**
 * `the disk (or quota) holding the journal is full: /srv/ib has 8 KiB free`, when that is why
 * `error` happened to the journal at `file`; undefined otherwise.
 */
export function describeDiskFull(error: unknown, file: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (code === POSTGRES_DISK_FULL)
    return `the disk (or quota) holding the journal is full: the PostgreSQL server's disk${file ? ` (${file})` : ''}`;
  // Where the journal is not known (a step failed below any journal call), only SQLite's own words
  // are the journal's: a system error may be any other disk's (the drop folder's, the results').
  if (file === '') return code === 'SQLITE_FULL' ? 'the disk (or quota) holding the journal is full' : undefined;
  const folder = resolve(dirname(file));
  const free = freeBytes(folder);
  const full =
    FULL_CODES.has(code) || (code.startsWith('SQLITE_IOERR') && free !== undefined && free < NEARLY_FULL_BYTES);
  if (!full) return undefined;
  return `the disk (or quota) holding the journal is full: ${describeFreeSpace(folder)}`;
}
