import { describe, expect, it } from 'vitest';
import { formatFailures } from '../../src/print/format-failures.js';

describe('formatFailures', () => {
  it('prints at most three reasons as given (most frequent first), the rest as one line, then what to do', () => {
    const lines = formatFailures([
      { reason: 'TLS failure before sending (DEPTH_ZERO_SELF_SIGNED_CERT)', count: 5 },
      { reason: 'host name not found (ENOTFOUND)', count: 3 },
      { reason: 'HTTP 505 HTTP Version Not Supported', count: 2 },
      { reason: 'HTTP 401 Unauthorized', count: 1 },
      { reason: 'x'.repeat(300), count: 1 },
    ]);
    expect(lines).toEqual([
      '5 failed: TLS failure before sending (DEPTH_ZERO_SELF_SIGNED_CERT)',
      '3 failed: host name not found (ENOTFOUND)',
      '2 failed: HTTP 505 HTTP Version Not Supported',
      '2 failed for 2 other reasons (see the results)',
      'Failed invoices were not created: fix the cause, then upload the file again; it is safe to post them again.',
    ]);
    expect(formatFailures([])).toEqual([]);
    expect(formatFailures([{ reason: 'y'.repeat(300), count: 1 }])[0]).toHaveLength('1 failed: '.length + 200);
  });
});
