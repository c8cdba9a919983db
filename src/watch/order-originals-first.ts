/**
 * The order in which settled files are taken: a file before the copies of it that sync clients
 * and file managers make (`may (1).csv`, `may - Copy.csv`, `may-DESKTOP-4F2K9Q1.csv`, `may (Jane's
 * conflicted copy 2026-05-01).csv`). Two identical files arriving together are one upload: the
 * first taken goes through and the other is refused as already uploaded, so the one taken first
 * must be the original, whose name staff know. By name rather than by time: a sync client sets a
 * copy's time to the original's, or to when it arrived, so times do not tell which came first.
 */
import { extname } from 'node:path';

const COPY_SUFFIXES: readonly RegExp[] = [
  / \(\d+\)$/, // Windows Explorer, Google Drive, browsers: "may (1)"
  / - copy( \(\d+\))?$/i, // Windows Explorer: "may - Copy", "may - Copy (2)"
  / copy( \d+)?$/i, // macOS Finder: "may copy", "may copy 2"
  /-(desktop|laptop)-[0-9a-z]+$/i, // OneDrive's conflict copy, named after the computer: "may-DESKTOP-4F2K9Q1"
  / \([^()]*conflicted copy[^()]*\)$/i, // Dropbox and Nextcloud: "may (Jane's conflicted copy 2026-05-01)"
  /\.sync-conflict-\d{8}-\d{6}(-[0-9a-z]+)?$/i, // Syncthing: "may.sync-conflict-20260501-101500-ABCDEFG"
];

/** The name without its copy suffix, and whether it had one. */
function originalOf(name: string): { original: string; copy: boolean } {
  const ext = extname(name);
  let stem = name.slice(0, name.length - ext.length);
  let copy = false;
  // A copy of a copy carries two suffixes: "may - Copy (2)", "may (1) (1)".
  for (let found = true; found;) {
    found = false;
    for (const suffix of COPY_SUFFIXES) {
      const match = suffix.exec(stem);
      if (match && match.index > 0) {
        stem = stem.slice(0, match.index);
        copy = found = true;
      }
    }
  }
  return { original: stem + ext, copy };
}

/** `names` in name order, each original before its copies. */
export function orderOriginalsFirst(names: readonly string[]): string[] {
  const keyed = names.map((name) => ({ name, ...originalOf(name) }));
  keyed.sort(
    (a, b) => a.original.localeCompare(b.original) || Number(a.copy) - Number(b.copy) || a.name.localeCompare(b.name),
  );
  return keyed.map((entry) => entry.name);
}
