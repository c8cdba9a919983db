import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureReason } from '../../src/journal/failure-reason.js';

describe('failureReason', () => {
  // Details as the send loop records them for failed invoices (interpret-create-outcome.ts).
  it.each([
    [
      'not sent: TLS failure before sending (DEPTH_ZERO_SELF_SIGNED_CERT)',
      'TLS failure before sending (DEPTH_ZERO_SELF_SIGNED_CERT)',
    ],
    ['not sent: host name not found (ENOTFOUND)', 'host name not found (ENOTFOUND)'],
    ['not sent: connection refused (ECONNREFUSED)', 'connection refused (ECONNREFUSED)'],
    ['HTTP 401 Unauthorized', 'HTTP 401 Unauthorized'],
    ['HTTP 505 HTTP Version Not Supported: {"error":"old"}', 'HTTP 505 HTTP Version Not Supported'],
    ['HTTP 413 Payload Too Large: <html>big</html>', 'HTTP 413 Payload Too Large'],
    ['a reason of its own', 'a reason of its own'],
  ])('%s -> %s', (detail, reason) => {
    expect(failureReason(detail)).toBe(reason);
  });

  it('gives invoices whose HTTP answers differ only in their bodies one reason', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.string(), fc.string(), (status, a, b) => {
        const head = `HTTP ${status} Some Meaning`;
        expect(failureReason(`${head}: ${a}`)).toBe(failureReason(`${head}: ${b}`));
        expect(failureReason(`${head}: ${a}`)).toBe(head);
      }),
    );
  });

  it('says when nothing was recorded', () => {
    expect(failureReason(null)).toBe('no reason recorded');
  });
});
