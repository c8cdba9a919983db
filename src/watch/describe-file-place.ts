/**
 * Where a handled file ended up, for the end of its log line: moved on as usual, renamed or moved
 * by staff while it was handled (and then moved on, or left where they put it), or gone.
 */
import { dirname } from 'node:path';
import type { FilePlace } from './move-handled-file.js';

/** A file not found anywhere in the drop folder after it was handled. */
export const GONE_WHILE_HANDLED = 'gone: it was deleted or moved out of the drop folder while it was handled';

export function describeFilePlace(
  { target, movedTo }: FilePlace,
  processing: string,
  show: (path: string) => string,
): string {
  if (!target) return `; ${GONE_WHILE_HANDLED}`;
  if (!movedTo) return ` -> ${show(target)}`;
  const how = dirname(movedTo) === processing ? 'renamed to' : 'moved to';
  const moved = `; ${how} ${show(movedTo)} while it was handled`;
  return target === movedTo ? `${moved}; left there` : `${moved} -> ${show(target)}`;
}
