/**
 * One rule tells a withholding (an amount the buyer keeps back from the payment and pays to the
 * state) from a tax charged, in the languages of the exports infer reads; abbreviations count only
 * as words of their own, and a withholding said not to apply is none.
 */
import { describe, expect, it } from 'vitest';
import { namesWithholding, withholdsIncomeTax } from '../../../src/mapping/infer/names-withholding.js';

// Headers of withheld amounts as purchase books write them, by language.
const WITHHOLDINGS = [
  // Spanish: Mexico's CFDI reports, Spain's registers, Colombia's ReteIVA / ReteFuente
  'IVA Retenido',
  'IVA Retenida',
  'Impuestos Retenidos',
  'Retenidas',
  'Ret. IVA',
  'Ret IVA',
  'Retención',
  'Cuota retención',
  'Retenciones',
  'ISR retenido',
  'IRPF',
  '% IRPF',
  'ReteIVA',
  'Rete Fuente',
  'Retefuente',
  // Portuguese
  'Retenção na fonte',
  'PIS/COFINS/CSLL retidos',
  'IRRF',
  'ISS Retido',
  // French, Italian, German, Dutch, Turkish, Russian, Thai
  'Retenue à la source',
  'TVA retenue',
  "Ritenuta d'acconto",
  'Ritenute',
  'Rit. acconto',
  'Quellensteuer',
  'Einbehaltene Steuer',
  'Bauabzugsteuer',
  'Steuerabzug',
  'Inhouding',
  'KDV Tevkifat Tutarı',
  'Stopaj',
  'НДС удержанный',
  'หัก ณ ที่จ่าย',
  // English and its abbreviations: Nigeria, India, Indonesia, the Philippines
  'Withholding Tax',
  'VAT withheld',
  'Tax withheld at source',
  'WHT Amount',
  'W/H Tax',
  'TDS Payable - MIPL',
  'PPh 23',
  'PPh23',
  'EWT',
  'CWT',
];

// Headers a loose match of those words would take: other words that begin alike, and withholdings said not to apply.
const NOT_WITHHOLDINGS = [
  'Retail',
  'Retail Price',
  'Returned',
  'Return Qty',
  'Retour',
  'Rete',
  'Retiro',
  'Rettifica',
  'Ritiro',
  'Rita',
  'Width',
  'Withdrawal',
  'PPN',
  'IVA',
  'Total',
  'Base imponible',
  'IVA No Retenido',
  'Não retido',
  'Non retenue',
  'Not withheld',
  'Sin retención',
  'Threshold',
  'Ditemukan',
];

describe('namesWithholding', () => {
  it.each(WITHHOLDINGS)('"%s" names a withholding', (header) => {
    expect(namesWithholding(header)).toBe(true);
  });

  it.each(NOT_WITHHOLDINGS)('"%s" names none', (header) => {
    expect(namesWithholding(header)).toBe(false);
  });
});

describe('withholdsIncomeTax', () => {
  // Income tax kept back at source comes off the payment, not off the VAT charged.
  it.each([
    'Retención en la fuente',
    'Retención Renta',
    'Income tax withheld',
    'WHT Amount',
    'TDS',
    'PPh 23',
    'ISR retenido',
    'IRRF',
    'EWT',
    'หัก ณ ที่จ่าย',
    'Retención Ganancias',
  ])('"%s" withholds income tax', (header) => {
    expect(withholdsIncomeTax(header)).toBe(true);
  });

  it.each([
    'IVA Retenido',
    'KDV Tevkifat Tutarı',
    'Cuota retención',
    'Withholding Tax',
    'VAT withheld',
    'IVA',
    'Total',
  ])('"%s" does not say it withholds income tax', (header) => {
    expect(withholdsIncomeTax(header)).toBe(false);
  });
});
