/**
 * Decides when progress is shown: on a terminal one line rewritten in place a few times a second;
 * elsewhere (pipes, cron, logs) a plain line every few seconds or every tenth of the way.
 */
import type { UploadProgress } from '../batch/upload-progress.js';
import { formatProgress, formatProgressWithin, isWaiting } from './format-progress.js';

export interface ProgressReporterOptions {
  write: (text: string) => void;
  isTTY: boolean;
  /** Plain mode: at most one line per this many ms, unless a tenth of the way was crossed. @default 5000 */
  intervalMs?: number;
  /**
   * The terminal's width: a line rewritten in place is fitted to it (pace and file name left out
   * before any count, then cut), since a wrapped one cannot be rewritten. @default no limit
   */
  columns?: number | undefined;
  /** A monotonic clock, ms, the clock of `startedAt`. @default performance.now */
  now?: () => number;
}

export interface ProgressReporter {
  update(progress: UploadProgress): void;
  /** Ends the progress display (the terminal line is finished with a newline). */
  finish(): void;
}

export function createProgressReporter(options: ProgressReporterOptions): ProgressReporter {
  const now = options.now ?? (() => performance.now());
  const interval = options.isTTY ? 100 : (options.intervalMs ?? 5000);
  let lastAt = 0;
  let lastTenth = -1;
  let lastKey = '';
  let latest: UploadProgress | undefined;
  // The latest figures were not shown: the last line must not say what the summary then contradicts.
  let latestHidden = false;
  let onLine = false;
  // Nothing comes while the network drops answers: the line is shown again at its cadence all the
  // same, so a wait says so (format-progress.ts) instead of leaving minutes of silence.
  const heartbeat = setInterval(
    () => {
      // Only while answers are awaited: a pause with nothing in flight has its own notices.
      if (latest && isWaiting(latest, now()) && now() - lastAt >= interval) {
        lastAt = now();
        latestHidden = false;
        show(latest);
      }
    },
    options.isTTY ? 1000 : interval,
  );
  heartbeat.unref();
  const show = (progress: UploadProgress) => {
    if (options.isTTY) {
      const room = options.columns && options.columns >= 2 ? options.columns - 1 : Infinity;
      options.write(`\r${fitLine(formatProgressWithin(progress, now(), room), options.columns)}\x1b[K`);
      onLine = true;
    } else options.write(`${formatProgress(progress, now())}\n`);
  };
  return {
    update(progress) {
      latest = progress;
      const at = now();
      const key = `${progress.phase}:${progress.file}`;
      const tenth = progress.total > 0 ? Math.floor((progress.done * 10) / progress.total) : 0;
      const phaseChanged = key !== lastKey;
      const crossedTenth = progress.phase !== 'reading' && tenth !== lastTenth;
      latestHidden = true;
      if (!phaseChanged && at - lastAt < interval && !(crossedTenth && !options.isTTY)) return;
      latestHidden = false;
      lastAt = at;
      lastTenth = tenth;
      lastKey = key;
      show(progress);
    },
    finish() {
      clearInterval(heartbeat);
      // Counts settled after the last answer (two invoices given one instance: one is in doubt) come last.
      if (latest && (options.isTTY || latestHidden)) show(latest);
      if (onLine) options.write('\n');
      onLine = false;
    },
  };
}

/** The line cut to one character less than the width (a full line moves the cursor on some terminals), ending in `…`. */
export function fitLine(line: string, columns: number | undefined): string {
  if (!columns || columns < 2) return line;
  const room = columns - 1;
  const chars = [...line];
  return chars.length <= room ? line : `${chars.slice(0, room - 1).join('')}…`;
}
