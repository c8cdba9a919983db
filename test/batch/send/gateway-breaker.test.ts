import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import {
  BREAKER_TRIP,
  BREAKER_WINDOW,
  CANARY_TRIES,
  CLOSED_BREAKER,
  inFlightBound,
  isGatewayFailure,
  isRecordedGatewayFailure,
  nextProbeDelayMs,
  PROBE_FIRST_DELAY_MS,
  recordCreate,
  recordProbe,
  UNPROVEN_TRIP,
  type GatewayBreaker,
} from '../../../src/batch/send/gateway-breaker.js';

const created: CreateOutcome = {
  kind: 'created',
  instanceId: '1',
  status: 200,
  response: {
    E_INSTANCE_ID: '1',
    E_MESSAGE: '',
    E_RETCODE: 0,
    T_CONTACT: { item: [] },
    T_EVENT: { item: [] },
  } as never,
  attempts: 1,
};
const badGateway: CreateOutcome = { kind: 'in-doubt', status: 502, reason: 'HTTP 502', attempts: 1 };
const timeout: CreateOutcome = { kind: 'in-doubt', reason: 'no answer within 100 ms', attempts: 1 };
const refused: CreateOutcome = { kind: 'not-sent', reason: 'ECONNREFUSED', attempts: 3 };

function feed(outcomes: CreateOutcome[], start: GatewayBreaker = CLOSED_BREAKER): GatewayBreaker {
  return outcomes.reduce((breaker, outcome, i) => recordCreate(breaker, outcome, 1000 + i), start);
}

describe('gateway breaker', () => {
  it('counts 502/503/504, no answer and connection failures as gateway failures, not refusals or other errors', () => {
    expect([badGateway, timeout, refused].map(isGatewayFailure)).toEqual([true, true, true]);
    const others: CreateOutcome[] = [
      created,
      { kind: 'rejected', status: 200, retcode: 4, message: 'Invalid', attempts: 1 },
      { kind: 'http-error', status: 400, meaning: 'Bad Request', excerpt: '', attempts: 1 },
      { kind: 'in-doubt', status: 500, reason: 'HTTP 500', attempts: 1 },
      { kind: 'in-doubt', status: 200, reason: 'unreadable', attempts: 1 },
    ];
    expect(others.map(isGatewayFailure)).toEqual([false, false, false, false, false]);
  });

  it('does not count an invoice held back as larger than maxRequestBytes: the way to the API is not broken', () => {
    const tooLarge: CreateOutcome = {
      kind: 'not-sent',
      reason: 'the request would be 2 MB',
      attempts: 0,
      tooLarge: true,
    };
    expect(isGatewayFailure(tooLarge)).toBe(false);
  });

  it('counts an in-doubt redirection, final 1xx or status outside 100-599 as a gateway failure: no back-end answers so', () => {
    const odd = [0, 101, 301, 303, 307, 308, 600, 999].map((status): CreateOutcome => ({
      kind: 'in-doubt',
      status,
      reason: `HTTP ${status}`,
      attempts: 1,
    }));
    expect(odd.map(isGatewayFailure)).toEqual(odd.map(() => true));
    expect(feed(odd.slice(0, BREAKER_TRIP)).openedAt).toBeDefined();
  });

  it('opens when most of the last ten creates failed at the gateway, not for scattered failures', () => {
    const scattered = feed(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? badGateway : created)));
    expect(scattered.openedAt).toBeUndefined();
    const opened = feed([created, created, ...Array(BREAKER_TRIP).fill(timeout)]);
    expect(opened.openedAt).toBe(1000 + 2 + BREAKER_TRIP - 1);
    expect(opened.pauses).toBe(1);
  });

  it('probes with a doubling delay, then closes on an answered probe and counts the pause', () => {
    let breaker = feed([created, ...Array(BREAKER_TRIP).fill(badGateway)]);
    const openedAt = breaker.openedAt!;
    expect(nextProbeDelayMs(breaker)).toBe(1000);
    breaker = recordProbe(breaker, false, openedAt + 1000);
    expect(nextProbeDelayMs(breaker)).toBe(2000);
    for (let i = 0; i < 10; i++) breaker = recordProbe(breaker, false, openedAt);
    expect(nextProbeDelayMs(breaker)).toBe(30_000);
    breaker = recordProbe(breaker, true, openedAt + 45_000);
    expect(breaker).toMatchObject({ openedAt: undefined, probes: 0, pauses: 1, pausedMs: 45_000, recent: [] });
    // Counting starts afresh once the one create after it passed: five more failures do not reopen it.
    expect(feed([created, ...Array(BREAKER_TRIP - 1).fill(badGateway)], breaker).openedAt).toBeUndefined();
  });

  it('doubles a first delay given in place of PROBE_FIRST_DELAY_MS, up to PROBE_MAX_DELAY_MS', () => {
    let breaker = feed([created, ...Array(BREAKER_TRIP).fill(badGateway)]);
    const openedAt = breaker.openedAt!;
    expect(nextProbeDelayMs(breaker, 100)).toBe(100);
    breaker = recordProbe(breaker, false, openedAt + 100);
    expect(nextProbeDelayMs(breaker, 100)).toBe(200);
    for (let i = 0; i < 20; i++) breaker = recordProbe(breaker, false, openedAt);
    expect(nextProbeDelayMs(breaker, 100)).toBe(30_000);
  });

  it('ignores creates while open', () => {
    const open = feed(Array(BREAKER_TRIP).fill(badGateway));
    expect(recordCreate(open, created, 5000)).toBe(open);
  });
});

