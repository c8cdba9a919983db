/**
 * One rule tells the VAT a buyer deducts (or may not deduct) from the VAT the supplier charged, in
 * the languages of the purchase books infer reads; a plain tax header, a rate's tax or a total is none.
 */
import { describe, expect, it } from 'vitest';
import { namesDeductibleTax } from '../../../src/mapping/infer/names-deductible-tax.js';

// Headers of the VAT deducted or not deducted, by language and system.
const DEDUCTED = [
  'TVSH e zbritshme', // Kosovo's and Albania's purchase books
  'Deductible VAT',
  'Non-deductible VAT',
  'VAT Claimed', // Sri Lanka's RAMIS schedule
  'Disallowed VAT',
  'Claimable GST',
  'Recoverable VAT',
  'Abziehbare Vorsteuer', // German
  'Vorsteuer abziehbar',
  'TVA déductible', // French
  'IVA deducible', // Spanish
  'Cuota deducible', // Spain's AEAT book of invoices received
  'IVA detraibile', // Italian
  'Aftrekbare btw', // Dutch
  'НДС к вычету', // Russian
  'Сумма НДС, принимаемая к вычету',
];
const CHARGED = [
  'TVSH 18%',
  'TVSH',
  'VAT Amount 18%',
  'Vorsteuer',
  'TVA',
  'IVA 21%',
  'Сумма НДС',
  'Total',
  'Deduction Date',
];

describe('namesDeductibleTax', () => {
  it.each(DEDUCTED)('reads "%s" as VAT deducted or not deducted', (header) => {
    expect(namesDeductibleTax(header)).toBe(true);
  });

  it.each(CHARGED)('reads "%s" as no deduction', (header) => {
    expect(namesDeductibleTax(header)).toBe(false);
  });
});
