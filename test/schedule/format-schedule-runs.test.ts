/** `schedule --history`'s text: a run's duration is written as every other duration of the CLI is. Pure. */
import { describe, expect, it } from 'vitest';
import { formatScheduleRuns } from '../../src/schedule/format-schedule-runs.js';
import type { ScheduleRunView } from '../../src/schedule/describe-schedule-run.js';

function finishedIn(durationMs: number): ScheduleRunView {
  const startedAt = '2026-11-23T01:00:00.000Z';
  return {
    job: 'reconcile',
    runId: 4,
    reason: 'scheduled',
    outcome: 'finished',
    scheduledFor: startedAt,
    startedAt,
    finishedAt: new Date(Date.parse(startedAt) + durationMs).toISOString(),
    durationMs,
    exitCode: 0,
    signal: null,
    meaning: 'success',
    failed: false,
    uploadRuns: [],
    workbook: null,
    found: null,
    error: null,
  };
}

describe('formatScheduleRuns', () => {
  it.each([
    [850, '850 ms'],
    [4_000, '4 s'],
    [65_000, '1 min 5 s'],
    [3 * 3_600_000 + 120_000, '3 h 2 min'],
  ])('writes a run of %i ms as (%s), the words of upload summaries and progress', (ms, words) => {
    expect(formatScheduleRuns([finishedIn(ms)]).split('\n')[3]).toMatch(new RegExp(` \\(${words}\\)$`));
  });
});
