import { describe, expect, it } from 'vitest';
import { parseRateText } from '../../src/mapping/parse-rate-text.js';

describe('tax rates in Arabic-Indic, Persian and Devanagari digits', () => {
  it.each([
    ['١٥٪', '15.00'],
    ['\u200f١٥٫٥ ٪', '15.50'],
    ['۹٪', '9.00'],
    ['۱۰', '10.00'],
    ['१८%', '18.00'],
  ])('reads %s as %s', (text, rate) => {
    expect(parseRateText(text)).toEqual({ ok: true, text: rate });
  });

  it('refuses a rate whose digits come from two scripts', () => {
    expect(parseRateText('١5٪')).toMatchObject({ ok: false, message: expect.stringContaining('two scripts') });
  });
});
