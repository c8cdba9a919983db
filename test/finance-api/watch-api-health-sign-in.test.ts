/**
 * The stop on sign-in pages: over any sequence of answers, calls halt exactly when a login
 * proxy's page answered SIGN_IN_IN_A_ROW calls in a row, creates and status calls alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreateOutcome, StatusOutcome } from '../../src/finance-api/call-outcome.js';
import { HEALTHY, SIGN_IN_IN_A_ROW, nextApiHealth } from '../../src/finance-api/watch-api-health.js';

const page = (title: string): CreateOutcome => ({
  kind: 'in-doubt',
  status: 200,
  reason: `HTTP 200, a sign-in page answered (HTML, title '${title}'): ...: the invoice may have been created`,
  signInPage: title,
  attempts: 1,
});
const statusPage = (title: string): StatusOutcome => ({
  kind: 'http-error',
  status: 200,
  meaning: 'status response: a sign-in page answered',
  excerpt: '',
  signInPage: title,
  attempts: 1,
});
const others: (CreateOutcome | StatusOutcome)[] = [
  { kind: 'in-doubt', status: 200, reason: 'HTTP 200, expected a JSON body, got text/html', attempts: 1 },
  { kind: 'in-doubt', status: 502, reason: 'HTTP 502 Bad Gateway', attempts: 1 },
  { kind: 'http-error', status: 404, meaning: 'Not Found', excerpt: '', attempts: 1 },
  { kind: 'rejected', status: 200, retcode: 4, message: 'no', attempts: 1 },
];

describe('nextApiHealth on sign-in pages', () => {
  it('halts exactly when SIGN_IN_IN_A_ROW pages came in a row, naming the last page and the count', () => {
    const answer = fc.oneof(
      fc.constantFrom('Sign In', 'Acme Corp - Sign In', '').map(page),
      fc.constantFrom('Sign in to your account').map(statusPage),
      fc.constantFrom(...others),
    );
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 20 }), (answers) => {
        const health = answers.reduce((health, answer) => nextApiHealth(health, answer), HEALTHY);
        let run = 0;
        let firstHalt = -1;
        answers.forEach((a, i) => {
          run = 'signInPage' in a && a.signInPage !== undefined ? run + 1 : 0;
          if (run >= SIGN_IN_IN_A_ROW && firstHalt < 0) firstHalt = i;
        });
        if (firstHalt < 0) {
          expect(health.halt).toBeUndefined();
          return;
        }
        const last = answers[firstHalt] as { signInPage: string };
        expect(health.haltKind).toBe('sign-in');
        expect(health.halt).toBe(
          `a sign-in page answered (HTML, title '${last.signInPage || 'none'}'): a login proxy stands in front of the API; its api_key is not enough (${SIGN_IN_IN_A_ROW} calls in a row); ask the API's owners for an address the api_key alone opens`,
        );
      }),
    );
  });
});
