import { describe, expect, it } from 'vitest';
import { resumingReconcileLine } from '../../src/print/resuming-reconcile-line.js';

describe('the line said when reconcile goes on with a stopped run', () => {
  it('groups thousands and gives the local time of a run started the same day', () => {
    const startedAt = new Date(2026, 4, 1, 2, 14);
    expect(
      resumingReconcileLine(
        { runId: 7, startedAt: startedAt.toISOString(), checked: 1200, toCheck: 3000 },
        new Date(2026, 4, 1, 9, 0),
      ),
    ).toBe('resuming reconcile run 7 of 02:14: 1,200 of 3,000 checked; --from-start checks all again');
  });

  it('adds the day of a run started the day before', () => {
    const startedAt = new Date(2026, 4, 1, 23, 50);
    expect(
      resumingReconcileLine(
        { runId: 8, startedAt: startedAt.toISOString(), checked: 0, toCheck: 12 },
        new Date(2026, 4, 2, 1, 0),
      ),
    ).toBe('resuming reconcile run 8 of 2026-05-01 23:50: 0 of 12 checked; --from-start checks all again');
  });
});
