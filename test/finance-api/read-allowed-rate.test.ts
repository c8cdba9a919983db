import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAllowedRate } from '../../src/finance-api/read-allowed-rate.js';

describe('readAllowedRate', () => {
  it('reads the MessageRate of an Apigee spike arrest faultstring, with any period and extra fields', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(1_000_000, 60_000_000, 100_000, 500_000),
        fc.constantFrom('', ', maxBurstMessageCount=1.0'),
        (messages, period, extra) => {
          const text = `Spike arrest violation. Allowed rate : MessageRate{messagesPerPeriod=${messages}, periodInMicroseconds=${period}${extra}}`;
          expect(readAllowedRate(text)).toBeCloseTo((messages * 1_000_000) / period, 9);
        },
      ),
    );
  });

  it.each([
    ['Spike arrest violation. Allowed rate : 40ps', 40],
    ['Spike arrest violation. Allowed rate : 2400pm', 40],
    ['Spike arrest violation. Allowed rate : 30PM', 0.5],
  ])('reads the short form of older Edge: %s', (text, perSecond) => {
    expect(readAllowedRate(text)).toBe(perSecond);
  });

  it.each([
    'Rate limit quota violation. Quota limit  exceeded. Identifier : _default',
    'Spike arrest violation',
    'Spike arrest violation. Allowed rate : MessageRate{messagesPerPeriod=0, periodInMicroseconds=1000000}',
    'Spike arrest violation. Allowed rate : MessageRate{messagesPerPeriod=5, periodInMicroseconds=0}',
    '',
  ])('states no rate: %s', (text) => {
    expect(readAllowedRate(text)).toBeUndefined();
  });
});
