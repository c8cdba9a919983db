/**
 * Moving files between the drop sub-folders. Every move is a rename on the same file system,
 * which is atomic: of two watchers that rename the same file, exactly one succeeds. A rename moves
 * the name it is given and never follows a link, so what is moved is what lstat saw.
 */
import * as fs from 'node:fs';
import { closeSync, constants, lstatSync, readdirSync, renameSync, rmSync, type Stats } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fitFileStem } from '../report/fit-file-stem.js';
import { fileStamp } from '../report/local-time.js';
import { foldFileName } from '../report/fold-file-name.js';
import { isDiskFull } from '../journal/describe-disk-full.js';
import { whyNotTaken } from './check-dropped-entry.js';

/**
 * `taken`: the file's path in `processing/`; `gone`: another watcher took it first; `notTaken`: why
 * not; `refused`: the rename's error when the drop folder's disk refused it (full, or its quota).
 */
export type FileClaim = { taken: string } | { gone: true } | { notTaken: string } | { refused: unknown };

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Takes `inbox/<name>` into `processing/` when it is a plain file, and only then.
 * @param fileSystem the calls the rename goes through @default node:fs
 */
export function claimFile(
  inbox: string,
  processing: string,
  name: string,
  now: Date,
  fileSystem: MoveFileSystem = fs,
): FileClaim {
  const source = join(inbox, name);
  let before: Stats;
  try {
    before = lstatSync(source);
  } catch (error) {
    if (isGone(error)) return { gone: true };
    throw error;
  }
  const why = whyNotTaken(source, before);
  if (why) return { notTaken: why };
  const target = freeName(processing, name, now);
  try {
    // No copy and no reserved name: a rename on one file system, which a full disk (or quota) still
    // refuses when processing/ needs a new block for the name.
    fileSystem.renameSync(source, target);
  } catch (error) {
    if (isGone(error)) return { gone: true };
    if (isDiskFull(error)) return { refused: error };
    throw error;
  }
  // Swapped for a link (or linked again) between the lstat and the rename: the rename moved the
  // link itself, never what it points to; it goes back where it was found, untouched.
  const after = lstatSync(target);
  const changed = after.dev !== before.dev || after.ino !== before.ino ? 'another entry' : undefined;
  const whyNow = changed ?? whyNotTaken(target, after);
  if (whyNow) {
    renameSync(target, freeName(inbox, name, now));
    return { notTaken: `${whyNow} (it changed while it was taken)` };
  }
  return { taken: target };
}

/** The calls a move goes through: node:fs's own, or in tests ones failing as a full disk does. */
export type MoveFileSystem = Pick<typeof fs, 'openSync' | 'renameSync'>;

/**
 * Moves a file into `folder`, keeping its name (or the `name` given) unless that is taken (then a
 * time stamp is added). Undefined when the file is gone (someone deleted it while it was handled).
 */
export function moveInto(
  file: string,
  folder: string,
  now: Date,
  name = basename(file),
  fileSystem: MoveFileSystem = fs,
): string | undefined {
  const target = reserveName(folder, name, now, fileSystem);
  try {
    // Replaces the empty file reserveName made, which nobody else can have claimed.
    fileSystem.renameSync(file, target);
  } catch (error) {
    // A move refused (a full disk) leaves no empty file of the name behind in `folder`.
    rmSync(target, { force: true });
    if (!isGone(error)) throw error;
    return undefined;
  }
  return target;
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

function* candidates(folder: string, name: string, now: Date): Generator<string> {
  // `march.xlsx` beside `March.xlsx` is one name on a Windows share or macOS, and the folder may be
  // copied to one later: a name taken in another case or normalisation is taken.
  const taken = new Set(readdirSync(folder).map(foldFileName));
  const free = (candidate: string) => !taken.has(foldFileName(candidate));
  if (free(name)) yield join(folder, name);
  const ext = extname(name);
  const stem = fitFileStem(name.slice(0, name.length - ext.length));
  const stamp = fileStamp(now);
  for (let n = 1; ; n++) {
    const candidate = `${stem}.${stamp}${n > 1 ? `-${n}` : ''}${ext}`;
    if (free(candidate)) yield join(folder, candidate);
  }
}

/**
 * `folder/name`, or `folder/stem.YYYYMMDD-HHMMSS[-n].ext` when an entry (a link too, even a dangling
 * one) has that name. Only a look: two watchers may pick the same name. Used for `processing/`,
 * where a reserved empty file would be seen as a file left by a watcher that died.
 */
export function freeName(folder: string, name: string, now: Date): string {
  for (const candidate of candidates(folder, name, now)) if (!exists(candidate)) return candidate;
  throw new Error('unreachable');
}

// O_EXCL fails on any existing entry, a dangling link included, and O_NOFOLLOW keeps it from
// following one; not defined on Windows, where O_EXCL alone already refuses an existing link.
const RESERVE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/**
 * Like freeName, but the name is claimed by creating an empty file exclusively, so that two
 * watchers finishing files of one name at once never replace each other's file in `done/`.
 */
export function reserveName(folder: string, name: string, now: Date, fileSystem: MoveFileSystem = fs): string {
  for (const candidate of candidates(folder, name, now)) {
    try {
      closeSync(fileSystem.openSync(candidate, RESERVE, 0o666));
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('unreachable');
}
