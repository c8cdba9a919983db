/** What started an upload, read from the environment the scheduler gives its jobs. Pure. */
import { describe, expect, it } from 'vitest';
import { readRunStarter, watchStarter } from '../../src/schedule/read-run-starter.js';

describe('readRunStarter', () => {
  it('says hand when no scheduler named a job', () => {
    expect(readRunStarter({}, 4321)).toBe('hand');
    expect(readRunStarter({ INVOICE_BATCH_SCHEDULER_PID: '4321' }, 4321)).toBe('hand');
  });

  it('names the job when the scheduler that named it is the parent', () => {
    const env = { INVOICE_BATCH_SCHEDULER_PID: '4321', INVOICE_BATCH_SCHEDULE_JOB: 'nightly-upload' };
    expect(readRunStarter(env, 4321)).toBe('schedule: nightly-upload');
  });

  it('does not take a job set by hand for the scheduler: it says hand and what was claimed', () => {
    const claimed = 'hand (INVOICE_BATCH_SCHEDULE_JOB=nightly-upload set without its scheduler)';
    expect(readRunStarter({ INVOICE_BATCH_SCHEDULE_JOB: 'nightly-upload' }, 4321)).toBe(claimed);
    const otherParent = { INVOICE_BATCH_SCHEDULER_PID: '999', INVOICE_BATCH_SCHEDULE_JOB: 'nightly-upload' };
    expect(readRunStarter(otherParent, 4321)).toBe(claimed);
    const notPid = { INVOICE_BATCH_SCHEDULER_PID: 'x', INVOICE_BATCH_SCHEDULE_JOB: 'nightly-upload' };
    expect(readRunStarter(notPid, 4321)).toBe(claimed);
  });
});

describe('watchStarter', () => {
  it('names the drop folder, and the job when a scheduled job runs the watcher', () => {
    expect(watchStarter('hand', '/srv/in')).toBe('watch: /srv/in');
    expect(watchStarter('schedule: intake', '/srv/in')).toBe('schedule: intake, watch: /srv/in');
  });
});
