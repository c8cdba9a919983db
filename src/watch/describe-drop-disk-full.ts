/**
 * A write into the drop folder refused because its disk (or the share's quota) is full: told as
 * the drop folder's, with its absolute path and free space, never as the journal's disk (which
 * may be another with room). The file stays in `processing/`, where staff see it, and is tried
 * again once there is room: the watcher goes on with the other files meanwhile.
 */
import { describeFreeSpace, isDiskFull } from '../journal/describe-disk-full.js';

/**
 * `THE DROP FOLDER'S DISK IS FULL: /srv/drop/results has 8 KiB free; <what> (<error>)` when
 * `error` is a full disk's; undefined otherwise.
 * @param folder the folder the write went to
 * @param what what could not be written, e.g. `the note saying why could not be written`
 */
export function describeDropDiskFull(error: unknown, folder: string, what: string): string | undefined {
  if (!isDiskFull(error)) return undefined;
  const reason = error instanceof Error ? error.message : String(error);
  return `THE DROP FOLDER'S DISK IS FULL: ${describeFreeSpace(folder)}; ${what} (${reason})`;
}
