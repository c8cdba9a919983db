/** The sha256 of a file's content, to recognise the same file dropped twice under any name. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
