import { describe, expect, it } from 'vitest';
import { namesTaxAmount } from '../../../src/mapping/infer/read-tax-header.js';

/** Tax amount headers real exports write: FreeAgent, Xero, QuickBooks, Sage, KashFlow, Invoice Ninja, and the EU's words. */
const TAX_AMOUNTS = [
  'Sales Tax Value',
  'Sales Tax',
  'Tax Value',
  'Tax',
  'VAT',
  'VAT Amount',
  'Total VAT',
  'Tax Total',
  'Tax Amount',
  'TaxAmount',
  'Tax Amount (GBP)',
  'Line Sales Tax Amount',
  'GST',
  'GST Amt',
  'HST',
  'IVA',
  'Cuota IVA',
  'MwSt',
  'USt',
  'Moms',
  'ALV',
  'TVA',
  'Montant TVA',
  'BTW',
  'BTW-bedrag',
  'Steuer',
];

/** Headers with a tax word that hold something else: a rate, a code, a base, an id, an amount with or without tax. */
const NOT_TAX_AMOUNTS = [
  'VAT %',
  'Tax Rate',
  'Tax Code',
  'Tax Type',
  'Sales Tax Group',
  'Taxable Amount',
  'Tax Base',
  'Amount incl. VAT',
  'Total incl. Tax',
  'Amount excl. tax',
  'Pre-tax Amount',
  'Gross (inc VAT)',
  'VAT Number',
  'VAT Reg No',
  'Tax ID',
  'Tax Point Date',
  'Tax Description',
  'Withholding Tax',
  'Net Amount',
  'Amount',
  'Total Value',
];

describe('namesTaxAmount', () => {
  it.each(TAX_AMOUNTS)('reads "%s" as a tax amount', (header) => {
    expect(namesTaxAmount(header)).toBe(true);
  });
  it.each(NOT_TAX_AMOUNTS)('does not read "%s" as a tax amount', (header) => {
    expect(namesTaxAmount(header)).toBe(false);
  });
});
