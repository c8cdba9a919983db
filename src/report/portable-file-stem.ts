/**
 * A file name stem every file system a drop folder syncs to can hold. Results land in folders that
 * OneDrive, SharePoint, Dropbox or an SMB share carry to Windows and macOS: a name with a
 * character Windows forbids never syncs back, and two names that differ only by Unicode
 * normalisation (`März` typed on Linux and copied from a Mac) are one name on macOS and SMB, so
 * the second would overwrite or conflict with the first.
 */

/** Windows forbids these and the control characters (including a macOS `Icon\r`) in a name. */
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/**
 * `stem` in NFC with each forbidden character as `_`. A dot or space at its end is kept: a stem is
 * always followed by what the name adds (`-results-<stamp>.xlsx`), so it never ends the name.
 */
export function portableFileStem(stem: string): string {
  return stem.normalize('NFC').replace(FORBIDDEN, '_');
}
