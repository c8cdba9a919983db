/**
 * Words ledgers write over the supplier's invoice number (MoneyWorks' `TheirRef` beside its own
 * `OurRef`, a payee's invoice number), over a line's description (a disbursement account's cost
 * item, a law firm's disbursement, a French `Nature de l'achat`) and over the rate of VAT (`Taux TVA`).
 */
import { describe, expect, it } from 'vitest';
import { headerCandidates } from '../../../src/mapping/infer/match-headers.js';

/** The field the header fits best in its scope, if any. */
const best = (header: string, scope: 'invoice' | 'items') => headerCandidates([header], [scope])[0]?.field;

describe('ledger words', () => {
  it.each([
    ['TheirRef', 'invoice', 'Invoice_Number'],
    ['Their Reference', 'invoice', 'Invoice_Number'],
    ["Payee's Inv. No.", 'invoice', 'Invoice_Number'],
    ['Payee Invoice Number', 'invoice', 'Invoice_Number'],
    ['Cost Item', 'items', 'Description'],
    ['Disbursement', 'items', 'Description'],
    ["Nature de l'achat", 'items', 'Description'],
    ['Taux TVA', 'items', 'TaxRate'],
  ] as const)('reads "%s" (%s) as %s', (header, scope, field) => {
    expect(best(header, scope)).toBe(field);
  });

  it("keeps the book's own reference off the supplier's number", () => {
    expect(best('OurRef', 'invoice')).not.toBe('Invoice_Number');
  });
});
