/** Ticks missed since each job's last recorded one, for `schedule --history`: pure, with a pinned clock. */
import { describe, expect, it } from 'vitest';
import { compileScheduleJobs } from '../../src/schedule/compile-schedule-jobs.js';
import { listMissedTicks } from '../../src/schedule/list-missed-ticks.js';

const NOW = new Date('2026-11-25T07:00:00.000Z');
const jobs = compileScheduleJobs(
  {
    timeZone: 'UTC',
    jobs: [
      { name: 'reconcile', cron: '0 1 * * *', command: 'reconcile --json' },
      { name: 'intake', cron: '* * * * * *', command: 'watch drop --once' },
      { name: 'advertisers', cron: '0 6 * * *', command: 'advertisers --refresh' },
    ],
    lines: new Map(),
  },
  undefined,
  ['reconcile', 'watch', 'advertisers'],
  NOW,
);

describe('listMissedTicks', () => {
  it('counts the ticks since the last recorded one, leaves out a tick just due and jobs never run', () => {
    const last = new Map([
      ['reconcile', '2026-11-22T01:00:00.000Z'],
      // A tick of a second ago may still be on its way into the journal: not missed.
      ['intake', '2026-11-25T06:59:59.000Z'],
    ]);
    expect(listMissedTicks(jobs, last, NOW)).toEqual([
      {
        job: 'reconcile',
        count: 3,
        atLeast: false,
        first: '2026-11-23T01:00:00.000Z',
        last: '2026-11-25T01:00:00.000Z',
      },
    ]);
  });

  it('finds nothing when every job ran its last tick', () => {
    expect(listMissedTicks(jobs, new Map([['reconcile', '2026-11-25T01:00:00.000Z']]), NOW)).toEqual([]);
  });
});
