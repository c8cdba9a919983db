/**
 * validate's progress on a terminal: the reading line upload shows (invoices read so far, how many
 * invalid), rewritten in place a few times a second, so a sheet of tens of thousands of rows is
 * never silent. Nothing is kept but the latest figures.
 */
import { basename } from 'node:path';
import { emptyCounts } from '../batch/upload-progress.js';
import { createProgressReporter } from './progress-reporter.js';

/** How often the line is built, ms: the terminal reporter shows it no more often than this. */
const SHOW_EVERY_MS = 100;

/** The invoices validate has read of a file so far. */
export interface ValidateRead {
  invoices: number;
  invalid: number;
}

export interface ValidateProgress {
  onInvoice(read: ValidateRead): void;
  /** Shows the last figures and ends the line. */
  finish(): void;
}

/**
 * @param options.columns the terminal's width, the line fitted to it @default no limit
 * @param options.now a monotonic clock, ms @default performance.now
 */
export function showValidateProgress(
  file: string,
  write: (text: string) => void,
  options: { columns?: number | undefined; now?: () => number } = {},
): ValidateProgress {
  const now = options.now ?? (() => performance.now());
  const reporter = createProgressReporter({ write, isTTY: true, columns: options.columns, now });
  const startedAt = now();
  const name = basename(file);
  let latest: ValidateRead = { invoices: 0, invalid: 0 };
  let shownAt = -Infinity;
  // validate records no run: 0 names none.
  const show = ({ invoices, invalid }: ValidateRead) =>
    reporter.update({
      phase: 'reading',
      runId: 0,
      file: name,
      total: invoices,
      done: 0,
      requested: 0,
      counts: { ...emptyCounts(), invalid },
      startedAt,
    });
  return {
    onInvoice(read) {
      latest = read;
      // Called for every invoice: the line is built only as often as a terminal can show it.
      const at = now();
      if (at - shownAt < SHOW_EVERY_MS) return;
      shownAt = at;
      show(read);
    },
    finish() {
      if (latest.invoices > 0) show(latest);
      reporter.finish();
    },
  };
}
