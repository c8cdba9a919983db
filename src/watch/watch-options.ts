/** What the drop-folder loop is given (its options, the claim registry, the handler) and what a handler returns. */
import type { DropFolders } from './drop-folders.js';
import type { MoveFileSystem } from './move-file.js';
import type { ResultsFromJournal } from './journal-results.js';
import type { FileAsRead } from './check-file-as-read.js';
import type { FileIdentity } from './find-renamed-file.js';
import type { FileDestination } from './watch-summary.js';
import type { NotTakenEntry } from './note-entry-not-taken.js';
import type { MovedFileChange } from './watch-moved-files.js';
import type { OutcomeCounts } from '../report/count-outcomes.js';
import type { HandledFile } from './watch-summary.js';
import type { WatchPass } from './watch-pass.js';

/** A file this watcher holds in `processing/`. */
export interface ClaimedFile {
  /** Name as dropped. */
  name: string;
  /** Where it lies now, in `processing/`. */
  path: string;
  /** True when it was left in `processing/` by an earlier watcher and is taken again. */
  retaken: boolean;
  /** Why the file is refused before it is read (its name could not be kept), to go to `failed/`. */
  problem?: string | undefined;
  /** The file as it was taken, to find it by when staff rename or move it before it is read. @default none */
  identity?: FileIdentity | undefined;
  /** How staff renamed or moved it before it was read, and the name it was taken under: `renamed to processing/x.csv`. @default none */
  renamedBeforeRead?: { from: string; how: string } | undefined;
}

/** Where a handled file goes and what the log line says about it. */
export interface FileVerdict {
  /** `processing`: stopped part way; left where it is to be taken again. */
  destination: FileDestination;
  /**
   * Stopped because the finance API could not be reached, with nothing in doubt, rejected or invalid:
   * the upload's exit code would be 69 (`uploadExitCode`). @default false
   */
  unreachable?: boolean | undefined;
  /** Why its upload stopped when it stays in processing/, e.g. `the finance API refused the API key`: the heartbeat names it. @default none */
  halted?: string | undefined;
  /** One phrase, e.g. `12 invoices: 10 created, 2 invalid`. */
  summary: string;
  /** The results workbook written for the file. */
  resultsWorkbook: string | undefined;
  /** The journal's runs of this handling: the upload's, or the earlier one it finished. @default none */
  runIds?: readonly number[] | undefined;
  /** The invoices of the file's upload by outcome, as its results count them. @default none: nothing of it was uploaded */
  counts?: OutcomeCounts | undefined;
  /** The file held no invoices: nothing of it posted (upload's exit 3). @default false */
  noInvoices?: boolean | undefined;
  /** Rows were read and the mapping's rules left out every one: no invoice came of the file. @default false */
  everyRowLeftOut?: boolean | undefined;
  /** Why the file's results workbook could not be written, after its invoices were sent: logged as an error. @default none */
  resultsProblem?: string | undefined;
  /**
   * The drop folder's disk is full: what could not be written there, and its free space. The file
   * stays in processing/ to be tried again; logged as an error. @default none
   */
  dropDiskFull?: string | undefined;
  /** Why the file's annotated copy was not written, though its invoices were sent: said in its line. @default none */
  annotationProblem?: string | undefined;
  /** The file as the handler read it, checked before the move; none when it could not be read. @default none */
  read?: FileAsRead | undefined;
  /** Its name in done/ or failed/ as its results workbook names it, taken when still free. @default `name` */
  movedAs?: string | undefined;
  /**
   * The file's name in done/ or failed/ and in its log line: as dropped, with `***` for the API key
   * or a long password of the base URL it holds, as its results name it. @default its name as dropped
   */
  name?: string | undefined;
}

/**
 * Who holds which file in `processing/`; shared by every watcher of the folder (the journal). A
 * claim lapses when its watcher is gone (its pid ended, or it stopped renewing the claim).
 */
export interface ClaimRegistry {
  /** True when this watcher now holds `path` (or already did); false when a live watcher holds it. */
  hold(path: string): Promise<boolean> | boolean;
  release(path: string): Promise<void> | void;
}

export interface WatchOptions {
  root: string;
  /** The journal's SQLite file (or postgres:// URL): a drop folder holding it in a sub-folder is refused. */
  journalFile?: string | undefined;
  /** A file is taken once unchanged this long, ms. */
  settleMs: number;
  /** Pause between looks at the inbox without `once`, ms. */
  pollMs: number;
  /** Handle what is there, then return. */
  once: boolean;
  /** First wait before a file left in `processing/` (the finance API could not be reached) is taken again, ms; doubled after each try. @default 30000 */
  retryMs?: number | undefined;
  /** The longest wait between two tries of such a file, ms. @default 600000 */
  retryMaxMs?: number | undefined;
  /** Aborted: take no new file; the one in hand is finished. */
  signal: AbortSignal;
  claims: ClaimRegistry;
  handle(file: ClaimedFile, folders: DropFolders): Promise<FileVerdict>;
  /**
   * One line per file and per notable event, the event's name and the file's runs for a JSON log;
   * a handled file's line also the file as `watch --json` lists it.
   */
  log(
    line: string,
    event:
      | 'file handled'
      | 'file still parked'
      | 'results not written'
      | 'drop folder full'
      | 'results written later'
      | 'entry not taken'
      | 'file still being written'
      | 'file open'
      | 'file left changing'
      | 'file changed after reading'
      | 'file changed after moving'
      | 'journal locked',
    runIds?: readonly number[],
    file?: HandledFile,
  ): void;
  /**
   * The journal's list of handled files whose results workbook the results folder refused, and
   * their writing from it into `folders.results` (journal-results.ts). @default none: such a
   * workbook is not written again
   */
  resultsFromJournal?: ResultsFromJournal | undefined;
  /** Writes the note staff see in `results/` for an entry never taken, and returns its path. @default none: the log line only */
  noteNotTaken?: ((entry: NotTakenEntry, folders: DropFolders) => Promise<string>) | undefined;
  /** Records where a handled file went (`done/`, `failed/`) for the runs made of it. @default none: the runs keep `processing/` */
  recordFilePlace?: ((runIds: readonly number[], path: string) => Promise<void>) | undefined;
  /** Writes the note staff see in `results/` for a file that changed after it was moved, and returns its path. @default none: the log line only */
  noteChangedAfterMove?:
    ((change: MovedFileChange, reason: string, folders: DropFolders) => Promise<string>) | undefined;
  /** Told where the loop stands at the end of every pass over the folder (the heartbeat). @default nothing */
  onPass?: ((pass: WatchPass) => void) | undefined;
  /**
   * A text with `***` for the secrets a dropped file's name may hold (the API key, a long URL
   * password): every line the loop logs and every name it reports pass through it, as the file's
   * moved name does. @default keeps the text
   */
  maskName?: ((text: string) => string) | undefined;
  /** The calls takes into processing/ and moves to done/ and failed/ go through: node:fs's own, or in tests ones failing as a full disk does. @default node:fs */
  fileSystem?: MoveFileSystem | undefined;
  /** @default () => new Date() */
  now?: () => Date;
}
