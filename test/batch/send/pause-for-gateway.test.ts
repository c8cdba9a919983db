import { describe, expect, it } from 'vitest';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import { createBreakerPause } from '../../../src/batch/send/pause-for-gateway.js';

const refused: CreateOutcome = { kind: 'not-sent', reason: 'connection refused (ECONNREFUSED)', attempts: 3 };
const badGateway: CreateOutcome = { kind: 'in-doubt', reason: 'HTTP 502 Bad Gateway', status: 502, attempts: 1 };
// No gateway in front: the back-end itself did not answer in time.
const timedOut: CreateOutcome = { kind: 'in-doubt', reason: 'no answer within 3000 ms', attempts: 1 };
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
    {
      last: 'a timeout',
      outcomes: Array.from({ length: 6 }, () => timedOut),
      words: 'got no answer within --timeout-ms',
    },
  ])('says "$words" when the last failure was $last', ({ outcomes, words }) => {
    // An answer of the back-end first: the run reached it, so 6 of 10 open the breaker.
    const [notice] = noticeAfter([rejected, ...outcomes]);
    expect(notice).toBe(
      `paused: 6 or more of the last 10 creates ${words} (last: ${outcomes.at(-1)!.kind === 'in-doubt' ? outcomes.at(-1)!.reason : refused.reason}); ` +
        'waiting for the answers in flight, then asking the finance API for a status until it answers',
    );
  });

  it.each([
    { first: 'two 502s', outcomes: [badGateway, badGateway], words: 'failed at the gateway' },
    // A refused connection leaves no doubt: it does not count towards the 2 (watch-halts stops those).
    { first: 'a refusal and two 502s', outcomes: [refused, badGateway, badGateway], words: 'failed at the gateway' },
  ])('says the run reached nothing yet when its start was $first', ({ outcomes, words }) => {
    expect(noticeAfter(outcomes.slice(0, -1))).toEqual([]);
    expect(noticeAfter(outcomes)).toEqual([
      `paused: 2 or more creates ${words} and none of this run has reached the finance system yet (last: ${outcomes.at(-1)!.reason}); ` +
        'waiting for the answers in flight, then asking the finance API for a status until it answers',
    ]);
  });
});

