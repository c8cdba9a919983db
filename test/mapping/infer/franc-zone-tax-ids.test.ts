/**
 * Without a currency column, the supplier ids of Senegal (NINEA: XOF), Burkina Faso (IFU of eight
 * digits and a letter: XOF), Cameroon (NIU: XAF),
 * Madagascar (STAT: MGA) and Panama (RUC: USD) say the currency; ids of another shape under the
 * same header say nothing.
 */
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';

function specOf(header: string, texts: readonly string[]): string | undefined {
  const columns = [
    { header: 'N°', texts: texts.map((_, i) => String(i + 1)) },
    { header, texts: [...texts] },
  ];
  return proposeCurrencyValue(['1 234', '7 000'], ['N°', header], undefined, columns).line?.spec;
}

describe('a franc zone or Panamanian supplier id', () => {
  it('says the currency in its shape', () => {
    expect(specOf('NINEA', ['0053848 2G3', '005776902G3', '004567890 2G3'])).toBe('{ value: XOF }');
    expect(specOf('NIU', ['M001234917895Q', 'P041800012345K'])).toBe('{ value: XAF }');
    expect(specOf('IFU', ['00012345X', '11031532B', '00047201 K'])).toBe('{ value: XOF }');
    expect(specOf('STAT', ['73101 11 2013 0 11167', '73101112010010234'])).toBe('{ value: MGA }');
    expect(specOf('RUC', ['155624694-2-2017', '8-123-456', 'PE-10-2345'])).toBe('{ value: USD }');
  });

  it('says nothing in another shape: a Peruvian RUC, a bare number under NIU, a statistic of two groups', () => {
    expect(specOf('RUC', ['20123456789', '10456789012'])).toBeUndefined();
    expect(specOf('NIU', ['1234567', '7654321'])).toBeUndefined();
    expect(specOf('STAT', ['12 34', '56 78'])).toBeUndefined();
    expect(specOf('IFU', ['1234567X', 'A12345678'])).toBeUndefined();
  });
});
