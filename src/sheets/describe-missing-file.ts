/**
 * Why a file named on the command line is not found. Node reads the command line as UTF-8 and
 * puts U+FFFD in place of bytes that are not, so a file whose name holds such bytes (a Latin-1
 * name copied from an old system) cannot be opened by the name it was given, though it exists.
 */
import path from 'node:path';

const REPLACED = /\uFFFD+/g;

/** `no such file`, or for a name that lost bytes, what happened and how to rename the file. */
export function describeMissingFile(file: string): string {
  if (!file.includes('\uFFFD')) return 'no such file';
  const pattern = path.basename(file).replace(REPLACED, '*');
  return (
    'its name holds bytes that are not UTF-8, so this program cannot open it by that name (no such file); ' +
    `rename it to a UTF-8 name, for example in its folder: mv -i ${pattern} new-name${path.extname(file)}`
  );
}