/** Answers that tell nothing of the back-end (each a gateway failure), and answers that came from it. */
const gatewayFailures: CreateOutcome[] = [
  badGateway,
  timeout,
  refused,
  { kind: 'in-doubt', status: 504, reason: 'HTTP 504', attempts: 1 },
  { kind: 'in-doubt', status: 503, reason: 'HTTP 503', attempts: 1 },
  { kind: 'in-doubt', status: 307, reason: 'HTTP 307', attempts: 1 },
];
/** The gateway failures whose create may have reached the back-end: in doubt. */
const gatewayDoubts = gatewayFailures.filter((outcome) => outcome.kind === 'in-doubt');
const backEndAnswers: CreateOutcome[] = [
  created,
  { kind: 'rejected', status: 200, retcode: 4, message: 'Invalid', attempts: 1 },
  { kind: 'http-error', status: 400, meaning: 'Bad Request', excerpt: '', attempts: 1 },
  { kind: 'in-doubt', status: 500, reason: 'HTTP 500', attempts: 1 },
];

describe('gateway breaker before any create of the run reached the back-end', () => {
  it(`opens at the ${UNPROVEN_TRIP}nd gateway failure in doubt, and lets no more than ${UNPROVEN_TRIP} creates leave until then`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...gatewayDoubts), { minLength: UNPROVEN_TRIP, maxLength: 12 }),
        (failures) => {
          expect(inFlightBound(CLOSED_BREAKER)).toBe(UNPROVEN_TRIP);
          // Each failure answered takes a place away: the creates still in flight are all that may fail before it opens.
          for (let n = 1; n < UNPROVEN_TRIP; n++) {
            const failing = feed(failures.slice(0, n));
            expect(failing.openedAt).toBeUndefined();
            expect(n + inFlightBound(failing)).toBeLessThanOrEqual(UNPROVEN_TRIP);
          }
          const opened = feed(failures);
          expect(opened.openedAt).toBe(1000 + UNPROVEN_TRIP - 1);
          expect(opened.pauses).toBe(1);
        },
      ),
    );
  });

  it(`leaves connections refused before sending to the halt: ${BREAKER_TRIP} of them open it, not ${UNPROVEN_TRIP}`, () => {
    // Refused before connecting: not sent, no doubt; three in a row halt the run (watch-halts.ts),
    // where a pause would probe an address that is shut for the whole pause limit.
    fc.assert(
      fc.property(fc.nat(BREAKER_TRIP - 1), fc.constantFrom(...gatewayDoubts), (refusals, doubt) => {
        expect(feed(Array(refusals).fill(refused)).openedAt).toBeUndefined();
        // One doubt after them is one of the 2 (or the 6th failure of 10, which opens it).
        expect(feed([...Array(refusals).fill(refused), doubt]).openedAt === undefined).toBe(
          refusals < BREAKER_TRIP - 1,
        );
        expect(feed(Array(BREAKER_TRIP).fill(refused)).openedAt).toBeDefined();
      }),
    );
  });

  it(`needs ${BREAKER_TRIP} of the last ${BREAKER_WINDOW} once any answer came from the back-end, and takes every place`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...backEndAnswers),
        fc.array(fc.constantFrom(...gatewayFailures), { minLength: BREAKER_TRIP, maxLength: BREAKER_TRIP }),
        fc.nat(UNPROVEN_TRIP - 1),
        (answer, failures, before) => {
          // The answer from the back-end may come after a failure or two, as answers in flight do.
          const reached = feed([...failures.slice(0, before), answer]);
          expect(reached.openedAt).toBeUndefined();
          expect(inFlightBound(reached)).toBe(Number.POSITIVE_INFINITY);
          expect(feed(failures.slice(before, BREAKER_TRIP - 1), reached).openedAt).toBeUndefined();
          expect(feed(failures.slice(before), reached).openedAt).toBeDefined();
        },
      ),
    );
  });

  it('lets one create go after an answered probe: the probe proved the status path, not the create path', () => {
    const open = feed([badGateway, timeout]);
    const resumed = recordProbe(open, true, 5000);
    expect(inFlightBound(resumed)).toBe(1);
    for (const failure of [badGateway, timeout, refused]) {
      // A failed one pauses again, the next status request later each time; the third in a row stops the run.
      let failed = recordCreate(resumed, failure, 6000);
      expect(failed).toMatchObject({ trialFailed: false, onTrial: false, openedAt: 6000, failedCanaries: 1 });
      expect(nextProbeDelayMs(failed)).toBe(PROBE_FIRST_DELAY_MS);
      failed = recordCreate(recordProbe(failed, true, 7000), failure, 8000);
      expect(failed).toMatchObject({ trialFailed: false, openedAt: 8000, failedCanaries: 2 });
      expect(nextProbeDelayMs(failed)).toBe(2 * PROBE_FIRST_DELAY_MS);
      failed = recordCreate(recordProbe(failed, true, 10_000), failure, 11_000);
      expect(CANARY_TRIES).toBe(3);
      expect(failed).toMatchObject({ trialFailed: true, onTrial: false, openedAt: undefined, failedCanaries: 3 });
      // Stopped: later answers change nothing.
      expect(recordCreate(failed, created, 12_000)).toBe(failed);
      // One that passes in between starts the count afresh.
      const passedThen = recordCreate(recordProbe(recordCreate(resumed, failure, 6000), true, 7000), created, 8000);
      expect(passedThen).toMatchObject({ trialFailed: false, onTrial: false, openedAt: undefined, failedCanaries: 0 });
    }
    const passed = recordCreate(resumed, created, 6000);
    expect(passed).toMatchObject({ onTrial: false, trialFailed: false, reached: true });
    expect(inFlightBound(passed)).toBe(Number.POSITIVE_INFINITY);
    // Held back as too large, the canary never left: still on trial.
    const tooLarge: CreateOutcome = { kind: 'not-sent', reason: 'too large', attempts: 0, tooLarge: true };
    expect(recordCreate(resumed, tooLarge, 6000)).toMatchObject({ onTrial: true, trialFailed: false });
  });

  it('reads a gateway failure from the journal as the breaker reads the answer', () => {
    const rows = [
      { state: 'in-doubt', httpStatus: 502, gateway: true },
      { state: 'in-doubt', httpStatus: 504, gateway: true },
      { state: 'in-doubt', httpStatus: null, gateway: true },
      { state: 'in-doubt', httpStatus: 303, gateway: true },
      { state: 'failed', httpStatus: null, gateway: true },
      { state: 'in-doubt', httpStatus: 500, gateway: false },
      { state: 'in-doubt', httpStatus: 409, gateway: false },
      { state: 'failed', httpStatus: 400, gateway: false },
      { state: 'rejected', httpStatus: 200, gateway: false },
      { state: 'created', httpStatus: 200, gateway: false },
    ];
    expect(rows.map(isRecordedGatewayFailure)).toEqual(rows.map((row) => row.gateway));
  });
});
