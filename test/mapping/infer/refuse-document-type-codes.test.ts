/**
 * A column of UN/CEFACT 1001 document type codes (380 invoice, 381 credit note, 383 debit note,
 * 384 corrected, 389 self-billed), as e-invoicing exports write beside the number, repeats a
 * handful of codes: it is never the invoice number or id, however its header reads. A column of
 * running numbers in the same range is taken. Generated space: row counts, code mixes, numbers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valuesRefuse } from '../../../src/mapping/infer/check-field-values.js';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

function profileOf(values: readonly string[]) {
  const rows: SheetRow[] = values.map((v, i) => ({
    file: 'invoices.csv',
    sheet: undefined,
    row: i + 2,
    cells: [{ kind: 'text', text: v }],
  }));
  return profileColumn(0, 'Tip factură', rows, { decimalSeparator: ',', dateFormats: [] });
}

const CODES = ['380', '381', '383', '384', '389'];

describe('a column of document type codes', () => {
  it('is refused as the invoice number and id from five rows on, whatever mix of codes', () => {
    fc.assert(
      fc.property(
        fc.subarray(CODES, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 5, max: 40 }),
        fc.nat(),
        (codes, count, seed) => {
          const values = Array.from({ length: count }, (_, i) => codes[(i * 7 + seed) % codes.length]!);
          for (const field of ['Invoice_Number', 'InvoiceId'])
            expect(valuesRefuse(field, 'text', profileOf(values))).toMatch(/differ from invoice to invoice/);
        },
      ),
    );
  });

  it('leaves running numbers, even ones among the codes, to be taken', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 900 }), fc.integer({ min: 5, max: 40 }), (start, count) => {
        const values = Array.from({ length: count }, (_, i) => String(start + i));
        expect(valuesRefuse('Invoice_Number', 'text', profileOf(values))).toBeUndefined();
      }),
    );
  });

  it('is still the type column for other fields', () => {
    expect(valuesRefuse('TaxCode', 'text', profileOf(['380', '381', '380', '380', '381']))).toBeUndefined();
  });
});
