/**
 * Moving files between the drop sub-folders. Every move is a rename on the same file system,
 * which is atomic: of two watchers that rename the same file, exactly one succeeds.
 */
import { existsSync, renameSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileStamp } from '../report/local-time.js';

/** Takes `inbox/<name>` into `processing/`; undefined when another watcher took it first. */
export function claimFile(inbox: string, processing: string, name: string, now: Date): string | undefined {
  const target = freeName(processing, name, now);
  try {
    renameSync(join(inbox, name), target);
    return target;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Moves a file into `folder`, keeping its name unless that is taken (then a time stamp is added). */
export function moveInto(file: string, folder: string, now: Date): string {
  const target = freeName(folder, basename(file), now);
  renameSync(file, target);
  return target;
}

/** `folder/name`, or `folder/stem.YYYYMMDD-HHMMSS[-n].ext` when that exists already: nothing is overwritten. */
export function freeName(folder: string, name: string, now: Date): string {
  const plain = join(folder, name);
  if (!existsSync(plain)) return plain;
  const ext = extname(name);
  const stem = name.slice(0, name.length - ext.length);
  const stamp = fileStamp(now);
  for (let n = 1; ; n++) {
    const candidate = join(folder, `${stem}.${stamp}${n > 1 ? `-${n}` : ''}${ext}`);
    if (!existsSync(candidate)) return candidate;
  }
}
