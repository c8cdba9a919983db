import { describe, expect, it } from 'vitest';
import { chooseCatchUpRuns } from '../../src/schedule/choose-catch-up-runs.js';
import { compileCron } from '../../src/schedule/compile-cron.js';
import type { ScheduledJob } from '../../src/schedule/compile-schedule-jobs.js';
import { findMissedRuns } from '../../src/schedule/find-missed-runs.js';

function job(name: string, cron: string, catchUp: boolean): ScheduledJob {
  const compiled = compileCron(cron, 'UTC');
  if (!compiled.ok) throw new Error(compiled.message);
  return { name, cron: compiled.schedule, command: 'reconcile', argv: ['reconcile'], line: undefined, catchUp };
}

describe('chooseCatchUpRuns', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const lastRun = new Date('2026-05-01T02:00:00Z');
  const cases: { cron: string; catchUp: boolean; expected: string | undefined }[] = [
    // Eight nightly ticks and over two hundred hourly ones missed: one run each, for the last.
    { cron: '0 2 * * *', catchUp: true, expected: '2026-05-10T02:00:00.000Z' },
    { cron: '0 * * * *', catchUp: true, expected: '2026-05-10T12:00:00.000Z' },
    { cron: '0 2 * * *', catchUp: false, expected: undefined },
    // Nothing missed: the next tick is still to come.
    { cron: '0 2 1 6 *', catchUp: true, expected: undefined },
  ];
  it.each(cases)('$cron with catchUp $catchUp: $expected', ({ cron, catchUp, expected }) => {
    const jobs = [job('j', cron, catchUp)];
    const missed = findMissedRuns(jobs[0]!.cron, lastRun, new Date(now.getTime() + 1));
    const runs = chooseCatchUpRuns(jobs, new Map(missed ? [['j', missed]] : []));
    expect(runs).toEqual(expected ? [{ job: 'j', scheduledFor: new Date(expected) }] : []);
  });
});
