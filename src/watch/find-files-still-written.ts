/**
 * Files of `inbox/` that stopped changing but are not finished: a copy program still holds them
 * open for writing (it may pause for longer than any settle time and then write the rest through
 * the same descriptor), or a text file's last line has no line end yet (a record cut off where
 * the writer paused) and it changed only recently. Taking either would post part of a file.
 */
import { open } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { describeFileWriters, findFileWriters } from './find-file-writers.js';
import type { FileSighting } from './settle-files.js';

/** Files read as lines of text, whose every record ends with a line end when their writer is done. */
const TEXT_EXTENSIONS = new Set(['.csv', '.tsv', '.txt']);

async function endsMidLine(path: string, size: number): Promise<boolean> {
  if (size === 0 || !TEXT_EXTENSIONS.has(extname(path).toLowerCase())) return false;
  const file = await open(path, 'r').catch(() => undefined);
  if (!file) return false;
  try {
    const last = Buffer.alloc(1);
    const { bytesRead } = await file.read(last, 0, 1, size - 1);
    return bytesRead === 1 && last[0] !== 0x0a && last[0] !== 0x0d;
  } finally {
    await file.close();
  }
}

/**
 * Why each of `files` (in `folder`) is still being written, by name; a file that is finished is
 * not in the map.
 * @param quietMs a text file whose last line has no line end is taken once unchanged this long:
 *   some programs never end their last line.
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
    else if (now - file.mtimeMs < quietMs && (await endsMidLine(path, file.size)))
      why.set(file.name, 'its last line has no line end yet');
  }
  return why;
}
