/**
 * The fault codes of an Apigee-class gateway decide before the HTTP status: every status a
 * gateway may put around them (500, 429, 503, 413, 401, 403, 504), with any faultstring.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCreateAnswer } from '../../src/finance-api/read-create-answer.js';

const NOT_PROCESSED = [
  'policies.ratelimit.SpikeArrestViolation',
  'policies.ratelimit.QuotaViolation',
  'policies.concurrentratelimit.ConcurrentRatelimtViolation',
  'messaging.adaptors.http.flow.NoActiveTargets',
  'protocol.http.TooBigBody',
  'steps.jsonthreatprotection.ExecutionFailed',
  'oauth.v2.InvalidApiKey',
  'oauth.v2.InvalidApiKeyForGivenResource',
  'keymanagement.service.consumer_key_expired',
  'keymanagement.service.invalid_client-app_not_approved',
  'keymanagement.service.DeveloperStatusNotActive',
];
const SAYS_NOTHING = [
  'messaging.adaptors.http.flow.GatewayTimeout',
  'messaging.adaptors.http.flow.ServiceUnavailable',
  'some.other.gateway.Code',
];
const STATUSES = [500, 429, 503, 413, 401, 403, 504];
const KEY = 'sk-test-key-123';

const faultBody = (faultstring: string, errorcode: string) =>
  JSON.stringify({ fault: { faultstring, detail: { errorcode } } });
const answer = (status: number, body: string) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json' }),
  body,
});
// Printable text without quotes or backslashes, so the excerpt shows it as sent.
const faultstrings = fc.stringMatching(/^[A-Za-z0-9 .,:;=(){}-]{1,60}$/).filter((s) => s.trim() === s);

describe('create answers with a gateway fault body', () => {
  it('a code that proves the request never reached the back-end fails the create (safe to post again), never in doubt, with the faultstring and code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOT_PROCESSED),
        fc.constantFrom(...STATUSES),
        faultstrings,
        (code, status, said) => {
          const outcome = readCreateAnswer(answer(status, faultBody(said, code)), KEY, 1);
          expect(outcome.kind).toBe('http-error');
          if (outcome.kind !== 'http-error') return;
          expect(outcome.meaning).toContain(code);
          expect(outcome.meaning).toContain(said.replace(/\s+/g, ' '));
        },
      ),
    );
  });

  it('a code that says nothing about the back-end keeps the rule of the status: a 5xx is in doubt, a 4xx failed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SAYS_NOTHING),
        fc.constantFrom(...STATUSES),
        faultstrings,
        (code, status, said) => {
          const outcome = readCreateAnswer(answer(status, faultBody(said, code)), KEY, 1);
          expect(outcome.kind).toBe(status >= 500 ? 'in-doubt' : 'http-error');
        },
      ),
    );
  });

  it('a fault that echoes the API key shows it as ***', () => {
    const outcome = readCreateAnswer(answer(401, faultBody(`Invalid ApiKey ${KEY}`, 'oauth.v2.InvalidApiKey')), KEY, 1);
    expect(JSON.stringify(outcome)).not.toContain(KEY);
    expect(outcome).toMatchObject({ kind: 'http-error', meaning: expect.stringContaining('Invalid ApiKey ***') });
  });

  it('a code added by the profile proves not processed too', () => {
    const body = faultBody('Rate exceeded', 'acme.gateway.Throttled');
    expect(readCreateAnswer(answer(500, body), KEY, 1).kind).toBe('in-doubt');
    expect(readCreateAnswer(answer(500, body), KEY, 1, ['acme.gateway.Throttled'])).toMatchObject({
      kind: 'http-error',
      meaning: expect.stringContaining('acme.gateway.Throttled'),
    });
  });
});
