/**
 * The checks of upload's own number flags, each refusing a value with the flag's name, before
 * anything is read or sent.
 */
import { UsageError } from '../errors.js';
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
  retryInDoubt?: boolean;
  newJournal?: boolean;
  /** A number, or false from --no-stop-after-rejections. */
  stopAfterRejections?: number | false;
  stopOnRejections?: boolean;
  results: 'xlsx' | 'csv';
  annotate?: boolean;
  json?: boolean;
};

/** `--concurrency`: a whole number, or 'auto' to find it while sending. */
export function checkConcurrency(argv: UploadArgv): number | 'auto' {
  if (!Number.isInteger(argv.maxConcurrency) || argv.maxConcurrency < 1 || argv.maxConcurrency > 64) {
    throw new UsageError(`--max-concurrency: expected a whole number from 1 to 64, got ${String(argv.maxConcurrency)}`);
  }
  const text = String(argv.concurrency).trim();
  if (text === 'auto') return 'auto';
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > 64)
    throw new UsageError(`--concurrency: expected a whole number from 1 to 64, or auto, got ${text}`);
  return value;
}

/** The rejection-storm limit of the flags, or undefined to take the settings'. */
export function stopAfterRejections(argv: UploadArgv): number | undefined {
  if (argv.stopOnRejections === false || argv.stopAfterRejections === false) return 0;
  const value = argv.stopAfterRejections;
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new UsageError(`--stop-after-rejections: expected a whole number from 1 to 1000000, got ${String(value)}`);
  }
  return value;
}

export function checkNumbers(argv: UploadArgv): void {
  // Below one request in 1000 s the wait between two would pass what Node's timers can hold.
  if (argv.rate !== undefined && !(Number.isFinite(argv.rate) && argv.rate >= 0.001 && argv.rate <= 100_000)) {
    throw new UsageError(`--rate: expected requests per second from 0.001 to 100000, got ${String(argv.rate)}`);
  }
}
