/**
 * A mapping's header names against the header row as files write it: the same header in another
 * Unicode form, case, spacing or with an invisible character is the same column.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ColumnRef } from '../../src/mapping/compiled-mapping.js';
import { headerKey, resolveColumns } from '../../src/mapping/resolve-columns.js';

const where = { file: 'bills.csv', sheet: undefined, headerRow: 1 };
const ref = (header: string): ColumnRef => ({ header, at: 'fields.CurrencyCode' }) as ColumnRef;

describe('resolveColumns', () => {
  it.each([
    ['Währung', 'Wa\u0308hrung'],
    ['Wa\u0308hrung', 'Währung'],
    ['Montant TTC', 'montant\u00A0ttc'],
    ['Invoice No', 'Invoice\u200BNo'],
    ['Invoice No', '\uFEFFInvoice No'],
    ['Ångström', 'A\u030Angstro\u0308m'],
  ])('finds the mapping header %j in a header row that writes it %j', (named, written) => {
    const columns = resolveColumns([ref(named)], ['Nr', written, 'Betrag'], where);
    expect([...columns.values()][0]?.index).toBe(1);
  });

  it('any text gives one key in its NFC and NFD forms and with spaces between its characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        const key = headerKey(text);
        expect(headerKey(text.normalize('NFD'))).toBe(key);
        expect(headerKey(` ${[...text].join(' ')} `)).toBe(key);
      }),
    );
  });

  it('still tells different headers apart, and names the headers found when one is missing', () => {
    expect(headerKey('Waehrung')).not.toBe(headerKey('Währung'));
    expect(() => resolveColumns([ref('Währung')], ['Nr', 'Wahrung'], where)).toThrow(/headers found: "Nr", "Wahrung"/);
  });
});
