/** What an upload reports while it runs, for a progress line. */
import type { Outcome } from '../journal/invoice-state.js';

export interface UploadProgress {
  phase: 'reading' | 'sending';
  /** Base name of the file. */
  file: string;
  /** Reading: invoices read so far. Sending: invoices of the file to send (valid ones). */
  total: number;
  /** Sending: invoices with an outcome so far. */
  done: number;
  counts: Record<Outcome, number>;
  /** When this phase of this file began, on the monotonic clock (performance.now), ms. */
  startedAt: number;
}

export function emptyCounts(): Record<Outcome, number> {
  return { created: 0, skipped: 0, invalid: 0, rejected: 0, failed: 0, 'in-doubt': 0 };
}
