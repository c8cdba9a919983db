/**
 * A drop folder's sub-folders must be folders of its own. Were one a symbolic link, the watcher
 * would take files out of (or move them into) whatever folder it points to, the journal's
 * included. They are created when missing and checked once at the start; their identity (device
 * and inode, read with lstat, which never follows a link) is checked again before every move.
 */
import { lstatSync, mkdirSync, readlinkSync, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from '../errors.js';
import { isPostgresLocation } from '../journal/journal-location.js';
import { findFolderSpellings } from './find-folder-spelling.js';
import { dropFolders, MANAGED_FOLDERS, type DropFolders, type ManagedFolder } from './drop-folders.js';

/** The drop folder's sub-folders as they were when the watcher checked them. */
export interface CheckedDropFolders extends DropFolders {
  identities: Record<ManagedFolder, string>;
}

const identity = (stat: Stats) => `${stat.dev}:${stat.ino}`;

function errnoOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    if (errnoOf(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** What `stat` is when it is not a folder the watcher may use: `a symbolic link to ...`, `a file`. */
function kindOf(path: string, stat: Stats): string | undefined {
  if (stat.isSymbolicLink()) {
    let target = '?';
    try {
      target = readlinkSync(path);
    } catch {
      // Gone since the lstat: the message still says what it was.
    }
    return `a symbolic link to ${target}`;
  }
  return stat.isDirectory() ? undefined : 'a file';
}

function refuse(folders: DropFolders, message: string): never {
  throw new ConfigError(message, { file: folders.root });
}

const NOT_A_LINK =
  'inbox/, processing/, done/, failed/ and results/ must be folders of the drop folder itself, not links: the watcher would move files out of or into the folder a link points to. Replace it with a plain folder';

/** Creates the missing sub-folders (and the root) and refuses any that is not a folder of its own. */
export function openDropFolders(root: string, journalFile?: string): CheckedDropFolders {
  const folders = dropFolders(root);
  try {
    // The root itself may be reached through a link (a share mounted elsewhere): only what lies in it matters.
    mkdirSync(folders.root, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `cannot create the drop folder (${errnoOf(error)})`,
      { file: folders.root },
      { cause: error },
    );
  }
  const spellings = findFolderSpellings(folders.root, MANAGED_FOLDERS);
  for (const name of MANAGED_FOLDERS) folders[name] = join(folders.root, spellings[name]);
  const identities = {} as Record<ManagedFolder, string>;
  for (const name of MANAGED_FOLDERS) {
    const path = folders[name];
    let stat = lstatOrUndefined(path);
    if (!stat) {
      try {
        // Not recursive: mkdir then fails on anything planted meanwhile instead of accepting it.
        mkdirSync(path);
      } catch (error) {
        if (errnoOf(error) !== 'EEXIST') refuse(folders, `${name}/ cannot be created (${errnoOf(error)})`);
      }
      stat = lstatSync(path);
    }
    const kind = kindOf(path, stat);
    if (kind === 'a file') refuse(folders, `${name}/: expected a folder, got a file; move the file away`);
    if (kind) refuse(folders, `${name}/ is ${kind}; ${NOT_A_LINK}`);
    identities[name] = identity(stat);
  }
  const checked = { ...folders, identities };
  if (journalFile) refuseJournalInside(checked, journalFile);
  return checked;
}

/**
 * A journal in one of the sub-folders would be taken or moved like a dropped file. Compared by
 * identity, not by name, so that a link or a bind mount to the same folder is seen through.
 */
function refuseJournalInside(folders: CheckedDropFolders, journalFile: string): void {
  if (isPostgresLocation(journalFile)) return;
  let stat: Stats;
  try {
    stat = statSync(dirname(journalFile));
  } catch {
    // The journal's folder does not exist yet: then it is none of these.
    return;
  }
  const name = MANAGED_FOLDERS.find((n) => folders.identities[n] === identity(stat));
  if (name)
    throw new ConfigError(
      `the journal ${journalFile} lies in the drop folder's ${name}/; the watcher would move it like a dropped file. Keep the journal outside inbox/, processing/, done/, failed/ and results/`,
      { file: folders.root },
    );
}

/**
 * Throws when a sub-folder is no longer the folder checked at the start (swapped for a link, or
 * moved away). Node has no renameat() relative to an open folder, so a swap in the instant between
 * this check and the rename cannot be ruled out; checking just before each move leaves only that
 * instant, and only someone who may write to the drop folder itself can use it.
 */
export function recheckDropFolders(folders: CheckedDropFolders): void {
  for (const name of MANAGED_FOLDERS) {
    const stat = lstatOrUndefined(folders[name]);
    if (stat && identity(stat) === folders.identities[name]) continue;
    const now = stat ? (kindOf(folders[name], stat) ?? 'another folder') : 'gone';
    refuse(
      folders,
      `${name}/ is now ${now}: it changed while the watcher ran. The watcher stopped without moving anything more; put the folder back and start the watcher again`,
    );
  }
}
