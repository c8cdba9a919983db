/**
 * Files whose name is not valid UTF-8 (written by a Latin-1 system, or unpacked from an old zip):
 * Node cannot name them as strings, so they are moved by their bytes into `processing/` under a
 * readable name, to be refused there with a reason rather than stay in `inbox/` unseen.
 */
import { lstatSync, renameSync } from 'node:fs';
import { whyNotTaken } from './check-dropped-entry.js';
import { freeName } from './move-file.js';
import { recheckDropFolders, type CheckedDropFolders } from './check-drop-folders.js';
import type { ClaimedFile } from './watch-options.js';

/** The name's bytes as UTF-8 when they are valid UTF-8, else undefined. */
export function decodeFileName(raw: Buffer): string | undefined {
  const text = raw.toString('utf8');
  return Buffer.from(text, 'utf8').equals(raw) ? text : undefined;
}

/** `m\xE4y.csv`: what was dropped, every byte outside printable ASCII as \xNN. */
export function showNameBytes(raw: Buffer): string {
  return [...raw]
    .map((b) =>
      b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

export interface UndecodableContext {
  folders: CheckedDropFolders;
  signal: AbortSignal;
  now: () => Date;
  take: (file: ClaimedFile) => Promise<void>;
}

export type UndecodableClaim =
  { taken: string; name: string; problem: string } | { gone: true } | { notTaken: string; name: string };

/** Moves `<folder>/<raw>` into `processing/` under a readable name when it is a plain file. */
export function claimUndecodableName(folder: string, processing: string, raw: Buffer, now: Date): UndecodableClaim {
  const name = raw.toString('utf8').replace(/\uFFFD/g, '_');
  const source = Buffer.concat([Buffer.from(`${folder}/`), raw]);
  try {
    const why = whyNotTaken(source.toString('latin1'), lstatSync(source));
    if (why) return { notTaken: why, name };
    const target = freeName(processing, name, now);
    renameSync(source, target);
    const problem = `the file name is not valid UTF-8 (as dropped: ${showNameBytes(raw)}), so it was renamed ${name}; nothing was sent: give the file a name in plain letters and drop it again`;
    return { taken: target, name, problem };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { gone: true };
    throw error;
  }
}

/** Takes each of `folder`'s names that are not UTF-8 into processing/ with `take`; one not taken goes to `notFiles`, with why. */
export async function takeUndecodableNames(
  folder: string,
  names: readonly Buffer[],
  notFiles: { name: string; why: string }[],
  { folders, signal, now, take }: UndecodableContext,
): Promise<void> {
  for (const raw of names) {
    if (signal.aborted) return;
    recheckDropFolders(folders);
    const claim = claimUndecodableName(folder, folders.processing, raw, now());
    if ('taken' in claim) await take({ name: claim.name, path: claim.taken, retaken: false, problem: claim.problem });
    else if ('notTaken' in claim) notFiles.push({ name: claim.name, why: claim.notTaken });
  }
}
