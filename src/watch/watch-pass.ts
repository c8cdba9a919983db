/** What the drop-folder loop tells at the end of each pass (the heartbeat's input, beat-watcher.ts). */
import type { ParkedCause } from './describe-taken-file.js';
import type { HandledFile } from './watch-summary.js';

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
