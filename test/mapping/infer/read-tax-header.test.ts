import { describe, expect, it } from 'vitest';
import { namesAmountExcludingTax, namesNetValue, namesTaxAmount } from '../../../src/mapping/infer/read-tax-header.js';

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
  // A consumption tax by its initials: Tuvalu's TCT, Japan's JCT, Puerto Rico's IVU, Panama's ITBMS.
  'TCT (7%)',
  'TCT',
  'JCT Amount',
  'IVU',
  'ITBMS',
  // The amount word first, joined to the tax's name: KRA iTax, and the Romance and Dutch forms.
  'Amount of VAT (Ksh)',
  'Amount of VAT',
  'Amount of Tax',
  'Value of GST',
  'Montant de la TVA',
  'Montant de TVA',
  'Importe del IVA',
  'Valor do IVA',
  "Importo dell'IVA",
  'Bedrag van de btw',
  'Betrag der MwSt',
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
  'Amount of VAT exempt supplies',
  'Rate of VAT',
  'Value of Taxable Supplies',
  'Amount of VAT withheld',
  'Type of Tax',
  // A tax withheld by the buyer, however named (names-withholding).
  'Retención IVA',
  'Ret. IVA',
  'WHT VAT',
  'Retenue TVA',
  // Purchases that give no right to deduct the tax: an amount without it.
  'Compras sin Derecho a Crédito IVA',
  'Purchases without right to VAT credit',
  'Achats sans droit à déduction TVA',
  'Kwota bez prawa do odliczenia VAT',
];

describe('namesTaxAmount', () => {
  it.each(TAX_AMOUNTS)('reads "%s" as a tax amount', (header) => {
    expect(namesTaxAmount(header)).toBe(true);
  });
  it.each(NOT_TAX_AMOUNTS)('does not read "%s" as a tax amount', (header) => {
    expect(namesTaxAmount(header)).toBe(false);
  });
});

/** Amounts before tax as exports head them without the word net alone: KRA iTax, Indian GST returns, SAF-T's words. */
const NET_VALUES = [
  'Taxable Value (Ksh)',
  'Taxable Value',
  'Taxable Amount',
  'Net Value',
  'Net Amount (EGP)',
  'Amount excl. VAT',
  'Value excluding GST',
  'Amount before tax',
  'Value before VAT',
  'Value excl. TCT',
  'Pre-tax Amount',
  'Line Net Amount',
  'Invoice Taxable Value',
  // Bangladesh's Mushak-6.1 book: before the supplementary duty and the VAT both.
  'Value (excl. all taxes)',
  'Amount before all taxes',
];

/** Headers near them that hold something else: another bucket, a rate, a gross, a tax, a count. */
const NOT_NET_VALUES = [
  'Non-Taxable Value',
  'Non Taxable Amount',
  'Exempt Value',
  'Zero Rated Value',
  'Taxable Value Rate',
  'Amount incl. VAT',
  'Gross Amount',
  'Amount of VAT',
  'Taxable',
  'Net',
  'Net Weight',
  'Net Days',
  'Taxable Value Code',
  'Total Value',
];

describe('namesNetValue', () => {
  it.each(NET_VALUES)('reads "%s" as an amount before tax', (header) => {
    expect(namesNetValue(header)).toBe(true);
  });
  it.each(NOT_NET_VALUES)('does not read "%s" as an amount before tax', (header) => {
    expect(namesNetValue(header)).toBe(false);
  });
});

describe('an amount that says it excludes the tax', () => {
  it.each([
    'Invoice Total (excluding GST)',
    'Total (excl. VAT)',
    'Rechnungsbetrag ohne MwSt',
    'Total hors TVA',
    'Сумма без НДС',
    'Importe sin IVA',
    'Importo senza IVA',
    'Net Total',
    'Total HT',
  ])('"%s" excludes the tax', (header) => {
    expect(namesAmountExcludingTax(header)).toBe(true);
  });

  it.each([
    'Total',
    'Total (USD)',
    'Total incl. VAT',
    'Total before discount',
    'Importe sin descuento',
    'Gross Amount',
  ])('"%s" does not say so', (header) => {
    expect(namesAmountExcludingTax(header)).toBe(false);
  });
});
