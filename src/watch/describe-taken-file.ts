/** The start of a handled file's line: its name as taken, and how it came to be taken again or under another name. */
import type { ClaimedFile } from './watch-options.js';

/** Why this watcher parked a file it takes again: the halt its upload stopped on. */
export interface ParkedCause {
  /** The finance system could not be reached, nothing in doubt: only then are its repeat tries quiet. */
  unreachable: boolean;
  /** The halt as its run says it, e.g. `the finance API refused the API key (HTTP 401 Unauthorized)`. */
  reason: string;
}

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
