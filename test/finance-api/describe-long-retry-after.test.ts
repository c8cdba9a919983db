import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeLongRetryAfter } from '../../src/finance-api/describe-long-retry-after.js';

const NOW = Date.UTC(2026, 10, 30, 2, 0, 0);

describe('describeLongRetryAfter', () => {
  it('says nothing of a wait the tool waits, or of no readable Retry-After', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), (maxS, shorterS) => {
        const header = String(Math.max(0, maxS - shorterS));
        expect(describeLongRetryAfter(header, maxS * 1000, NOW)).toBeUndefined();
      }),
    );
    for (const header of [null, '', 'soon', '1.5', '-5'])
      expect(describeLongRetryAfter(header, 30_000, NOW)).toBeUndefined();
  });

  it('names the wait in seconds, and in hours from one hour, when longer than the tool waits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 * 86_400 }), (seconds) => {
        const said = describeLongRetryAfter(String(seconds), seconds * 1000 - 1, NOW);
        expect(said).toContain(`asked to wait ${seconds} s`);
        if (seconds >= 3600) expect(said).toContain(`(${Math.floor(seconds / 3600)} h`);
        expect(said).toMatch(/: run it again after that time$/);
      }),
    );
  });

  it('quotes an HTTP date as written', () => {
    const header = new Date(NOW + 86_400_000).toUTCString();
    expect(describeLongRetryAfter(header, 30_000, NOW)).toContain(`asked to wait until ${header} (Retry-After)`);
    expect(describeLongRetryAfter(new Date(NOW + 10_000).toUTCString(), 30_000, NOW)).toBeUndefined();
  });
});
