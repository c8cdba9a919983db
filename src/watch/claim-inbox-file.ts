/**
 * Taking files from `inbox/` into `processing/` when the drop folder's disk may be full: a take
 * the disk refuses (ENOSPC, or the share's quota) leaves the file in inbox/, untaken and nothing of
 * it sent; it is said once, with the disk's free space, and the file is taken at a later pass once
 * there is room while the watcher goes on with the other files.
 */
import { relative } from 'node:path';
import type { CheckedDropFolders } from './check-drop-folders.js';
import { describeDropDiskFull } from './describe-drop-disk-full.js';
import { claimFile, type FileClaim, type MoveFileSystem } from './move-file.js';

/** `taken`, `gone` and `notTaken` as claimFile says; a take the disk refused is said here and is none of them. */
export type InboxClaim = Exclude<FileClaim, { refused: unknown }> | { waiting: true };

export interface InboxClaims {
  claim(name: string, now: Date): InboxClaim;
  /** The files of inbox/ the disk refused to take at their last try. */
  size(): number;
}

/**
 * @param fileSystem the calls the take goes through @default node:fs
 * @param say the line of a file whose take was refused, said once until it is taken or gone
 */
export function inboxClaims(
  folders: CheckedDropFolders,
  fileSystem: MoveFileSystem | undefined,
  say: (line: string) => void,
): InboxClaims {
  const refused = new Set<string>();
  return {
    claim(name, now) {
      const claim = claimFile(folders.inbox, folders.processing, name, now, fileSystem);
      if (!('refused' in claim)) {
        refused.delete(name);
        return claim;
      }
      const into = `${relative(folders.root, folders.processing)}/`;
      const full = describeDropDiskFull(claim.refused, folders.processing, `the file could not be taken into ${into}`);
      if (!refused.has(name))
        say(`${name}: not taken; ${full}; left in inbox/, nothing sent, to be taken when there is room`);
      refused.add(name);
      return { waiting: true };
    },
    size: () => refused.size,
  };
}
