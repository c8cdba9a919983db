/**
 * What lies in a folder that a watcher may take: plain files, no temp or lock files. Links,
 * pipes, sockets, folders and files with several names are listed apart, to be reported.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { whyNotTaken } from './check-dropped-entry.js';
import { decodeFileName } from './claim-undecodable-name.js';
import { EXCEL_TEMP_MS, isExcelTempName, isIgnoredFileName } from './is-ignored-file-name.js';
import type { FileSighting } from './settle-files.js';

/** An entry that is never taken, and why. */
export interface NotAFile {
  name: string;
  why: string;
}

export interface FolderScan {
  files: FileSighting[];
  notFiles: NotAFile[];
  /** Names that are not valid UTF-8, as their bytes. */
  undecodable: Buffer[];
  /** The names never taken (lock, temp and system files), which tell about the files beside them. */
  ignored: string[];
}

/** Why a file named as Excel's temporary save file is reported once it stays. */
const STAYED_EXCEL_TEMP = `its name has the shape of Excel's temporary save file (8 hexadecimal digits, no extension), but it stayed over ${EXCEL_TEMP_MS / 60_000} minutes, which such a file never does; add the extension its content has (.csv, .xlsx) to have it taken`;

/** @param now the time of the look, ms: a name of Excel's temporary shape is passed over while younger than EXCEL_TEMP_MS */
export function scanFolder(folder: string, now = Date.now()): FolderScan {
  const files: FileSighting[] = [];
  const notFiles: NotAFile[] = [];
  const undecodable: Buffer[] = [];
  const ignored: string[] = [];
  for (const raw of readdirSync(folder, { encoding: 'buffer' })) {
    const name = decodeFileName(raw);
    if (name === undefined) {
      if (!isIgnoredFileName(raw.toString('utf8'))) undecodable.push(raw);
      continue;
    }
    if (isIgnoredFileName(name)) {
      ignored.push(name);
      continue;
    }
    try {
      const stat = lstatSync(join(folder, name));
      const why = whyNotTaken(join(folder, name), stat);
      if (why) notFiles.push({ name, why });
      else if (isExcelTempName(name)) {
        if (now - Math.max(stat.mtimeMs, stat.ctimeMs) < EXCEL_TEMP_MS) ignored.push(name);
        else notFiles.push({ name, why: STAYED_EXCEL_TEMP });
      } else files.push({ name, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs });
    } catch (error) {
      // Taken by another watcher between listing and lstat.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return { files: files.sort(byName), notFiles: notFiles.sort(byName), undecodable, ignored };
}
