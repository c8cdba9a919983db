import { describe, expect, it } from 'vitest';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import { createBreakerPause } from '../../../src/batch/send/pause-for-gateway.js';

const refused: CreateOutcome = { kind: 'not-sent', reason: 'connection refused (ECONNREFUSED)', attempts: 3 };
const badGateway: CreateOutcome = { kind: 'in-doubt', reason: 'HTTP 502 Bad Gateway', status: 502, attempts: 1 };
const rejected: CreateOutcome = { kind: 'rejected', status: 200, retcode: 4, message: 'Invalid', attempts: 1 };

/** The pause notice after `outcomes`, the last one deciding the words. */
function noticeAfter(outcomes: readonly CreateOutcome[]): string[] {
  const notices: string[] = [];
  const pause = createBreakerPause({
    probe: async () => ({ answered: false, reason: 'nothing answered' }),
    maxPauseMs: 60_000,
    signal: new AbortController().signal,
    onNotice: (text) => notices.push(text),
    poke: () => undefined,
    now: () => 0,
  });
  for (const outcome of outcomes) pause.record(outcome);
  pause.close();
  return notices;
}

describe('the pause notice', () => {
  it.each([
    { last: 'refused', outcomes: Array.from({ length: 6 }, () => refused), words: 'could not reach the finance API' },
    {
      last: 'refused',
      outcomes: [...Array.from({ length: 5 }, () => badGateway), refused],
      words: 'could not reach the finance API',
    },
    { last: 'a 502', outcomes: Array.from({ length: 6 }, () => badGateway), words: 'failed at the gateway' },
    {
      last: 'a 502',
      outcomes: [...Array.from({ length: 5 }, () => refused), badGateway],
      words: 'failed at the gateway',
    },
  ])('says "$words" when the last failure was $last', ({ outcomes, words }) => {
    // An answer of the back-end first: the run reached it, so 6 of 10 open the breaker.
    const [notice] = noticeAfter([rejected, ...outcomes]);
    expect(notice).toBe(
      `paused: 6 or more of the last 10 creates ${words} (last: ${outcomes.at(-1)!.kind === 'not-sent' ? refused.reason : badGateway.reason}); ` +
        'waiting for the answers in flight, then asking the finance API for a status until it answers',
    );
  });

  it.each([
    { last: 'refused', outcomes: [badGateway, refused], words: 'could not reach the finance API' },
    { last: 'a 502', outcomes: [refused, badGateway], words: 'failed at the gateway' },
  ])('says the run reached nothing yet when 2 creates at its start failed, the last $last', ({ outcomes, words }) => {
    expect(noticeAfter(outcomes)).toEqual([
      `paused: 2 creates ${words} and none of this run has reached the finance system yet (last: ${outcomes.at(-1)!.reason}); ` +
        'waiting for the answers in flight, then asking the finance API for a status until it answers',
    ]);
  });
});
