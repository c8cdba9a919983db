/**
 * reconcile's progress, in upload's line and at its pace (progress-reporter.ts): the statuses
 * checked of those to check, the calls that failed, and the pace and time left of the calls made.
 * Over a year's journal the calls take minutes; without it a slow run looks like a hung one.
 */
import { emptyCounts } from '../batch/upload-progress.js';
import type { ChecksProgress } from '../reconcile/checks-progress.js';
import { createProgressReporter, type ProgressReporterOptions } from './progress-reporter.js';

/** The line's first word, where upload names its file. */
const LABEL = 'statuses checked';

export interface ReconcileProgress {
  update(progress: ChecksProgress): void;
  /** Ends the progress display (the terminal line is finished with a newline). */
  finish(): void;
}

export function showReconcileProgress(options: ProgressReporterOptions): ReconcileProgress {
  const now = options.now ?? (() => performance.now());
  const reporter = createProgressReporter({ ...options, now });
  // Set by the first figures, when the calls begin: the invoices are chosen before.
  let startedAt: number | undefined;
  return {
    update({ total, done, asked, failed }) {
      // Nothing to check says so in the summary: a scheduled run prints no line of 0/0.
      if (total === 0) return;
      startedAt ??= now();
      // reconcile records no run: 0 names none.
      reporter.update({
        phase: 'checking',
        runId: 0,
        file: LABEL,
        total,
        done,
        requested: asked,
        counts: { ...emptyCounts(), failed },
        startedAt,
      });
    },
    finish: () => reporter.finish(),
  };
}
