/** The start of a handled file's line: its name as taken, and how it came to be taken again or under another name. */
import type { ClaimedFile } from './watch-options.js';

/** @param parked this watcher parked it while the finance system could not be reached */
export function describeTakenFile(file: ClaimedFile, parked: boolean): string {
  const again = parked
    ? ' (parked while the finance system could not be reached, taken again)'
    : file.retaken
      ? ' (taken again after an interrupted run)'
      : '';
  const renamed = file.renamedBeforeRead;
  if (!renamed) return `${file.name}${again}`;
  return `${renamed.from}${again}: ${renamed.how} before it was read, handled under that name`;
}
