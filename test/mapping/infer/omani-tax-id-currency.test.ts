/**
 * Without a currency column, an Omani purchase register names the rial by its suppliers' VAT
 * numbers: OM and ten digits, as the Tax Authority gives them, under a header that names a tax
 * registration, in English or Arabic. The same shape under a header that names no tax (a product
 * code) is no evidence.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';

function specOf(header: string, texts: readonly string[]): string | undefined {
  const headers = ['No', header];
  const columns = [
    { header: 'No', texts: texts.map((_, i) => String(i + 1)) },
    { header, texts: [...texts] },
  ];
  return proposeCurrencyValue(['3251.010', '162.551'], headers, undefined, columns).line?.spec;
}

const omaniVat = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
  .map((d) => `OM${d.join('')}`);

describe('the currency of an Omani register by its VAT numbers', () => {
  it.each(['Supplier VAT Reg. No.', 'VATIN', 'رقم التسجيل الضريبي للمورد'])('reads OMR under "%s"', (header) => {
    fc.assert(
      fc.property(fc.array(omaniVat, { minLength: 2, maxLength: 8 }), (ids) => {
        expect(specOf(header, ids)).toBe('{ value: OMR }');
      }),
      { numRuns: 30 },
    );
  });

  it('reads nothing from the same shape under a header that names no tax', () => {
    expect(specOf('Product code', ['OM1100261358', 'OM1100221327'])).toBeUndefined();
  });
});
