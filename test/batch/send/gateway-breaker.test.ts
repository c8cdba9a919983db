import { describe, expect, it } from 'vitest';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import {
  BREAKER_TRIP,
  CLOSED_BREAKER,
  isGatewayFailure,
  nextProbeDelayMs,
  recordCreate,
  recordProbe,
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
    let breaker = feed(Array(BREAKER_TRIP).fill(badGateway));
    const openedAt = breaker.openedAt!;
    expect(nextProbeDelayMs(breaker)).toBe(1000);
    breaker = recordProbe(breaker, false, openedAt + 1000);
    expect(nextProbeDelayMs(breaker)).toBe(2000);
    for (let i = 0; i < 10; i++) breaker = recordProbe(breaker, false, openedAt);
    expect(nextProbeDelayMs(breaker)).toBe(30_000);
    breaker = recordProbe(breaker, true, openedAt + 45_000);
    expect(breaker).toMatchObject({ openedAt: undefined, probes: 0, pauses: 1, pausedMs: 45_000, recent: [] });
    // Counting starts afresh: five more failures do not reopen it.
    expect(feed(Array(BREAKER_TRIP - 1).fill(badGateway), breaker).openedAt).toBeUndefined();
  });

  it('ignores creates while open', () => {
    const open = feed(Array(BREAKER_TRIP).fill(badGateway));
    expect(recordCreate(open, created, 5000)).toBe(open);
  });
});
