/**
 * Whether the output files the journal names (a run's results workbook) are still there: retention
 * (`--keep-days`) or a person may have removed them, and a listing that names such a file says so
 * rather than send the reader to a path that opens nothing. A name recorded with `***` for a secret
 * it held is not the file's real name, and a relative one depends on where the command ran: neither
 * is looked up, so neither is said removed.
 */
import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';

/** Path -> whether a file is there now; a path that cannot be judged has no entry. */
export type FilesNow = ReadonlyMap<string, boolean>;

export function lookUpFiles(
  paths: Iterable<string | null | undefined>,
  exists: (path: string) => boolean = existsSync,
): FilesNow {
  const now = new Map<string, boolean>();
  for (const path of paths) {
    if (!path || !isAbsolute(path) || path.includes('***') || now.has(path)) continue;
    now.set(path, exists(path));
  }
  return now;
}