describe('a run that begins after an earlier run ended on gateway failures', () => {
  const earlierFailure = 'run 3 ended on gateway failures, last: HTTP 504 Gateway Timeout';

  /** The pause of such a run, its probe answering `answered`; resolves once the probe was asked and told. */
  async function askOnce(answered: boolean) {
    const notices: string[] = [];
    let probes = 0;
    let poked!: () => void;
    const told = new Promise<void>((resolve) => (poked = resolve));
    const pause = createBreakerPause({
      probe: async () => {
        probes += 1;
        return { answered, reason: answered ? 'HTTP 200' : 'HTTP 504' };
      },
      maxPauseMs: 600_000,
      signal: new AbortController().signal,
      onNotice: (text) => notices.push(text),
      poke: () => poked(),
      earlierFailure,
    });
    const shutBefore = pause.isOpen();
    pause.whenIdle(true);
    await told;
    // Idle again after the answer: no second question.
    pause.whenIdle(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    pause.close();
    return { pause, notices, probes, shutBefore };
  }

  it('takes no create until the one status request is answered, then one create, without a pause', async () => {
    const { pause, notices, probes, shutBefore } = await askOnce(true);
    expect(shutBefore).toBe(true);
    expect(probes).toBe(1);
    expect(pause.isOpen()).toBe(false);
    expect(pause.inFlightBound()).toBe(1);
    expect(pause.halt()).toBeUndefined();
    expect(pause.figures()).toEqual({ pauses: 0, pausedMs: 0, endedPaused: false });
    expect(notices).toEqual([
      `the finance API answered a status request (HTTP 200) after gateway failures of an earlier run (${earlierFailure}); sending one create first, the rest once it passes`,
    ]);
  });

  /** Records `failure` for each create sent alone after an answered status request, asking again between them. */
  async function failCanaries(failure: CreateOutcome, count: number) {
    const notices: string[] = [];
    let poked: () => void = () => undefined;
    const pause = createBreakerPause({
      probe: async () => ({ answered: true, reason: 'HTTP 200' }),
      maxPauseMs: 600_000,
      signal: new AbortController().signal,
      onNotice: (text) => notices.push(text),
      poke: () => poked(),
      earlierFailure,
    });
    const asked = async () => {
      const told = new Promise<void>((resolve) => (poked = resolve));
      pause.whenIdle(true);
      await told;
    };
    for (let i = 0; i < count; i++) {
      await asked();
      expect(pause.isOpen()).toBe(false);
      expect(pause.inFlightBound()).toBe(1);
      pause.record(failure);
    }
    pause.close();
    return { pause, notices };
  }

  it('pauses again when that one create fails at the gateway, and asks again: a random failure is no outage', async () => {
    const { pause, notices } = await failCanaries(badGateway, 1);
    expect(pause.isOpen()).toBe(true);
    expect(pause.halt()).toBeUndefined();
    expect(notices.at(-1)).toBe(
      'paused again: the one create sent after the status answer failed at the gateway too (HTTP 502 Bad Gateway); ' +
        'asking the finance API for a status again in 1 s; the upload stops when 3 such creates in a row fail (1 so far)',
    );
  });

  it('stops when three such creates in a row fail at the gateway: creates fail while status requests are answered', async () => {
    const { pause, notices } = await failCanaries(badGateway, 3);
    expect(pause.isOpen()).toBe(true);
    expect(notices.at(-2)).toMatch(/again in 2 s; the upload stops when 3 such creates in a row fail \(2 so far\)$/);
    expect(pause.halt()).toMatch(
      /^creates fail at the gateway while the finance API answers status requests \(status: HTTP 200 after a pause of \d+ s; 3 creates in a row, each sent alone after it, failed, the last: HTTP 502 Bad Gateway\)$/,
    );
  }, 20_000);

  it('says the back-end did not answer within --timeout-ms when those creates timed out, with no gateway named', async () => {
    const { pause } = await failCanaries(timedOut, 3);
    expect(pause.halt()).toMatch(
      /^creates get no answer within --timeout-ms while the finance API answers status requests \(.*the last: no answer within 3000 ms\)$/,
    );
  }, 20_000);

  it('sends the rest when that one create reaches the back-end', async () => {
    const { pause } = await askOnce(true);
    pause.record(rejected);
    expect(pause.inFlightBound()).toBe(Number.POSITIVE_INFINITY);
    expect(pause.halt()).toBeUndefined();
  });

  /** A pause whose status requests before the first create are answered as `answers` says, in turn. */
  async function askUntilTold(answers: readonly boolean[]) {
    const notices: string[] = [];
    let probes = 0;
    let poked: () => void = () => undefined;
    const pause = createBreakerPause({
      probe: async () => {
        const answered = answers[probes] ?? false;
        probes += 1;
        return { answered, reason: answered ? 'HTTP 200' : 'HTTP 504' };
      },
      maxPauseMs: 600_000,
      signal: new AbortController().signal,
      onNotice: (text) => notices.push(text),
      poke: () => poked(),
      earlierFailure,
    });
    while (pause.isOpen() && pause.halt() === undefined) {
      const told = new Promise<void>((resolve) => (poked = resolve));
      pause.whenIdle(true);
      await told;
    }
    pause.close();
    return { pause, notices, probes };
  }

  it('asks again, later, when that status request fails at random, and sends once one is answered', async () => {
    const { pause, notices, probes } = await askUntilTold([false, false, true]);
    expect(probes).toBe(3);
    expect(pause.halt()).toBeUndefined();
    expect(pause.isOpen()).toBe(false);
    expect(pause.inFlightBound()).toBe(1);
    expect(notices.slice(0, 2)).toEqual([
      'the finance API did not answer a status request before the first create (HTTP 504); asking again in 1 s; the upload stops when 3 in a row fail (1 so far)',
      'the finance API did not answer a status request before the first create (HTTP 504); asking again in 2 s; the upload stops when 3 in a row fail (2 so far)',
    ]);
  }, 20_000);

  it('stops when three status requests in a row are not answered, still shut, with no pause to count', async () => {
    const { pause, probes } = await askUntilTold([false, false, false]);
    expect(probes).toBe(3);
    expect(pause.isOpen()).toBe(true);
    expect(pause.halt()).toBe(
      `the finance API still fails at the gateway (3 status requests in a row before the first create, the last: HTTP 504; ${earlierFailure})`,
    );
    expect(pause.figures()).toEqual({ pauses: 0, pausedMs: 0, endedPaused: false });
  }, 20_000);
});

describe('a probe answered with a redirect', () => {
  it('stops the pause at once with what to correct, instead of asking until maxPauseMs', async () => {
    const lasting = 'the status request was redirected: HTTP 308, Location https://x/ ; correct the base URL http://b/';
    let probes = 0;
    let poked: () => void = () => undefined;
    const pause = createBreakerPause({
      probe: async () => {
        probes += 1;
        return { answered: false, reason: 'HTTP 308', lasting };
      },
      maxPauseMs: 600_000,
      signal: new AbortController().signal,
      onNotice: () => undefined,
      poke: () => poked(),
      now: () => 0,
    });
    for (const outcome of [rejected, ...Array.from({ length: 6 }, () => badGateway)]) pause.record(outcome);
    expect(pause.isOpen()).toBe(true);
    const told = new Promise<void>((resolve) => (poked = resolve));
    pause.whenIdle(true);
    await told;
    pause.close();
    expect(probes).toBe(1);
    expect(pause.halt()).toBe(lasting);
  });
});
