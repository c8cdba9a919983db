import { describe, expect, it } from 'vitest';
import { formatSending } from '../../src/print/format-sending.js';

const quiet = {
  throttled: 0,
  sentAgain: 0,
  stoppedWaiting: 0,
  settledConcurrency: undefined,
  pauses: 0,
  pausedMs: 0,
  endedPaused: false,
};

describe('formatSending', () => {
  it('says nothing when sending went plainly', () => {
    expect(formatSending(quiet)).toBeUndefined();
    expect(formatSending(undefined)).toBeUndefined();
  });

  it('says how often the run paused and resumed, and when it ended while paused', () => {
    expect(formatSending({ ...quiet, pauses: 2, pausedMs: 61_400 })).toBe(
      'Sending:  paused 2 times for gateway failures (61 s in all), resumed when the finance API answered again',
    );
    expect(formatSending({ ...quiet, pauses: 3, pausedMs: 700_000, endedPaused: true })).toBe(
      'Sending:  paused 3 times for gateway failures (700 s in all), resumed 2 times, and ended while paused: the finance API did not answer again',
    );
    expect(formatSending({ ...quiet, pauses: 2, pausedMs: 610_000, endedPaused: true })).toBe(
      'Sending:  paused 2 times for gateway failures (610 s in all), resumed once, and ended while paused: the finance API did not answer again',
    );
  });

  it('joins the concurrency found and the throttling', () => {
    expect(formatSending({ ...quiet, settledConcurrency: 8, throttled: 1, sentAgain: 1 })).toBe(
      "Sending:  concurrency auto settled on 8; the gateway throttled 1 request (429, or a gateway's own rate-limit or no-target answer), each sent again after the wait it asked for",
    );
  });

  it('says the rate the requests were spread at', () => {
    expect(formatSending({ ...quiet, throttled: 9, sentAgain: 9, pacedPerSecond: 36.48 })).toBe(
      "Sending:  the gateway throttled 9 requests (429, or a gateway's own rate-limit or no-target answer), each sent again after the wait it asked for; requests spread evenly at 36.5 a second (--rate, or the gateway's rate limit)",
    );
  });

  it('says which throttled requests were not sent again: kept back by the stop, or given up', () => {
    expect(formatSending({ ...quiet, throttled: 385, sentAgain: 288, stoppedWaiting: 97 })).toBe(
      "Sending:  the gateway throttled 385 requests (429, or a gateway's own rate-limit or no-target answer): 288 sent again after the wait it asked for, 97 waiting to go again when the upload stopped, not sent",
    );
    expect(formatSending({ ...quiet, throttled: 5, sentAgain: 2, stoppedWaiting: 1 })).toBe(
      "Sending:  the gateway throttled 5 requests (429, or a gateway's own rate-limit or no-target answer): 2 sent again after the wait it asked for, 1 waiting to go again when the upload stopped, not sent, 2 given up after waiting too long (safe to post again)",
    );
  });
});
