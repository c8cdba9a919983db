/**
 * What an upload records of a file it reads: the SHA-256 of its content, and proof that the
 * content did not change from before the hash until the last row was read.
 *
 * Hashing the bytes as the readers consume them would be exact too, but the XLSX reader seeks
 * inside the zip and the CSV reader parses in a worker thread; a private copy to read from costs
 * a second file as large. Comparing before and after is exact and cheap instead: the file's
 * identity and times are taken before hashing and again after reading, and the content is
 * hashed again (about 20 ms for the 10 MB of a 100,000-row CSV). The times catch a file changed
 * and changed back while it was read (the change time moves on every write, and no program can
 * set it back); the second hash catches a change the times miss where they are coarse (FAT,
 * some network shares).
 */
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { InputFileError } from '../errors.js';
import { hashFile } from './hash-file.js';

export interface FileFingerprint {
  sha256: string;
  /** Device, inode, size, modification and change times, in nanoseconds where the system has them. */
  identity: FileIdentity;
}

interface FileIdentity {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
}

async function identityOf(path: string): Promise<FileIdentity> {
  const info = await stat(path, { bigint: true });
  return { dev: info.dev, ino: info.ino, size: info.size, mtimeNs: info.mtimeNs, ctimeNs: info.ctimeNs };
}

/** How `after` differs from `before`, in a user's words; undefined when it does not. */
function describeChange(before: FileIdentity, after: FileIdentity): string | undefined {
  if (before.dev !== after.dev || before.ino !== after.ino) return 'another file was saved in its place';
  if (before.size !== after.size) return `${before.size} bytes before, ${after.size} bytes now`;
  if (before.mtimeNs !== after.mtimeNs || before.ctimeNs !== after.ctimeNs) return 'it was written to';
  return undefined;
}

function changed(path: string, when: string, how: string): InputFileError {
  return new InputFileError(
    `the file changed ${when} (${how}); nothing was posted from it. Wait until it is saved, then run again`,
    { file: basename(path) },
  );
}

/** The SHA-256 of a file that did not change while it was hashed; throws an InputFileError when it did. */
export async function fingerprintFile(path: string): Promise<FileFingerprint> {
  const fingerprint = await takeFingerprint(path);
  if (typeof fingerprint === 'string') throw changed(path, 'while it was read', fingerprint);
  return fingerprint;
}

/** The SHA-256 of a file, or how it changed while it was hashed. */
export async function takeFingerprint(path: string): Promise<FileFingerprint | string> {
  let identity: FileIdentity;
  try {
    identity = await identityOf(path);
  } catch (error) {
    // hashFile says why a file cannot be read, in a user's words.
    await hashFile(path);
    throw error;
  }
  const sha256 = await hashFile(path);
  return (await changeSince(path, identity)) ?? { sha256, identity };
}

/** How the file is no longer what `before` fingerprinted, in a user's words; undefined when it is. */
export async function changeOfFile(path: string, before: FileFingerprint): Promise<string | undefined> {
  const how = await changeSince(path, before.identity);
  if (how !== undefined) return how;
  const sha256 = await hashFile(path).catch(() => undefined);
  return sha256 === before.sha256 ? undefined : 'its content differs';
}

/** Throws an InputFileError when the file is no longer what `before` fingerprinted. */
export async function checkFileUnchanged(path: string, before: FileFingerprint): Promise<void> {
  const how = await changeOfFile(path, before);
  if (how) throw changed(path, 'while it was read', how);
}

/** Throws an InputFileError when the file's content is not the `sha256` a caller took before. */
export function checkTakenContent(path: string, fingerprint: FileFingerprint, sha256: string): void {
  if (fingerprint.sha256 !== sha256) throw changed(path, 'after it was taken', 'its content differs');
}

async function changeSince(path: string, before: FileIdentity): Promise<string | undefined> {
  try {
    return describeChange(before, await identityOf(path));
  } catch {
    return 'it was moved or deleted';
  }
}
