import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createProgressReporter } from '../../src/print/progress-reporter.js';
import { formatProgress } from '../../src/print/format-progress.js';
import { emptyCounts, type UploadProgress } from '../../src/batch/upload-progress.js';

const sending = (done: number, total = 100): UploadProgress => ({
  phase: 'sending',
  runId: 1,
  file: 'f.csv',
  total,
  done,
  counts: { ...emptyCounts(), created: done },
  requested: done,
  startedAt: 0,
});

describe('formatProgress', () => {
  it('shows done of total, counts per outcome, rate and time left', () => {
    expect(formatProgress(sending(25), 5000)).toBe(
      'f.csv: 25/100 (25%), created 25, skipped 0, rejected 0, failed 0, in doubt 0, 5.0/s, 15 s left',
    );
    expect(formatProgress(sending(100), 10_000)).toBe(
      'f.csv: 100/100 (100%), created 100, skipped 0, rejected 0, failed 0, in doubt 0, 10/s',
    );
  });
});

describe('formatProgress after a pause', () => {
  it('leaves the time paused out of the rate, so the time left is that of sending', () => {
    // 40 sent in one minute of sending, after a ten-minute pause: 40 more take a minute, not 16.
    const paused = { ...sending(40, 80), pausedMs: 600_000 };
    expect(formatProgress(paused, 660_000)).toBe(
      'f.csv: 40/80 (50%), created 40, skipped 0, rejected 0, failed 0, in doubt 0, 0.7/s, 1 min 0 s left',
    );
  });
});

describe('progress while answers are awaited', () => {
  const waiting = { ...sending(40, 80), inFlight: 4, lastAnswerAt: 5_000 };

  it('says how many answers are awaited and for how long, once none came for a while', () => {
    expect(formatProgress(waiting, 50_000)).toMatch(
      /, waiting on 4 answers for 45 s; none is in doubt unless the run ends without its answer$/,
    );
    expect(formatProgress(waiting, 10_000)).not.toContain('waiting');
  });

  it('shows the line again at its cadence while nothing comes, not only when an answer does', async () => {
    const lines: string[] = [];
    let clock = 5_000;
    const reporter = createProgressReporter({
      write: (t) => lines.push(t),
      isTTY: false,
      intervalMs: 20,
      now: () => clock,
    });
    reporter.update(waiting);
    clock = 50_000;
    await new Promise((resolve) => setTimeout(resolve, 200));
    reporter.finish();
    expect(lines.some((line) => line.includes('waiting on 4 answers for 45 s'))).toBe(true);
  });

  it('adds no line while nothing is awaited (a pause has its own notices)', async () => {
    const lines: string[] = [];
    let clock = 5_000;
    const reporter = createProgressReporter({
      write: (t) => lines.push(t),
      isTTY: false,
      intervalMs: 20,
      now: () => clock,
    });
    reporter.update({ ...waiting, inFlight: 0 });
    clock = 50_000;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines).toHaveLength(1);
    reporter.finish();
  });
});

describe('createProgressReporter', () => {
  it('writes a plain line every tenth of the way or every interval when not on a terminal', () => {
    const lines: string[] = [];
    let clock = 0;
    const reporter = createProgressReporter({
      write: (t) => lines.push(t),
      isTTY: false,
      intervalMs: 5000,
      now: () => clock,
    });
    for (let done = 0; done <= 100; done += 1) {
      clock += 10;
      reporter.update(sending(done));
    }
    reporter.finish();
    expect(lines).toHaveLength(11);
    expect(lines.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    lines.length = 0;
    const slow = createProgressReporter({
      write: (t) => lines.push(t),
      isTTY: false,
      intervalMs: 5000,
      now: () => clock,
    });
    slow.update(sending(1, 1000));
    clock += 4000;
    slow.update(sending(2, 1000));
    clock += 2000;
    slow.update(sending(3, 1000));
    expect(lines).toHaveLength(2);
  });

  it('rewrites one line in place on a terminal and ends it with a newline', () => {
    const out: string[] = [];
    let clock = 0;
    const reporter = createProgressReporter({ write: (t) => out.push(t), isTTY: true, now: () => clock });
    reporter.update(sending(1));
    clock += 50;
    reporter.update(sending(2));
    clock += 100;
    reporter.update(sending(3));
    reporter.finish();
    expect(out.slice(0, 2).every((t) => t.startsWith('\r') && t.endsWith('\x1b[K'))).toBe(true);
    expect(out).toHaveLength(4);
    expect(out[3]).toBe('\n');
  });

  it('ends a plain report with the counts as settled last, as the summary counts them', () => {
    const lines: string[] = [];
    let clock = 0;
    const reporter = createProgressReporter({ write: (t) => lines.push(t), isTTY: false, now: () => clock });
    reporter.update(sending(1, 2));
    clock += 10;
    reporter.update(sending(2, 2));
    // The server gave both the same instance: once all answers are in, one of them is in doubt.
    clock += 10;
    reporter.update({ ...sending(2, 2), counts: { ...emptyCounts(), created: 1, 'in doubt': 1 } });
    reporter.finish();
    expect(lines.at(-1)).toMatch(/created 1, .*in doubt 1/);
    expect(lines).toHaveLength(3);
  });

  it('fits the line rewritten in place to the terminal width, so it never wraps, leaving out the pace and the file before any count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('f.csv', 'month-end/2024-11 supplier invoices (final).xlsx'),
        (columns, done, inDoubt, file) => {
          const progress: UploadProgress = {
            ...sending(done),
            file,
            counts: { ...emptyCounts(), created: done, 'in doubt': inDoubt },
          };
          const out: string[] = [];
          const reporter = createProgressReporter({ write: (t) => out.push(t), isTTY: true, columns, now: () => 5000 });
          reporter.update(progress);
          const shown = (out[0] ?? '').replace(/^\r/, '').replace(/\x1b\[K$/, '');
          expect([...shown].length).toBeLessThan(columns);
          const full = formatProgress(progress, 5000);
          const withoutPace = full.replace(/, [0-9.]+\/s(, .* left)?$/, '');
          const counts = [
            `${done}/100 (${done}%)`,
            ...(inDoubt ? [`in doubt ${inDoubt}`] : []),
            ...(done ? [`created ${done}`] : []),
          ].join(', ');
          if (full.length < columns) expect(shown).toBe(full);
          else if (withoutPace.length < columns) expect(shown).toBe(withoutPace);
          else if (counts.length < columns) expect(shown).toBe(counts);
          else expect(shown).toBe(`${counts.slice(0, columns - 2)}…`);
        },
      ),
    );
  });

  it('shows the in-doubt count on a 40-column terminal, where the whole line would cut it off', () => {
    const out: string[] = [];
    const reporter = createProgressReporter({ write: (t) => out.push(t), isTTY: true, columns: 40, now: () => 5000 });
    reporter.update({ ...sending(50, 50), counts: { ...emptyCounts(), created: 48, 'in doubt': 2 } });
    expect(out[0]).toBe('\r50/50 (100%), in doubt 2, created 48\x1b[K');
  });
});
