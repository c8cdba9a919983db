/**
 * A column of amounts or whole numbers written in another digit script (Arabic-Indic by Daftra,
 * Wafeq and Gulf e-invoices, Persian by Iranian and Urdu writers, Devanagari by Hindi exports)
 * profiles as the same column written in ASCII digits: the product reads such amounts, so infer
 * must see them as amounts too. Generated space over scripts, amounts and both decimal marks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const ZEROS = [0x660, 0x6f0, 0x966];
const inScript = (text: string, zero: number) => text.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));

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
});
