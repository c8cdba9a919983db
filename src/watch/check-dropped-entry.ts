/**
 * Which entries of `inbox/` (or `processing/`) the watcher may move and read: plain files with one
 * name, and nothing else. Everything is judged by lstat, which never follows a link: a link to a
 * file elsewhere (the journal, another team's folder) would have that file read and uploaded, and
 * the mapping chosen by the link's name rather than the file's.
 */
import { readlinkSync, type Stats } from 'node:fs';
import { nameSpecialFile } from '../sheets/name-special-file.js';

/** Why the entry at `path` is not taken, or undefined for a plain file the watcher may take. */
export function whyNotTaken(path: string, stat: Stats): string | undefined {
  if (stat.isSymbolicLink()) {
    let target = '?';
    try {
      target = readlinkSync(path);
    } catch {
      // Gone since the lstat: the message still says what it was.
    }
    return `a symbolic link to ${target}; only plain files are taken, copy the file itself into inbox/`;
  }
  if (stat.isDirectory()) return 'a folder; files inside folders are not taken, put them into inbox/ itself';
  const special = nameSpecialFile(stat);
  if (special) return `${special}, not a file`;
  // A second name may be the journal, or a file outside the drop folder that another program
  // still writes; the watcher cannot tell which name is the real one, so it takes none. Copying
  // (as staff and file transfers do) always gives one name; only `ln` and some backup tools give more.
  if (stat.nlink > 1)
    return `the file has ${stat.nlink} names (hard links), another of which may lie outside the drop folder or be the journal; copy the file into inbox/ instead of linking it`;
  return undefined;
}
