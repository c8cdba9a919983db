/**
 * The small family of errors that stop a command. Anything that concerns a single
 * invoice or row is an outcome, not one of these. `cli.ts` maps them to exit codes.
 */

/** Where in a file something went wrong; every part is optional. */
export interface FilePosition {
  file?: string;
  sheet?: string;
  row?: number;
  /**
   * CSV: the line of the file where the row's record starts, set when a quoted line break above
   * or in it makes it differ from `row`: rendered `row 7 (line 8 of the file)`.
   */
  rowLine?: number | undefined;
  column?: string;
  line?: number;
  /** 1-based character on `line`, for text files such as YAML: rendered `file:line:lineColumn`. */
  lineColumn?: number;
}

/** Renders `file, sheet S, row R, column "C"` (or `file:line`) for messages. */
export function formatPosition(pos: FilePosition): string {
  const parts: string[] = [];
  const character = pos.line !== undefined && pos.lineColumn !== undefined ? `:${pos.lineColumn}` : '';
  if (pos.file) parts.push(pos.line !== undefined ? `${pos.file}:${pos.line}${character}` : pos.file);
  else if (pos.line !== undefined) parts.push(`line ${pos.line}${character ? `, column ${pos.lineColumn}` : ''}`);
  if (pos.sheet !== undefined) parts.push(`sheet ${pos.sheet}`);
  if (pos.row !== undefined) parts.push(rowWords(pos.row, pos.rowLine));
  if (pos.column !== undefined) parts.push(`column "${pos.column}"`);
  return parts.join(', ');
}

/**
 * `row 7`, or `row 7 (line 8 of the file)` for a CSV record below a quoted cell with a line break:
 * the row is the one a spreadsheet shows, the line the one a text editor shows.
 */
export function rowWords(row: number, line?: number): string {
  return line === undefined || line === row ? `row ${row}` : `row ${row} (line ${line} of the file)`;
}

/** The position of a CSV row: its spreadsheet row, and its file line when that differs. */
export function csvRowPosition(row: number, line: number): Pick<FilePosition, 'row' | 'rowLine'> {
  return line === row ? { row } : { row, rowLine: line };
}

function withPosition(pos: FilePosition, message: string): string {
  const where = formatPosition(pos);
  return where ? `${where}: ${message}` : message;
}

/** Exit codes a scheduler can act on. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
/** Another process runs the same job on this journal: try again later (sysexits' EX_TEMPFAIL). */
export const EXIT_BUSY = 75;
/**
 * The finance API could not be reached and nothing was left in doubt: temporary, safe to run the
 * same command again (sysexits' EX_UNAVAILABLE). Not 75: units keep SuccessExitStatus=75, and an
 * outage must not pass for success.
 */
export const EXIT_UNAVAILABLE = 69;
/**
 * A file held no invoices (a header alone, or rows the mapping's rules all left out) and nothing
 * else went wrong: nothing of that file was posted; the other files of the same upload were, as
 * usual. Not 0, which says every invoice was posted; not 1, since a day
 * without invoices is no fault to fix. A scheduler may take it as success or alert on it.
 */
export const EXIT_NO_INVOICES = 3;

/**
 * The exit code of a command the finance API (or the gateway or proxy in front of it) stopped by
 * being unavailable: 69, to be run again later, unless what it left needs a person first (an
 * invoice in doubt, rejected or invalid): then 1, since running it again would not settle that.
 */
export function unavailableExitCode(needsPerson: boolean): typeof EXIT_UNAVAILABLE | typeof EXIT_FAILED {
  return needsPerson ? EXIT_FAILED : EXIT_UNAVAILABLE;
}

export interface ExitCodeMeaning {
  code: number;
  /** As `--help` lists it, in the words of the README's list; null: told within another code's. */
  help: string | null;
  /** What a finished job's exit means to an operator, as `schedule --history` says it. */
  meaning: string;
}

/** Every exit code, once: `--help`'s epilogue and `schedule --history` both read this list. */
export const EXIT_CODES: readonly ExitCodeMeaning[] = [
  { code: EXIT_OK, help: 'success', meaning: 'success' },
  { code: EXIT_FAILED, help: 'an operation failed', meaning: 'failed: something needs a person' },
  {
    code: EXIT_USAGE,
    help: 'usage, configuration or input file error',
    meaning: 'usage, configuration or input file error: fix it before the next run',
  },
  {
    code: EXIT_NO_INVOICES,
    help: 'a file held no invoices (only its header, or rows the mapping left out); nothing of it posted, other files as usual',
    meaning: 'a file held no invoices: nothing of it posted',
  },
  {
    code: EXIT_BUSY,
    help:
      'nothing done because another run holds the journal (another reconcile on this journal, or a SQLite journal ' +
      'locked by another process longer than the wait; an upload stopped partway saves its answers for resolve --from)',
    meaning: 'nothing done: another run held the journal',
  },
  {
    code: EXIT_UNAVAILABLE,
    help: 'the finance API could not be reached; nothing in doubt, invoices not sent: safe to run again',
    meaning: 'the finance API could not be reached: nothing in doubt, safe to run again',
  },
  {
    code: 130,
    help: 'stopped by a second Ctrl-C, SIGTERM, SIGQUIT or SIGHUP or past its stop deadline',
    meaning: 'stopped by a signal, or past its stop deadline',
  },
  {
    code: 143,
    help: 'SIGTERM (131 SIGQUIT, 129 SIGHUP) before any work began',
    meaning: 'ended by SIGTERM before any work began',
  },
  { code: 131, help: null, meaning: 'ended by SIGQUIT before any work began' },
  { code: 129, help: null, meaning: 'ended by SIGHUP before any work began' },
];

