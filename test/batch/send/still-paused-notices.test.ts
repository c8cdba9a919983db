/**
 * A long pause says every minute that it goes on, since when, what the last status request got
 * and when the next is asked, so that a log at 2 a.m. tells a pause from a hung process.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import { createBreakerPause } from '../../../src/batch/send/pause-for-gateway.js';
import { describeStillPaused } from '../../../src/batch/send/still-paused-notices.js';

const badGateway: CreateOutcome = { kind: 'in-doubt', reason: 'HTTP 502 Bad Gateway', status: 502, attempts: 1 };
const rejected: CreateOutcome = { kind: 'rejected', status: 200, retcode: 4, message: 'Invalid', attempts: 1 };
const TAIL =
  'the upload stops if the pause reaches 10 min; Ctrl-C stops it now (invoices not sent are safe to post again)';

afterEach(() => {
  vi.useRealTimers();
});

describe('a paused upload', () => {
  it('says every minute that it is still paused, until the finance API answers', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T02:00:00Z') });
    const notices: string[] = [];
    let answers = false;
    const pause = createBreakerPause({
      probe: async () =>
        answers ? { answered: true, reason: 'HTTP 200' } : { answered: false, reason: 'HTTP 502 Bad Gateway' },
      maxPauseMs: 600_000,
      signal: new AbortController().signal,
      onNotice: (text) => notices.push(text),
      poke: () => pause.whenIdle(true),
      now: () => Date.now(),
    });
    for (const outcome of [rejected, ...Array.from({ length: 6 }, () => badGateway)]) pause.record(outcome);
    pause.whenIdle(true);
    expect(notices).toHaveLength(1);

    // Status requests 1, 3, 7, 15, 31 and 61 s into the pause.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notices.slice(1)).toEqual([
      `still paused since 2026-12-01 02:00:00 UTC (1 min): the last status request: HTTP 502 Bad Gateway; the next in 1 s; ${TAIL}`,
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notices).toHaveLength(3);
    expect(notices[2]).toMatch(
      /^still paused since 2026-12-01 02:00:00 UTC \(2 min\): the last status request: HTTP 502 Bad Gateway; the next in \d+ s; /,
    );

    answers = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(notices.at(-1)).toMatch(/^resumed: /);
    const count = notices.length;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(notices.filter((text) => text.startsWith('still paused'))).toHaveLength(count - 2);
    pause.close();
  });
});

describe('describeStillPaused', () => {
  it.each([
    { lastProbe: undefined, nextProbeInMs: 1500, words: 'no status request asked yet; the next in 2 s' },
    {
      lastProbe: 'connection refused (ECONNREFUSED)',
      nextProbeInMs: undefined,
      words: 'the last status request: connection refused (ECONNREFUSED); one is being asked now',
    },
  ])('says "$words"', ({ lastProbe, nextProbeInMs, words }) => {
    const since = new Date('2026-12-01T01:57:30.250Z');
    const text = describeStillPaused({ since, pausedMs: 185_000, lastProbe, nextProbeInMs, maxPauseMs: 600_000 });
    expect(text).toBe(`still paused since 2026-12-01 01:57:30 UTC (3 min): ${words}; ${TAIL}`);
  });
});
