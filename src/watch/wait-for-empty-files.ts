/**
 * An empty file is not yet a file to refuse: programs and people create the name first (a
 * placeholder, Explorer's "New file", a copy that truncates and then writes) and the content
 * later, sometimes longer than the settle time after. It waits, as a file still being written
 * does, until it has content or has stayed empty for `waitMs` since it was last written.
 */
import type { FileSighting } from './settle-files.js';

/** The empty files of `ready` to wait for, and why, in the words of the still-being-written line. */
export function waitForEmptyFiles(ready: readonly FileSighting[], now: number, waitMs: number): Map<string, string> {
  const waiting = new Map<string, string>();
  for (const file of ready) {
    if (file.size !== 0 || now - Math.max(file.mtimeMs, file.ctimeMs) >= waitMs) continue;
    waiting.set(
      file.name,
      `it is empty (0 bytes) so far; refused if still empty ${waitMs / 1000} s after it was last written`,
    );
  }
  return waiting;
}
