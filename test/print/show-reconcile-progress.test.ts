/**
 * reconcile's progress on a pinned clock: upload's line and pace (progress-reporter.ts), counting
 * the statuses checked, the calls that failed, and the pace of the calls made.
 */
import { describe, expect, it } from 'vitest';
import { showReconcileProgress } from '../../src/print/show-reconcile-progress.js';

function plain() {
  const lines: string[] = [];
  const clock = { at: 0 };
  const progress = showReconcileProgress({
    write: (text) => lines.push(text),
    isTTY: false,
    intervalMs: 5000,
    now: () => clock.at,
  });
  return { lines, clock, progress };
}

describe('showReconcileProgress', () => {
  it('writes upload-style lines in a pipe: at the start, every tenth of the way, and at the end', () => {
    const { lines, clock, progress } = plain();
    progress.update({ total: 40, done: 0, asked: 0, failed: 0 });
    for (let done = 1; done <= 40; done += 1) {
      clock.at += 250;
      progress.update({ total: 40, done, asked: done, failed: done > 20 ? 1 : 0 });
    }
    progress.finish();
    expect(lines[0]).toBe('statuses checked: 0/40 (0%), 0.0/s\n');
    // 4 calls in 1 s: 4 a second, 36 left.
    expect(lines[1]).toBe('statuses checked: 4/40 (10%), 4.0/s, 9 s left\n');
    expect(lines.at(-1)).toBe('statuses checked: 40/40 (100%), calls failed 1, 4.0/s\n');
    expect(lines).toHaveLength(11);
  });

  it('counts the pace of the calls made, not of the invoices left unasked after a halt', () => {
    const { lines, clock, progress } = plain();
    progress.update({ total: 100, done: 0, asked: 0, failed: 0 });
    clock.at = 10_000;
    // The API stopped answering after 20 calls: the other 30 done were never asked.
    progress.update({ total: 100, done: 50, asked: 20, failed: 3 });
    expect(lines.at(-1)).toBe('statuses checked: 50/100 (50%), calls failed 3, 2.0/s, 25 s left\n');
  });

  it('rewrites one line in place on a terminal, ended with a newline', () => {
    const out: string[] = [];
    let at = 0;
    const progress = showReconcileProgress({ write: (text) => out.push(text), isTTY: true, now: () => at });
    progress.update({ total: 2, done: 0, asked: 0, failed: 0 });
    at += 500;
    progress.update({ total: 2, done: 1, asked: 1, failed: 0 });
    progress.finish();
    expect(out[0]).toBe('\rstatuses checked: 0/2 (0%), 0.0/s\x1b[K');
    expect(out[1]).toBe('\rstatuses checked: 1/2 (50%), 2.0/s, 500 ms left\x1b[K');
    expect(out.at(-1)).toBe('\n');
  });

  it('prints nothing when there is nothing to check', () => {
    const { lines, progress } = plain();
    progress.update({ total: 0, done: 0, asked: 0, failed: 0 });
    progress.finish();
    expect(lines).toEqual([]);
  });
});
