import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeptFields } from '../../src/batch/compare-kept-fields.js';
import { formatScaled } from '../../src/invoice/decimal-amount.js';

const body = (amount: string, date = '20250131', currency = 'EUR') =>
  JSON.stringify({
    InvoiceId: 'X',
    Invoice_Amount: amount,
    CurrencyCode: currency,
    Invoice_Date: date,
    InvoiceItems: [],
  });

const kept = (
  invoiceAmount: string | null,
  invoiceDate: string | null = '20250131',
  currencyCode: string | null = 'EUR',
) => ({
  invoiceAmount,
  invoiceDate,
  currencyCode,
});

const scaled = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });

describe('compareKeptFields', () => {
  it('finds nothing differing in an amount written with other trailing zeros', () => {
    fc.assert(
      fc.property(scaled, fc.integer({ min: 4, max: 8 }), (value, places) => {
        const written = formatScaled(value);
        const padded = places > 4 ? `${written}${'0'.repeat(places - 4)}` : written;
        expect(compareKeptFields(kept(padded), body(formatScaled(value)))).toEqual([]);
      }),
    );
  });

  it('names a changed amount, from what was kept to what is uploaded', () => {
    fc.assert(
      fc.property(scaled, scaled, (a, b) => {
        fc.pre(a !== b);
        const found = compareKeptFields(kept(formatScaled(a)), body(formatScaled(b)));
        expect(found).toHaveLength(1);
        expect(found![0]).toMatch(/^amount .+ -> .+$/);
      }),
    );
  });

  it('names a changed date and currency, and compares only what was kept', () => {
    expect(compareKeptFields(kept('830.32'), body('830.32', '20250130', 'USD'))).toEqual([
      'currency "EUR" -> "USD"',
      'date 2025-01-31 -> 2025-01-30',
    ]);
    expect(compareKeptFields(kept('830.32', null, null), body('830.32', '20250130', 'USD'))).toEqual([]);
    expect(compareKeptFields(kept('830.3200'), body('1190.00'))).toEqual(['amount 830.32 -> 1,190.00']);
  });

  // import-results keeps the Currency cell as typed: `eur`, ` Eur ` are the EUR an upload sends.
  it('finds a currency the same whatever its case or surrounding spaces in the journal, and names another', () => {
    const spaced = fc.constantFrom('', ' ', '  ', '\t');
    const code = fc.constantFrom('EUR', 'USD', 'CHF', 'JPY');
    const typed = (letters: string) =>
      fc
        .tuple(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), spaced, spaced)
        .map(
          ([upper, before, after]) =>
            `${before}${[...letters].map((c, i) => (upper[i] ? c : c.toLowerCase())).join('')}${after}`,
        );
    fc.assert(
      fc.property(
        code.chain((a) => fc.tuple(fc.constant(a), typed(a))),
        code,
        ([keptCode, keptText], uploaded) => {
          const found = compareKeptFields(kept('830.32', '20250131', keptText), body('830.32', '20250131', uploaded));
          if (keptCode === uploaded) expect(found).toEqual([]);
          else expect(found).toEqual([`currency "${keptText}" -> "${uploaded}"`]);
        },
      ),
    );
  });

  it('has nothing to compare when the row kept none of the fields', () => {
    expect(compareKeptFields(kept(null, null, null), body('1.00'))).toBeUndefined();
    expect(compareKeptFields(kept('', '', ''), body('1.00'))).toBeUndefined();
  });
});
