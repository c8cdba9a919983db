/**
 * A VAT-code column that writes some codes negated beside the same code unsigned (Banana's `-M81`
 * beside `M81`) carries a sign for reversed bookings, not codes alone: it is refused as TaxCode,
 * with the reason. Codes as tax-code columns write them (with hyphens inside, or all distinct) are taken.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valuesRefuse } from '../../../src/mapping/infer/check-field-values.js';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

function profileOf(values: readonly string[]) {
  const rows: SheetRow[] = values.map((text, i) => ({
    file: 'bookings.csv',
    sheet: undefined,
    row: i + 2,
    cells: [{ kind: 'text', text }],
  }));
  return profileColumn(0, 'Code TVA', rows, { decimalSeparator: '.', dateFormats: [] });
}

// Tax codes as systems write them: Banana's, Sage's T1, DATEV's keys, Xero's INPUT2, codes with hyphens inside.
const CODES = ['M81', 'M26', 'M0', 'T1', 'T9', 'VSt19', 'INPUT2', 'V-19', 'IVA-21', 'E'];

describe('a tax code column', () => {
  it('is refused as TaxCode where some code is written negated beside itself', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CODES), { minLength: 3, maxLength: 12 }), fc.nat(), (codes, pick) => {
        const negated = codes[pick % codes.length]!;
        const reason = valuesRefuse('TaxCode', 'text', profileOf([...codes, `-${negated}`]));
        expect(reason).toMatch(/negated/);
      }),
    );
  });

  it('is taken where no code is written negated', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CODES), { minLength: 3, maxLength: 12 }), (codes) => {
        expect(valuesRefuse('TaxCode', 'text', profileOf(codes))).toBeUndefined();
      }),
    );
  });
});
