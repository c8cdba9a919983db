/** What an upload is given: the files, where they go, and how. */
import type { ApiTarget } from '../finance-api/api-target.js';
import type { CreateOutcome } from '../finance-api/call-outcome.js';
import type { InvoiceJson } from '../finance-api/create-invoice.js';
import type { SendHooks } from './send/send-loop-options.js';
import type { MappedInvoice } from '../mapping/mapped-invoice.js';
import type { AnnotationTables } from '../report/annotated-copy/write-annotated-copy.js';
import type { DuplicateRules } from './send/interpret-create-outcome.js';
import type { UploadProgress } from './upload-progress.js';
import type { DateStyle } from '../report/date-style.js';
import type { SkippedRows } from '../mapping/filter-rows.js';
import type { RunSummary } from '../journal/summarize-run.js';

export interface UploadSource {
  /** Path of the file. */
  path: string;
  /** Reads the file through the mapping; throws InputFileError or ConfigError for a file-level problem. */
  read(): AsyncIterable<MappedInvoice>;
  /** Throws what `read` would throw first for a file it cannot open, from the file's first bytes. @default not checked before reading */
  check?: (() => Promise<void>) | undefined;
  /**
   * The SHA-256 the caller took of the file before (the drop folder's check for content uploaded
   * before); the file is refused when it reads otherwise. @default not checked
   */
  sha256?: string | undefined;
  /** The rows the mapping's rules left out of the last read, by rule, for the results workbook. @default not known */
  leftOut?: (() => SkippedRows) | undefined;
  /** Where the mapping finds the invoices in the file, for its annotated copy. @default no annotated copy */
  tables?: AnnotationTables | undefined;
  /** The sheet the last read took, said with what it is, when it is hidden in the workbook (hiddenSheetNote). @default not hidden */
  hiddenSheet?: (() => string | undefined) | undefined;
}

export interface UploadOptions {
  target: ApiTarget;
  sources: readonly UploadSource[];
  /** Mapping file, recorded with each run. */
  mapping: string;
  /** sha256 of the mapping file's content, recorded with each run: which version of it. @default not recorded */
  mappingSha256?: string | undefined;
  /**
   * What started the upload, recorded with each run for an auditor: `hand`, `schedule: <job>` or
   * `watch: <folder>` (read-run-starter.ts). @default not recorded: listings say `unknown`
   */
  startedBy?: string | undefined;
  /** Requests in flight at most, or 'auto': found while sending, up to `maxConcurrency`. @default DEFAULT_CONCURRENCY (concurrency-defaults.ts) */
  concurrency?: number | 'auto' | undefined;
  /** With `concurrency: 'auto'`, the most requests in flight. @default DEFAULT_MAX_CONCURRENCY (concurrency-defaults.ts) */
  maxConcurrency?: number | undefined;
  /** Requests per second at most. @default unlimited */
  rate?: number | undefined;
  /**
   * Take no more invoices when the first this-many sent were all rejected for the same reason;
   * 0 turns the check off. @default DEFAULT_STOP_AFTER_REJECTIONS (send/watch-rejection-storm.ts)
   */
  stopAfterRejections?: number | undefined;
  /**
   * How long the journal's statements wait for it (`upload.journalWaitMs`), ms: recorded with each run, so
   * that another process does not take a run silent for that long for one whose process is gone. @default 0
   */
  journalWaitMs?: number | undefined;
  /** Post the valid invoices even when some are invalid. @default false */
  partial?: boolean | undefined;
  /** Post invoices whose key was already created. @default false */
  force?: boolean | undefined;
  /**
   * The dates the journal sent are the day/month-swapped ones and the file's are right: a file whose
   * dates differ from them by that swap is not refused; those invoices are held as differing. @default false
   */
  sentDatesSwapped?: boolean | undefined;
  /** Re-post in-doubt invoices (only with `rejectsDuplicates`). @default false */
  retryInDoubt?: boolean | undefined;
  /** The back-end refuses a second (PayeeId, Invoice_Number). @default false */
  rejectsDuplicates?: boolean | undefined;
  duplicates: DuplicateRules;
  /** Folder of the results files. */
  outDir: string;
  /**
   * The per-user state folder, tried after `outDir` for the answers the journal could not record
   * (list-answer-folders.ts), and where runs stopped by a lost journal are marked (journal-loss-marks.ts).
   * @default not tried
   */
  stateDir?: string | undefined;
  /**
   * `invoice-batch resolve` with the settings flags the command was given: how the message of a
   * journal outage says to record the answers it saved. @default 'invoice-batch resolve'
   */
  resolveCommand?: string | undefined;
  /**
   * `invoice-batch resolve` with the settings flags but the address (`--base-url`, `--profile`): the
   * start of the command an invoice held behind another target names. @default 'invoice-batch resolve'
   */
  resolveThereCommand?: string | undefined;
  /** @default 'xlsx' */
  results?: 'xlsx' | 'csv' | undefined;
  /** How the results workbook shows dates (config `dateStyle`). @default DEFAULT_DATE_STYLE */
  dateStyle?: DateStyle | undefined;
  /** Also write a copy of each source with every invoice's outcome on its rows (sources with `tables`). @default false */
  annotate?: boolean | undefined;
  /**
   * Where a source is now, when it is no longer where it was read (moved or deleted while it was
   * uploaded), said in its results for whoever looks for it; undefined while it is there. @default never said
   */
  describeSourceNow?: ((path: string) => string | undefined) | undefined;
  /**
   * Where a source will lie once its caller has moved it on (a drop folder's done/ or failed/),
   * named as the Source path of its results, which are written before the move; undefined keeps
   * the path it was read from. @default the path it was read from
   */
  sourcePathOnceHandled?: ((path: string, summary: RunSummary) => string | undefined) | undefined;
  /**
   * Write results (and the annotated copy) of an upload that stopped part way; false: the caller
   * takes the file again and writes them once it is settled, except after a rejection storm, whose
   * file is not taken again: its results are written. @default true
   */
  resultsWhenStopped?: boolean | undefined;
  /** Aborted (Ctrl-C, SIGTERM): take no new invoice, wait for answers in flight, write the results. */
  signal?: AbortSignal | undefined;
  /** How long a stop waits for answers in flight, ms. @default target.timeoutMs + 2000 */
  stopGraceMs?: number | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Told, in a sentence, when sending pauses for gateway failures and when it resumes. */
  onNotice?: ((text: string) => void) | undefined;
  /**
   * Told, as each commit changes it, how many invoices of the run being sent the journal holds as
   * sending (claimed and not yet answered by a commit): what ending the process at once leaves in doubt.
   */
  onSendingHeld?: ((rows: number) => void) | undefined;
  /** How long sending may pause for gateway failures before the upload gives up, ms. @default DEFAULT_MAX_PAUSE_MS (send/pause-for-gateway.ts) */
  maxPauseMs?: number | undefined;
  /**
   * The first wait between two status requests while sending is paused, doubled after each one not
   * answered, ms: tests that pause many times set it short. @default PROBE_FIRST_DELAY_MS (send/gateway-breaker.ts)
   */
  probeFirstDelayMs?: number | undefined;
  /**
   * Awaited once, before the first create of the upload is sent (the register of journals names the
   * journal then); never throws. @default nothing
   */
  beforeFirstSend?: (() => Promise<void>) | undefined;
  /** Sends one invoice, given its request body as journaled. @default createInvoice against `target` */
  send?: ((body: InvoiceJson, signal: AbortSignal, hooks: SendHooks) => Promise<CreateOutcome>) | undefined;
}
