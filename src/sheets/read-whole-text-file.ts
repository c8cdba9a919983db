/**
 * Reads a small text file whole (a list of references, saved answers, an API key) with a bound:
 * a pipe, device or folder is refused before reading, and so is a file larger than the reader
 * takes, so neither /dev/zero nor a mistaken multi-GB file can fill memory or wait forever.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { decodeSettingsText } from '../config-file/decode-settings-text.js';
import { describeMissingFile } from './describe-missing-file.js';
import { nameSpecialFile } from './name-special-file.js';

const CHUNK_BYTES = 1024 * 1024;

export type WholeText = { text: string } | { problem: string };

/** The file's text, or what stopped it being read, phrased to follow "cannot read the file: ". */
export async function readWholeTextFile(path: string, maxBytes: number): Promise<WholeText> {
  let handle;
  try {
    // O_NONBLOCK: opening a FIFO would otherwise wait for a writer; the type is checked on the handle.
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const info = await handle.stat();
    const special = nameSpecialFile(info);
    if (special) return { problem: `expected a file, got ${special}` };
    if (info.size > maxBytes) return { problem: tooLarge(info.size, maxBytes) };
    // Read to the end, not to the size stat gave: a file that grew past the bound is refused, not cut.
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.alloc(CHUNK_BYTES);
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
      if (length > maxBytes) return { problem: tooLarge(length, maxBytes) };
    }
    // Lists written on Windows: UTF-16 with a byte-order mark (PowerShell 5.1's `>`) is read, ANSI refused by name.
    const decoded = decodeSettingsText(Buffer.concat(chunks, length));
    if ('problem' in decoded)
      return { problem: decoded.line === undefined ? decoded.problem : `line ${decoded.line}: ${decoded.problem}` };
    return decoded;
  } catch (error) {
    return { problem: reasonOf(path, error) };
  } finally {
    await handle?.close();
  }
}

function tooLarge(size: number, maxBytes: number): string {
  return `the file holds at least ${size} bytes, more than the ${maxBytes} such a file is read up to: check that it is the right file`;
}

function reasonOf(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return describeMissingFile(path);
  if (code === 'EACCES') return 'permission denied';
  if (code === 'EISDIR') return 'expected a file, got a folder';
  return (error as Error).message;
}
