import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOB_RETRY,
  planJobRetry,
  retryAttemptOf,
  retryRecordInstant,
} from '../../src/schedule/plan-job-retry.js';

const tick = new Date('2026-11-23T01:00:00Z');
const plus = (minutes: number) => new Date(tick.getTime() + minutes * 60_000);

describe('planJobRetry', () => {
  it('waits everyMs, then twice as long each time, while the attempt starts within the window of the tick', () => {
    const retry = { everyMs: 10 * 60_000, withinMs: 60 * 60_000 };
    expect(planJobRetry(retry, tick, 0, plus(1))).toEqual({ at: plus(11), attempt: 1 });
    expect(planJobRetry(retry, tick, 1, plus(12))).toEqual({ at: plus(32), attempt: 2 });
    // 33 + 40 minutes is past the hour: no fourth run.
    expect(planJobRetry(retry, tick, 2, plus(33))).toBeUndefined();
  });

  it('never retries a job without retry, and stops at the 999th attempt', () => {
    expect(planJobRetry(undefined, tick, 0, plus(1))).toBeUndefined();
    expect(planJobRetry({ everyMs: 1, withinMs: 1e12 }, tick, 999, plus(1))).toBeUndefined();
  });

  it('by default retries three times in the hour after the tick: 5, 10 and 20 minutes apart', () => {
    const first = planJobRetry(DEFAULT_JOB_RETRY, tick, 0, tick);
    expect(first?.at).toEqual(plus(5));
    const second = planJobRetry(DEFAULT_JOB_RETRY, tick, 1, first!.at);
    expect(second?.at).toEqual(plus(15));
    const third = planJobRetry(DEFAULT_JOB_RETRY, tick, 2, second!.at);
    expect(third?.at).toEqual(plus(35));
    expect(planJobRetry(DEFAULT_JOB_RETRY, tick, 3, third!.at)).toBeUndefined();
  });

  it('records attempt N at the tick plus N ms, and reads it back; a tick reads as attempt 0', () => {
    expect(retryRecordInstant(tick, 2).toISOString()).toBe('2026-11-23T01:00:00.002Z');
    expect(retryAttemptOf(retryRecordInstant(tick, 2))).toBe(2);
    expect(retryAttemptOf(tick)).toBe(0);
  });
});
