/** What a watcher did with the files it took, for its last log line and `watch --json`. */
import type { NotTakenEntry } from './note-entry-not-taken.js';
import type { OutcomeWord } from '../report/outcome-words.js';

/** Where a handled file went; `processing`: stopped part way, left where it is to be taken again. */
export type FileDestination = 'done' | 'failed' | 'processing';

/** One handled file, for the summary. */
export interface HandledFile {
  name: string;
  /** `inbox`: it changed after it was read (a copy still being written) and was put back to be taken again. */
  destination: FileDestination | 'inbox';
  /** Where the file lies now. */
  path: string;
  summary: string;
  resultsWorkbook: string | undefined;
  /** Why no annotated copy of the file came back beside its results. @default none */
  annotationProblem?: string | undefined;
  /** The journal's runs of the file, oldest first: a file parked and taken again has one per try. */
  runIds: number[];
  /** The invoices of its upload. @default none: nothing of it was uploaded (refused) */
  invoices?: number;
  /** Of `invoices`, how many have each outcome word, every word in the vocabulary's order. @default none, as `invoices` */
  outcomes?: Record<OutcomeWord, number>;
  /** Rows were read and the mapping's rules left out every one, as `upload --json`'s runs[] says it. */
  everyRowLeftOut: boolean;
}

export interface WatchSummary {
  done: number;
  failed: number;
  /** Files left in the inbox because they were still changing (`once` only). */
  leftChanging: number;
  /**
   * Files left in `processing/` part way (the finance API could not be reached, or the watcher was
   * stopped), or in `inbox/` because the drop folder's disk refused to take them: work undone.
   */
  parked: number;
  /** Of `parked`, the files stopped because the finance API could not be reached, with nothing in doubt (`watch --once` exits 69 when they are all). */
  parkedUnreachable: number;
  /** Files put back in the inbox because they changed after they were read (a copy still being written). */
  changedAfterRead: number;
  /** Files that changed after they were moved to done/ or failed/: rows written then were never posted. */
  changedAfterMove: number;
  /** Of `failed`, the files that held no invoices (a header alone, or rows the mapping's rules all left out). */
  noInvoices: number;
  /** Files whose results workbook could not be written (results/ full or not writable); their invoices were sent. */
  resultsUnwritten: number;
  /** Entries of `inbox/` and `processing/` never taken: links, pipes, sockets, folders, files with several names. */
  leftNotFiles: number;
  /** Those entries, as the watcher left them. */
  notTaken: NotTakenEntry[];
  files: HandledFile[];
}

export function emptyWatchSummary(): WatchSummary {
  return {
    done: 0,
    failed: 0,
    noInvoices: 0,
    parked: 0,
    parkedUnreachable: 0,
    leftChanging: 0,
    changedAfterRead: 0,
    changedAfterMove: 0,
    resultsUnwritten: 0,
    leftNotFiles: 0,
    notTaken: [],
    files: [],
  };
}
