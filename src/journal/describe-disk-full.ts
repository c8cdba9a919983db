/**
 * A journal write refused because the disk (or the user's quota) under it is full reads as SQLite
 * words, "disk I/O error" or "database or disk is full", which send an operator to check the
 * hardware. Told here as what it is, with the folder and its free space. SQLITE_FULL, ENOSPC and
 * EDQUOT say so themselves; an I/O error is taken for it when the folder's file system has
 * (almost) no room left: SQLite reports a failed write of its WAL or shared-memory file that way.
 */
import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';

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

/**
 * `the disk (or quota) holding the journal is full: /srv/ib has 8 KiB free`, when that is why
 * `error` happened to the journal at `file`; undefined otherwise.
 */
export function describeDiskFull(error: unknown, file: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  const folder = dirname(file);
  const free = freeBytes(folder);
  const full =
    FULL_CODES.has(code) || (code.startsWith('SQLITE_IOERR') && free !== undefined && free < NEARLY_FULL_BYTES);
  if (!full) return undefined;
  return `the disk (or quota) holding the journal is full${free === undefined ? `: ${folder}` : `: ${folder} has ${kib(free)} free`}`;
}
