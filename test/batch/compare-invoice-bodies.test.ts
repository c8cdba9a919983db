import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareInvoiceBodies, differencesText } from '../../src/batch/compare-invoice-bodies.js';

const BASE = {
  InstanceID: null,
  InvoiceId: '100001-A-1',
  PayeeId: '0000100001',
  CurrencyCode: 'EUR',
  Invoice_Number: 'A-1',
  Invoice_Date: '20261101',
  Invoice_Amount: '119.0000',
  Invoice_Status: 'Posted',
  Events: [],
  Contacts: [],
  InvoiceItems: [{ InstanceID: null, Line_Number: '1', Description: 'x', Amount: '100.0000', Tax: '19.0000' }],
};

type Body = typeof BASE;

/** Each change a re-exported file makes, what it does to the body, and the words it must be named by. */
const CHANGES: Record<string, { apply: (body: Body) => Body; words: string | undefined }> = {
  amount: { apply: (b) => ({ ...b, Invoice_Amount: '238.0000' }), words: 'amount 119.00 -> 238.00' },
  date: { apply: (b) => ({ ...b, Invoice_Date: '20261102' }), words: 'date 2026-11-01 -> 2026-11-02' },
  lines: {
    apply: (b) => ({ ...b, InvoiceItems: [...b.InvoiceItems, { ...b.InvoiceItems[0]!, Line_Number: '2' }] }),
    words: 'lines 1 -> 2',
  },
  status: { apply: (b) => ({ ...b, Invoice_Status: 'Parked' }), words: 'Invoice_Status "Posted" -> "Parked"' },
  // The vendor cell written with its leading zeros: only the InvoiceId built from it differs.
  'vendor spelling': { apply: (b) => ({ ...b, InvoiceId: '0000100001-A-1' }), words: undefined },
};

describe('compareInvoiceBodies', () => {
  it('names exactly the fields that changed, and nothing for a change of the InvoiceId alone', () => {
    fc.assert(
      fc.property(fc.subarray(Object.keys(CHANGES)), (names) => {
        const changed = names.reduce((body, name) => CHANGES[name]!.apply(body), BASE);
        const found = compareInvoiceBodies(JSON.stringify(BASE), JSON.stringify(changed));
        const expected = names.flatMap((name) => CHANGES[name]!.words ?? []);
        expect([...found].sort()).toEqual([...expected].sort());
      }),
    );
  });

  it('names a changed line by its place and field, amounts in the currency places', () => {
    const line = { ...BASE.InvoiceItems[0]!, Description: 'changed text', Amount: '200.5000' };
    expect(compareInvoiceBodies(JSON.stringify(BASE), JSON.stringify({ ...BASE, InvoiceItems: [line] }))).toEqual([
      'line 1 description "x" -> "changed text"',
      'line 1 amount 100.00 -> 200.50',
    ]);
  });

  it('names the first four differences and counts the rest', () => {
    expect(differencesText(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('a, b, c, d and 2 more');
    expect(differencesText(['a'])).toBe('a');
  });
});
