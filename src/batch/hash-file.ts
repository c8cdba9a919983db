/** sha256 of a file, read as a stream: the identity of an uploaded file, and of a file dropped twice under any name. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { InputFileError } from '../errors.js';

export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const why =
      code === 'ENOENT'
        ? 'the file does not exist'
        : code === 'EISDIR'
          ? 'expected a file, got a folder'
          : `cannot read the file (${code})`;
    throw new InputFileError(why, { file: path }, { cause: error });
  }
  return hash.digest('hex');
}
