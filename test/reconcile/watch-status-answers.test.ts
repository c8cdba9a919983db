import { describe, expect, it } from 'vitest';
import type { StatusOutcome } from '../../src/finance-api/call-outcome.js';
import { ANSWERING, NO_ANSWER_IN_A_ROW, nextStatusHealth } from '../../src/reconcile/watch-status-answers.js';

const html = (status: number, title: string): StatusOutcome => ({
  kind: 'http-error',
  status,
  meaning: `${title}: an error page instead of a status`,
  excerpt: `<html><head><title>${status} ${title}</title></head></html>`,
  attempts: 4,
});
const TIMEOUT: StatusOutcome = { kind: 'timeout', reason: 'no answer within 30000 ms (after 4 attempts)', attempts: 4 };
const JSON_503: StatusOutcome = {
  kind: 'http-error',
  status: 503,
  meaning: 'Service Unavailable',
  excerpt: '{"error":"busy"}',
  attempts: 4,
};
const IIS_500 = html(500, 'Internal Server Error');
const JSON_500: StatusOutcome = {
  kind: 'http-error',
  status: 500,
  meaning: 'Internal Server Error',
  excerpt: '{"E_RETCODE":9}',
  attempts: 1,
};
const THROTTLED: StatusOutcome = {
  kind: 'http-error',
  status: 429,
  meaning: 'Too Many Requests',
  excerpt: '',
  attempts: 4,
};
const NOT_FOUND: StatusOutcome = {
  kind: 'http-error',
  status: 404,
  meaning: 'Not Found',
  excerpt: '<html>404</html>',
  attempts: 1,
};
const REFUSED: StatusOutcome = { kind: 'not-sent', reason: 'connect ECONNREFUSED', attempts: 4 };
const KEY: StatusOutcome = { kind: 'http-error', status: 401, meaning: 'Unauthorized', excerpt: '', attempts: 1 };
const ANSWER: StatusOutcome = {
  kind: 'rejected',
  status: 200,
  retcode: 4,
  message: 'Invoice instance 9 does not exist',
  attempts: 1,
};

/** The index of the call after which no more are made, or undefined. */
function haltsAfter(outcomes: readonly StatusOutcome[]) {
  let health = ANSWERING;
  for (const [index, outcome] of outcomes.entries()) {
    health = nextStatusHealth(health, outcome);
    if (health.halt) return { after: index + 1, kind: health.haltKind, halt: health.halt };
  }
  return undefined;
}

describe('nextStatusHealth', () => {
  it.each([
    ['timeouts of a back-end that accepts and hangs', TIMEOUT],
    ['nginx 502 pages', html(502, 'Bad Gateway')],
    ['Envoy 503 pages', html(503, 'Service Unavailable')],
    ['HAProxy 504 pages', html(504, 'Gateway Time-out')],
    ['IIS 500 pages', IIS_500],
    ['a 503 in JSON', JSON_503],
  ])('stops after %s, %i in a row', (_, outcome) => {
    const stop = haltsAfter(Array.from({ length: 10 }, () => outcome));
    expect(stop).toMatchObject({ after: NO_ANSWER_IN_A_ROW, kind: 'no-answer' });
    expect(stop?.halt).toContain(`${NO_ANSWER_IN_A_ROW} status calls in a row`);
  });

  it('counts mixed no-answers together, and one answer starts the count again', () => {
    expect(haltsAfter([TIMEOUT, IIS_500, html(502, 'Bad Gateway')])?.after).toBe(3);
    expect(haltsAfter([TIMEOUT, TIMEOUT, ANSWER, TIMEOUT, TIMEOUT, ANSWER, TIMEOUT])).toBeUndefined();
    expect(haltsAfter([TIMEOUT, TIMEOUT, ANSWER, TIMEOUT, TIMEOUT, TIMEOUT])?.after).toBe(6);
  });

  it.each([
    ['a JSON 500 of the finance system', JSON_500],
    ['a 429', THROTTLED],
    ['an HTML 404', NOT_FOUND],
    ['an answer', ANSWER],
  ])('never stops on %s: the finance system answered', (_, outcome) => {
    expect(haltsAfter(Array.from({ length: 10 }, () => outcome))).toBeUndefined();
  });

  it('keeps the rules of every run: refused connections and a refused key stop as before', () => {
    expect(haltsAfter([REFUSED, REFUSED, REFUSED])).toMatchObject({ after: 3, kind: 'unreachable' });
    expect(haltsAfter([TIMEOUT, TIMEOUT, KEY])).toMatchObject({ after: 3, kind: 'key-refused' });
  });
});
