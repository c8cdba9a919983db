/**
 * What the journal records a dropped file's claim by: a hash of its path in processing/, not the
 * path, whose name may hold the API key or a URL password. The same path gives the same key on
 * every host, so two watchers still cannot hold the same file.
 */
import { createHash } from 'node:crypto';

export function claimKeyOf(path: string): string {
  return `sha256:${createHash('sha256').update(path).digest('hex')}`;
}
