/** The Status sheet's Detail of a failed call: one line whatever the reason, the finding's words kept whole. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortCheckReason } from '../../src/report/short-check-reason.js';
import { wrappedLines } from '../../src/report/fit-row-height.js';
import type { StatusCheck } from '../../src/reconcile/status-check.js';

type Failed = Extract<StatusCheck, { ok: false }>;
const failed = (failure: string, error: string): Failed => ({
  invoice: { instanceId: '0030000001' } as Failed['invoice'],
  previous: undefined,
  checkedAt: '2026-11-30T02:00:00.000Z',
  ok: false,
  failure,
  error,
});

describe('shortCheckReason', () => {
  it.each([
    [
      'http-error',
      'HTTP 502 Bad Gateway: an error page instead of a status (after 4 attempts)',
      'HTTP 502 Bad Gateway',
    ],
    [
      'http-error',
      "HTTP 200 status response: a sign-in page answered (HTML, title 'Sign In'): ...",
      'SSO sign-in page',
    ],
    ['timeout', 'no answer: no answer within 30000 ms (after 4 attempts)', 'no answer in time'],
    ['not-sent', 'status call not sent: connection refused (ECONNREFUSED) (after 4 attempts)', 'not reached…'],
    ['halted', 'not checked: the finance API did not answer (3 status calls in a row: ...)', 'not asked: see Summary'],
    [
      'rejected',
      'refused by the finance system: E_RETCODE 4: Invoice instance 0030009999 does not exist',
      'refused by the…',
    ],
  ])('%s %j reads %j', (failure, error, short) => {
    expect(shortCheckReason(failed(failure, error), 20).startsWith(short.replace('…', ''))).toBe(true);
  });

  it('is one line of the width for any reason of an outage, never empty', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http-error', 'timeout', 'not-sent', 'rejected', 'halted', 'stopped'),
        fc.string({ minLength: 1, maxLength: 400 }),
        fc.integer({ min: 12, max: 40 }),
        (failure, error, width) => {
          const text = shortCheckReason(failed(failure, error), width);
          expect(wrappedLines(text, width)).toBe(1);
          expect(text.trim()).not.toBe('');
        },
      ),
    );
  });

  it.each(['unknown-instance', 'other-instance'])('keeps the whole words of a finding (%s)', (failure) => {
    const error = 'the answer is the status of instance 0030000002, not of instance 0030000001 that was asked for';
    expect(shortCheckReason(failed(failure, error), 20)).toBe(error);
  });
});