/**
 * The base of the family: every error that stops a command carries the exit code it ends with, so
 * `cli.ts` needs no list of known errors and a new kind of error cannot be forgotten there.
 */
export abstract class InvoiceBatchError extends Error {
  abstract readonly exitCode: number;
}

/** The command line was used wrongly (unknown flag, missing argument, contradictory options). Exit 2. */
export class UsageError extends InvoiceBatchError {
  override readonly name = 'UsageError' as const;
  readonly exitCode = EXIT_USAGE;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A mistake the user fixes at a place in a file or in a value given: the message starts with the place. Exit 2. */
abstract class PositionedError extends InvoiceBatchError {
  readonly exitCode = EXIT_USAGE;
  readonly position: FilePosition;
  constructor(message: string, position: FilePosition = {}, options?: { cause?: unknown }) {
    super(withPosition(position, message), options);
    this.position = position;
  }
}

/** A config or mapping file, an environment variable or a flag value is wrong. Exit 2. */
export class ConfigError extends PositionedError {
  override readonly name = 'ConfigError' as const;
}

/** An input file cannot be read as a whole (unreadable, wrong type, bad encoding, missing column). Exit 2. */
export class InputFileError extends PositionedError {
  override readonly name = 'InputFileError' as const;
}

/** A read-only call to the finance API failed after its retries (advertisers, status). Exit 1. */
export class ApiError extends InvoiceBatchError {
  override readonly name = 'ApiError' as const;
  readonly exitCode = EXIT_FAILED;
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

/**
 * The journal cannot be opened, migrated or written. Exit 1: nothing can be trusted without it; exit 2
 * when only a change of configuration helps (a journal newer than the program, no password given), so
 * a service restarted on failure does not loop.
 */
/**
 * An answer of the finance API that came in but could not be written to the journal (the database
 * stayed unreachable): kept with the error, so that it is shown and saved, never lost.
 */
export interface UnrecordedAnswer {
  runId: number;
  payeeId: string;
  invoiceNumber: string;
  invoiceId: string;
  /** The target the invoice was sent to, as the journal names it. */
  targetIdentity: string;
  /** The outcome's kind: created, rejected, http-error, in-doubt or not-sent. */
  outcome: string;
  /** The instance the back-end created, for a created invoice. */
  instanceId?: string | undefined;
  /** The answer in words. */
  detail: string;
}

export class JournalError extends InvoiceBatchError {
  override readonly name = 'JournalError' as const;
  readonly exitCode: number;
  readonly file: string | undefined;
  /** Answers that came in but could not be recorded. @default [] */
  readonly unrecorded: readonly UnrecordedAnswer[];
  /** The file the unrecorded answers were saved in; undefined when none were, or they could not be. */
  readonly unrecordedFile: string | undefined;
  /** The command that records the saved answers once the journal is back (`resolve --from`). */
  readonly recordCommand: string | undefined;
  /** @param options.exitCode @default EXIT_FAILED */
  constructor(
    message: string,
    file?: string,
    options?: {
      cause?: unknown;
      exitCode?: number;
      unrecorded?: readonly UnrecordedAnswer[];
      unrecordedFile?: string | undefined;
      recordCommand?: string | undefined;
    },
  ) {
    super(file ? `${file}: ${message}` : message, { cause: options?.cause });
    this.file = file;
    this.exitCode = options?.exitCode ?? EXIT_FAILED;
    this.unrecorded = options?.unrecorded ?? [];
    this.unrecordedFile = options?.unrecordedFile;
    this.recordCommand = options?.recordCommand;
  }
}

/** The job runs already, started by another process on this journal (reconcile). Exit 75. */
export class JobBusyError extends InvoiceBatchError {
  override readonly name = 'JobBusyError' as const;
  readonly exitCode = EXIT_BUSY;
}

/** The one mapping from thrown errors to exit codes: the family's own code; anything else is a failure (1). */
export function exitCodeFor(error: unknown): number {
  return error instanceof InvoiceBatchError ? error.exitCode : EXIT_FAILED;
}

/**
 * Quotes a value found in the user's input for a one-line message: JSON-escaped (so control
 * characters and terminal escapes cannot get through) and cut to `max` characters, so a 1 MB cell
 * or a binary file never turns into a megabyte of error text.
 */
export function quoteValue(value: string, max = 120): string {
  if (value.length <= max) return JSON.stringify(value);
  return `${JSON.stringify(value.slice(0, max))}... (${value.length} characters)`;
}
