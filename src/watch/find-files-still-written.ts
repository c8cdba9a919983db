/**
 * Files of `inbox/` that stopped changing but are not finished: a copy program still holds them
 * open for writing (it may pause for longer than any settle time and then write the rest through
 * the same descriptor), or a text file's last line has no line end yet (a record cut off where
 * the writer paused) or its end is still the NUL bytes of space set aside, and it changed only
 * recently. Taking either would post part of a file.
 */
import { open } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { describeFileWriters, findFileWriters } from './find-file-writers.js';
import type { FileSighting } from './settle-files.js';

/** Files read as lines of text, whose every record ends with a line end when their writer is done. */
const TEXT_EXTENSIONS = new Set(['.csv', '.tsv', '.txt']);

/** The last byte of a text file, which tells whether its writer is done; undefined for other files. */
async function lastTextByte(path: string, size: number): Promise<number | undefined> {
  if (size === 0 || !TEXT_EXTENSIONS.has(extname(path).toLowerCase())) return undefined;
  const file = await open(path, 'r').catch(() => undefined);
  if (!file) return undefined;
  try {
    const last = Buffer.alloc(1);
    const { bytesRead } = await file.read(last, 0, 1, size - 1);
    return bytesRead === 1 ? last[0] : undefined;
  } finally {
    await file.close();
  }
}

/** Why a text file ending in `last` looks unfinished; undefined when it ends as a finished one does. */
function describeUnfinishedEnd(last: number | undefined): string | undefined {
  if (last === undefined || last === 0x0a || last === 0x0d) return undefined;
  // A writer that sets the file's size first (a remote copy, a download manager) fills NUL bytes in later.
  if (last === 0) return 'it ends in NUL bytes so far: space its writer set aside and has not filled yet';
  return 'its last line has no line end yet';
}

/**
 * Why each of `files` (in `folder`) is still being written, by name; a file that is finished is
 * not in the map.
 * @param quietMs a text file whose end looks unfinished is taken once unchanged this long: some
 *   programs never end their last line, and a file NUL-padded for good is refused when read.
 */
export async function findFilesStillWritten(
  folder: string,
  files: readonly FileSighting[],
  now: number,
  quietMs: number,
): Promise<Map<string, string>> {
  const why = new Map<string, string>();
  if (files.length === 0) return why;
  const writers = await findFileWriters(files.map((file) => join(folder, file.name)));
  for (const file of files) {
    const path = join(folder, file.name);
    const open = writers.get(path);
    if (open) why.set(file.name, `open for writing by ${describeFileWriters(open)}`);
    else if (now - Math.max(file.mtimeMs, file.ctimeMs) < quietMs) {
      // ctime too: a copy tool may set the mtime back after each part it writes.
      const end = describeUnfinishedEnd(await lastTextByte(path, file.size));
      if (end) why.set(file.name, end);
    }
  }
  return why;
}
