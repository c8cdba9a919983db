/** What the drop-folder loop tells at the end of each pass (the heartbeat's input, beat-watcher.ts). */
import type { HandledFile } from './watch-summary.js';

/** Why this watcher parked a file it takes again: the halt its upload stopped on. */
export interface ParkedCause {
  /** The finance system could not be reached, nothing in doubt: only then are its repeat tries quiet. */
  unreachable: boolean;
  /** The halt as its run says it, e.g. `the finance API refused the API key (HTTP 401 Unauthorized)`. */
  reason: string;
}

/** Where the loop stands at the end of a pass. */
export interface WatchPass {
  /** Every file handled since the watcher started (the summary's files). */
  files: readonly HandledFile[];
  /** Files in inbox/ still changing, taken once they settle. */
  waiting: number;
  /** Why each file parked in processing/ to be tried again stopped: an outage, a refused key, a used-up quota. */
  parked: readonly ParkedCause[];
  /** Files held because the drop folder's disk is full (in processing/, or not yet out of inbox/). */
  heldByFullDisk: number;
  /** Files whose results workbook is still to be written. */
  resultsUnwritten: number;
}
