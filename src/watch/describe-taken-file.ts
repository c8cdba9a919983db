/** The start of a handled file's line: its name as taken, and how it came to be taken again or under another name. */
import type { ClaimedFile } from './watch-options.js';
import type { ParkedCause } from './watch-pass.js';

/** @param parked why this watcher parked it, when it did */
export function describeTakenFile(file: ClaimedFile, parked: ParkedCause | undefined): string {
  const again = parked
    ? ` (parked${parked.unreachable ? ' while the finance system could not be reached' : `: ${parked.reason}`}, taken again)`
    : file.retaken
      ? ' (taken again after an interrupted run)'
      : '';
  const renamed = file.renamedBeforeRead;
  if (!renamed) return `${file.name}${again}`;
  return `${renamed.from}${again}: ${renamed.how} before it was read, handled under that name`;
}

/** The cause a file parked by `verdict` is kept under. */
export function parkedCauseOf(verdict: {
  unreachable?: boolean | undefined;
  halted?: string | undefined;
}): ParkedCause {
  const unreachable = verdict.unreachable === true;
  const reason = verdict.halted ?? (unreachable ? 'the finance system could not be reached' : 'the upload stopped');
  return { unreachable, reason };
}
