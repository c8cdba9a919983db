/**
 * The pace and time left of a progress line on a pinned clock. A rerun after a stop first skips
 * what was created (no request each, thousands a second), then posts the rest at the API's pace:
 * the pace and time left count only the invoices sent.
 */
import { describe, expect, it } from 'vitest';
import { formatProgress } from '../../src/print/format-progress.js';
import { emptyCounts, type UploadProgress } from '../../src/batch/upload-progress.js';

/** The trial's rerun at 50 %: 9,576 skipped and 91 held in doubt (no request), 331 answered. */
const resumed: UploadProgress = {
  phase: 'sending',
  runId: 2,
  file: 'year-end-register.xlsx',
  total: 19_996,
  done: 9998,
  counts: { ...emptyCounts(), created: 327, skipped: 9576, 'in doubt': 95 },
  requested: 331,
  startedAt: 1000,
};

describe('formatProgress on a rerun', () => {
  it('counts only the invoices sent in the pace and the time left, not those skipped', () => {
    // 18 s in: 331 answered is 18/s, so the 9,998 left take some 9 minutes (the trial's took 6), not 18 s.
    expect(formatProgress(resumed, 19_000)).toBe(
      'year-end-register.xlsx: 9998/19996 (50%), created 327, skipped 9576, rejected 0, failed 0, in doubt 95, 18/s, 9 min 4 s left',
    );
  });

  it('says no time left while nothing was sent, however many were skipped', () => {
    const skipping = {
      ...resumed,
      done: 7999,
      counts: { ...emptyCounts(), skipped: 7908, 'in doubt': 91 },
      requested: 0,
    };
    expect(formatProgress(skipping, 8000)).toBe(
      'year-end-register.xlsx: 7999/19996 (40%), created 0, skipped 7908, rejected 0, failed 0, in doubt 91, 0.0/s',
    );
  });
});
