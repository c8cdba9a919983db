/**
 * A column of amounts, whole numbers or dates written in another digit script (Arabic-Indic by
 * Daftra, Wafeq and Gulf e-invoices, Persian by Iranian and Urdu writers, Devanagari by Hindi
 * exports, Myanmar commercial-tax registers, Thai, full-width Japanese and Chinese exports, and every
 * other script of Unicode digits) profiles as the same column written in ASCII digits: the product
 * reads such amounts and dates, so infer must see them as such too. Generated space over scripts,
 * amounts and both decimal marks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { decimalDigitZeros, inDigits as inScript } from '../../invoice/decimal-digit-blocks.js';

const ZEROS = decimalDigitZeros().filter((zero) => zero !== 0x30);
const THIS_YEAR = new Date().getUTCFullYear();

function profileOf(texts: readonly string[], decimalSeparator: '.' | ',') {
  const rows: SheetRow[] = texts.map((text, i) => ({
    file: 'bills.csv',
    sheet: undefined,
    row: i + 2,
    cells: [{ kind: 'text', text }],
  }));
  return profileColumn(0, 'المبلغ', rows, { decimalSeparator, dateFormats: ['YYYY-MM-DD'] });
}

describe('a column written in another digit script', () => {
  it('profiles as the same column in ASCII digits: amounts, decimals and whole numbers alike', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZEROS),
        fc.constantFrom('.' as const, ',' as const),
        fc.array(fc.integer({ min: -999999, max: 9999999 }), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (zero, decimal, cents, whole) => {
          const ascii = cents.map((c) =>
            whole
              ? String(Math.trunc(Math.abs(c) / 100))
              : `${c < 0 ? '-' : ''}${Math.trunc(Math.abs(c) / 100)}${decimal}${String(Math.abs(c) % 100).padStart(2, '0')}`,
          );
          const plain = profileOf(ascii, decimal);
          const written = profileOf(
            ascii.map((t) => inScript(t, zero)),
            decimal,
          );
          expect(written.amounts).toEqual(plain.amounts);
          expect(written.share).toEqual(plain.share);
          expect(plain.share.amount).toBe(1);
        },
      ),
    );
  });

  it('profiles a column of Gregorian dates in any script as dates, as in ASCII digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZEROS),
        fc.array(
          fc.date({
            min: new Date(Date.UTC(1900, 0, 1)),
            max: new Date(Date.UTC(THIS_YEAR, 11, 31)),
            noInvalidDate: true,
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        (zero, days) => {
          const ascii = days.map((day) => day.toISOString().slice(0, 10));
          const written = profileOf(
            ascii.map((t) => inScript(t, zero)),
            '.',
          );
          expect(written.share.date).toBe(1);
          expect(written.share).toEqual(profileOf(ascii, '.').share);
        },
      ),
    );
  });
});
