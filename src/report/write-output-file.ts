/**
 * Every file the tool writes into an output folder goes through here. It is written under a
 * temporary name that is unpredictable and created exclusively (a planted file or symbolic link of
 * that name makes the open fail rather than be followed), then published under its final name:
 * - a name the user gave (`--out list.xlsx`) is replaced whole by a rename, or, with `keep`, claimed
 *   with a hard link, which fails (OutputFileExistsError) when a file has that name;
 * - a stamped name (`<base>-<YYYYMMDD-HHMMSS>.<ext>`) is claimed with a hard link, which fails
 *   when the name exists, so two runs in one second get `-2`, `-3` ... and never share a file.
 * A half-written file never carries the final name, and a failure leaves nothing behind. The file is
 * flushed to the disk before it is published, and a failure at any step (open, a write, the flush,
 * the close, the rename) is the writer's failure, never a promise left waiting: a disk that fills
 * while a long workbook streams would otherwise end the process without a word.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { constants, copyFileSync, createWriteStream, mkdirSync, readdirSync, rmSync, type WriteStream } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fitFileStem } from './fit-file-stem.js';
import { foldFileName } from './fold-file-name.js';
import { fileStamp } from './local-time.js';
import { OutputFileExistsError } from './output-file-exists-error.js';

/**
 * The file-system calls an output file is written with: node:fs's own, or, in tests, ones that fail
 * at a chosen step. The write stream makes the callback ones (write, writev, fsync, close).
 */
export type OutputFileSystem = Pick<
  typeof fs,
  'open' | 'openSync' | 'write' | 'writev' | 'fsync' | 'close' | 'renameSync' | 'linkSync'
>;

const NODE_FILE_SYSTEM: OutputFileSystem = fs;

/**
 * Where a file goes: exactly `file`, or the first free stamped name in `folder`.
 * `keep`: a file already named `file` stays as it is and the write fails. @default false
 */
export type OutputName =
  { file: string; keep?: boolean } | { folder: string; base: string; at: Date; extension: string };

export interface PendingOutputFile {
  /** The temporary file; write the content here and end it. */
  stream: WriteStream;
  /** The temporary file's path (the stream, opened from a descriptor, does not know it). */
  path: string;
  /** Waits for the stream to close, moves the file to its final name and returns that name. */
  publish(): Promise<string>;
  /** Closes and removes the temporary file (after a failure). */
  discard(): Promise<void>;
}

/** The longest file name ext4, APFS and NTFS (in UTF-16 units, never more than UTF-8 bytes) hold, UTF-8 bytes. */
const MAX_NAME_BYTES = 255;
/**
 * What a temporary name adds: `.<16 hex digits>.partial` (25 bytes), and the streamed workbook's
 * spool files beside it, `<temporary>.sheet<n>` (write-streamed-workbook.ts), up to `.sheet99999`.
 */
const TEMPORARY_SUFFIX_BYTES = 25 + 11;
/** Enough numbered names for every run of one second; past them something else is wrong. */
const MAX_SUFFIX = 1000;
/**
 * Workbooks and CSVs are for the finance staff who share the folder: created 0666 less the umask,
 * so the service's umask (e.g. systemd's `UMask=0007`) decides who may open them.
 */
export const SHARED_FILE_MODE = 0o666;
/** What must stay private (answers the journal could not record, spools): the owner only, whatever the umask. */
export const PRIVATE_FILE_MODE = 0o600;

// O_NOFOLLOW is not defined on Windows; O_EXCL alone already refuses an existing link there.
const EXCLUSIVE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

function folderOf(name: OutputName): string {
  return 'file' in name ? dirname(name.file) : name.folder;
}

