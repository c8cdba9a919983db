import { describe, expect, it } from 'vitest';
import { compileCron, type CronSchedule } from '../../src/schedule/compile-cron.js';
import { findMissedRuns } from '../../src/schedule/find-missed-runs.js';

function cron(expression: string, timeZone = 'UTC'): CronSchedule {
  const result = compileCron(expression, timeZone);
  if (!result.ok) throw new Error(result.message);
  return result.schedule;
}

describe('findMissedRuns', () => {
  it('reports nothing when the next run after the last one is still to come', () => {
    expect(
      findMissedRuns(cron('0 2 * * *'), new Date('2026-05-01T02:00:03Z'), new Date('2026-05-01T23:00:00Z')),
    ).toBeUndefined();
  });

  it('counts the nightly runs that passed while the scheduler was down', () => {
    const missed = findMissedRuns(
      cron('0 2 * * *'),
      new Date('2026-05-01T02:00:03Z'),
      new Date('2026-05-04T09:00:00Z'),
    );
    expect(missed).toEqual({
      first: new Date('2026-05-02T02:00:00Z'),
      last: new Date('2026-05-04T02:00:00Z'),
      count: 3,
      atLeast: false,
    });
  });

  it('does not count a run due exactly now as missed', () => {
    expect(
      findMissedRuns(cron('0 2 * * *'), new Date('2026-05-01T02:00:00Z'), new Date('2026-05-02T02:00:00Z')),
    ).toBeUndefined();
  });

  it('stops counting at the limit and says so', () => {
    const missed = findMissedRuns(
      cron('* * * * * *'),
      new Date('2026-05-01T00:00:00Z'),
      new Date('2026-05-08T00:00:00Z'),
      50,
    );
    expect(missed?.count).toBe(50);
    expect(missed?.atLeast).toBe(true);
  });
});
