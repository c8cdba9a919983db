/**
 * The checks of upload's own flags that numberFlag does not hold alone, each refusing a value with
 * the flag's name, before anything is read or sent.
 */
import { UsageError } from '../errors.js';
import { describeBounds, parseNumberFlag, type NumberBounds } from './number-flag.js';
import type { settingsFromArgv } from './api-options.js';

export type UploadArgv = Parameters<typeof settingsFromArgv>[0] & {
  keepDays?: number;
  file: string[];
  mapping: string;
  concurrency: string;
  maxConcurrency: number;
  rate?: number;
  partial?: boolean;
  force?: boolean;
  sentDatesSwapped?: boolean;
  retryInDoubt?: boolean;
  newJournal?: boolean;
  /** A number, or false from --no-stop-after-rejections. */
  stopAfterRejections?: number | false;
  stopOnRejections?: boolean;
  results: 'xlsx' | 'csv';
  annotate?: boolean;
  json?: boolean;
};

/** Requests in flight at most, by `--concurrency N` or `--max-concurrency N`. */
export const MAX_CONCURRENCY_BOUNDS: NumberBounds = { min: 1, max: 64 };

/** `--concurrency`: a whole number, or 'auto' to find it while sending. */
export function checkConcurrency(argv: UploadArgv): number | 'auto' {
  const text = String(argv.concurrency);
  if (text === 'auto') return 'auto';
  try {
    return parseNumberFlag('concurrency', text, MAX_CONCURRENCY_BOUNDS) as number;
  } catch {
    throw new UsageError(
      `--concurrency: expected ${describeBounds(MAX_CONCURRENCY_BOUNDS)}, or auto, got ${JSON.stringify(text)}`,
    );
  }
}

/** The rejection-storm limit of the flags (bounded by numberFlag), or undefined to take the settings'. */
export function stopAfterRejections(argv: UploadArgv): number | undefined {
  if (argv.stopOnRejections === false || argv.stopAfterRejections === false) return 0;
  return argv.stopAfterRejections;
}
