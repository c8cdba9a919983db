/**
 * The checked-in sign table (src/mapping/intl-currency-signs.ts) is what this Node's ICU writes:
 * every sign Intl writes for a sample of languages and regions is in it, for that currency.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveCurrencySigns, intlSignSources } from '../../src/mapping/derive-currency-signs.js';
import { INTL_CURRENCY_SIGNS } from '../../src/mapping/intl-currency-signs.js';

const TABLE = new Map(
  INTL_CURRENCY_SIGNS.trim()
    .split('\n')
    .map((line) => line.split('\t') as [string, string])
    .map(([sign, codes]) => [sign, codes.split(' ')] as const),
);
const SOURCES = intlSignSources();

describe('the currency sign table', () => {
  it('holds each sign Intl writes for a sample of languages and regions, with its currency', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SOURCES.languages], { minLength: 1, maxLength: 3 }),
        fc.subarray([...SOURCES.regions], { minLength: 1, maxLength: 3 }),
        (languages, regions) => {
          const derived = deriveCurrencySigns({ ...SOURCES, languages, regions });
          expect(derived.size).toBeGreaterThan(0);
          for (const [sign, currencies] of derived)
            expect(TABLE.get(sign), sign).toEqual(expect.arrayContaining([...currencies]));
        },
      ),
      { numRuns: 4 },
    );
  });

  it('holds the signs local exports write', () => {
    expect(
      Object.fromEntries(['T$', 'DA', 'د.ج.', 'F CFA', 'VT', 'G', 'Ksh', 'kr'].map((sign) => [sign, TABLE.get(sign)])),
    ).toEqual({
      T$: ['TOP'],
      DA: ['DZD'],
      'د.ج.': ['DZD'],
      'F CFA': ['XOF'],
      VT: ['VUV'],
      G: ['HTG'],
      Ksh: ['KES'],
      kr: ['DKK', 'ISK', 'NOK', 'SEK'],
    });
  });

  it('was written by the ICU this Node runs', () => {
    const header = /Node ([\d.]+)'s ICU ([\d.]+)/;
    const source = fs.readFileSync(new URL('../../src/mapping/intl-currency-signs.ts', import.meta.url), 'utf8');
    expect(header.exec(source)?.[2]).toBe(process.versions.icu);
  });
});
