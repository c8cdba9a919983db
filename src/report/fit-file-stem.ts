/**
 * A file name's stem short enough that the names built from it (`<stem>-results-<stamp>-<n>.xlsx`,
 * `<stem>.<stamp>-<n>.csv`) stay within the 255 bytes most file systems allow, whatever was dropped.
 */
import { createHash } from 'node:crypto';

/** Room left for what is added to a stem: `-annotated-YYYYMMDD-HHMMSS-1000.xlsx` is 36 bytes. */
export const MAX_STEM_BYTES = 200;

/**
 * `stem` itself when it fits `maxBytes` (UTF-8), else its start, cut between characters, with `~`
 * and 8 hex digits of its hash: two long names alike in their first bytes still get names of their own.
 * @param maxBytes @default MAX_STEM_BYTES
 */
export function fitFileStem(stem: string, maxBytes: number = MAX_STEM_BYTES): string {
  if (Buffer.byteLength(stem) <= maxBytes) return stem;
  const tag = `~${createHash('sha256').update(stem).digest('hex').slice(0, 8)}`;
  let kept = '';
  for (const char of stem) {
    if (Buffer.byteLength(kept + char) + tag.length > maxBytes) break;
    kept += char;
  }
  return kept + tag;
}
