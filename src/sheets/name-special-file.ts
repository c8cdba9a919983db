/**
 * What a path names when it is not a regular file, in the words of a message. Reading a FIFO waits
 * for a writer that may never come and a device such as /dev/zero never ends, so every command
 * refuses them before reading, and names them for what they are.
 */
import type { Stats } from 'node:fs';

/** `a folder`, `a named pipe (FIFO)`, `a socket` or `a device`; undefined for a regular file. */
export function nameSpecialFile(info: Stats): string | undefined {
  if (info.isFile()) return undefined;
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isSocket()) return 'a socket';
  return 'a device';
}