function stemOf(name: OutputName): string {
  return 'file' in name ? basename(name.file) : `${name.base}-${fileStamp(name.at)}.${name.extension}`;
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

/** Moves `temp` to the first stamped name nobody has; never replaces an existing file. */
function claimStampedName(
  temp: string,
  name: Extract<OutputName, { folder: string }>,
  fileSystem: OutputFileSystem,
): string {
  // Every name it may take, `-1000` included, fits: a long source name is cut, never refused by the file system.
  const tail = `-${fileStamp(name.at)}`;
  const stamped = `${fitFileStem(name.base, MAX_NAME_BYTES - Buffer.byteLength(`${tail}-${MAX_SUFFIX}.${name.extension}`))}${tail}`;
  // `March-results-…` beside `march-results-…` is one name on a Windows share or macOS: taken too.
  const taken = new Set(readdirSync(name.folder).map(foldFileName));
  let linkable = true;
  for (let n = 1; n <= MAX_SUFFIX; n += 1) {
    const candidate = join(name.folder, n === 1 ? `${stamped}.${name.extension}` : `${stamped}-${n}.${name.extension}`);
    if (taken.has(foldFileName(basename(candidate)))) continue;
    try {
      // A folder that cannot hold hard links (some network shares) gets an exclusive copy instead.
      if (linkable) fileSystem.linkSync(temp, candidate);
      else copyFileSync(temp, candidate, constants.COPYFILE_EXCL);
      rmSync(temp, { force: true });
      return candidate;
    } catch (error) {
      if (isCode(error, 'EEXIST')) continue;
      if (linkable && isCode(error, 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK')) {
        linkable = false;
        n -= 1;
        continue;
      }
      throw error;
    }
  }
  throw new Error(`${name.folder}: ${MAX_SUFFIX} files named ${stamped}.${name.extension} already exist`);
}

/** Moves `temp` to `file` only when no file has that name (the user's file is never replaced). */
function claimFreeName(temp: string, file: string, fileSystem: OutputFileSystem): string {
  try {
    try {
      fileSystem.linkSync(temp, file);
    } catch (error) {
      if (!isCode(error, 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK')) throw error;
      copyFileSync(temp, file, constants.COPYFILE_EXCL);
    }
  } catch (error) {
    if (isCode(error, 'EEXIST')) throw new OutputFileExistsError(file, { cause: error });
    throw error;
  }
  rmSync(temp, { force: true });
  return file;
}

/** Ends the stream and waits until it is closed; its error (a write, the flush, the close) is thrown. */
async function closed(stream: WriteStream): Promise<void> {
  if (!stream.closed) {
    if (!stream.writableEnded) stream.end();
    await new Promise<void>((resolve) => stream.once('close', () => resolve()));
  }
  if (stream.errored) throw stream.errored;
}

/**
 * Settles with the stream's first error: an error after the writer awaited its last step is not lost.
 * `path` names the file: a stream opened on a descriptor has no path of its own.
 */
function failureOf(stream: WriteStream, path: string): Promise<never> {
  const failed = new Promise<never>((_, reject) => {
    const fail = () => reject(stream.errored ?? new Error(`${path}: closed before it was written`));
    stream.once('error', fail);
    stream.once('close', () => {
      if (stream.errored || !stream.writableFinished) fail();
    });
  });
  failed.catch(() => undefined);
  return failed;
}

/**
 * An unpredictable temporary path beside `name`'s final place (the folder is created when
 * missing), for a writer that opens its own file: it must open it exclusively (flag `wx`).
 */
export function temporaryPathFor(name: OutputName): string {
  const folder = folderOf(name);
  mkdirSync(folder, { recursive: true });
  const stem = fitFileStem(stemOf(name), MAX_NAME_BYTES - TEMPORARY_SUFFIX_BYTES);
  return join(folder, `${stem}.${randomBytes(8).toString('hex')}.partial`);
}

/** Moves the complete file `temp` to its final name and returns that name; `temp` is gone either way. */
export function publishOutputFile(temp: string, name: OutputName, fileSystem = NODE_FILE_SYSTEM): string {
  try {
    if (!('file' in name)) return claimStampedName(temp, name, fileSystem);
    if (name.keep) return claimFreeName(temp, name.file, fileSystem);
    fileSystem.renameSync(temp, name.file);
    return name.file;
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * Opens the temporary file for `name`; the folder is created when missing. The stream flushes the
 * file to the disk before it closes, so a disk that is full only then fails here, not later.
 * @param mode the file's mode before the umask @default SHARED_FILE_MODE
 * @param fileSystem the calls it is written with @default node:fs
 */
export function openOutputFile(
  name: OutputName,
  mode = SHARED_FILE_MODE,
  fileSystem = NODE_FILE_SYSTEM,
): PendingOutputFile {
  const temp = temporaryPathFor(name);
  const stream = createWriteStream(temp, {
    fd: fileSystem.openSync(temp, EXCLUSIVE, mode),
    flush: true,
    fs: fileSystem,
  });
  // Without a listener an error would be thrown; it is read back from stream.errored instead.
  stream.on('error', () => undefined);
  return {
    stream,
    path: temp,
    async publish() {
      await closed(stream);
      return publishOutputFile(temp, name, fileSystem);
    },
    async discard() {
      stream.destroy();
      await closed(stream).catch(() => undefined);
      rmSync(temp, { force: true });
    },
  };
}

/**
 * Writes the file with `write` (which may end the stream) and publishes it; returns the final name.
 * A stream error fails it even while `write` waits for an event the failed stream will never give
 * (exceljs's workbook writer waits so for a sheet to be zipped, or for the file to finish).
 * @param mode the file's mode before the umask @default SHARED_FILE_MODE
 * @param fileSystem the calls it is written with @default node:fs
 */
export async function writeOutputFile(
  name: OutputName,
  write: (stream: WriteStream) => Promise<void>,
  mode = SHARED_FILE_MODE,
  fileSystem = NODE_FILE_SYSTEM,
): Promise<string> {
  const pending = openOutputFile(name, mode, fileSystem);
  try {
    await Promise.race([write(pending.stream), failureOf(pending.stream, pending.path)]);
    return await pending.publish();
  } catch (error) {
    await pending.discard();
    throw error;
  }
}
