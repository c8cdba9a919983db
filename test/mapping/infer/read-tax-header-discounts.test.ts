/**
 * A discount, rebate or allowance column that names the tax it is subject to (SIAT Bolivia's
 * `DESCUENTOS/BONIFICACIONES/REBAJAS SUJETAS AL IVA`, `Rabatt MwSt`, `Remise TVA`) is never the tax
 * amount, while the VAT a purchase or sale carries as Latin American registers call it (`CRÉDITO
 * FISCAL`, `Débito fiscal`, `IVA crédito fiscal`) is. A table of headers as real exports write them.
 */
import { describe, expect, it } from 'vitest';
import { namesTaxAmount } from '../../../src/mapping/infer/read-tax-header.js';

const NOT_TAX = [
  'DESCUENTOS/BONIFICACIONES/REBAJAS SUJETAS AL IVA',
  'Descuento IVA',
  'Bonificación IVA',
  'Rabatt MwSt',
  'Skonto USt',
  'Remise TVA',
  'Sconto IVA',
  'Korting BTW',
  'Desconto IVA',
  'Discount VAT',
  'VAT Discount',
  'OTRO NO SUJETO A CRÉDITO FISCAL',
  'IMPORTE BASE CF',
];
const TAX = [
  'CRÉDITO FISCAL',
  'Crédito Fiscal',
  'credito fiscal',
  'DÉBITO FISCAL',
  'IVA Crédito Fiscal',
  'IVA',
  'VAT Amount',
];

describe('a tax header beside discounts and fiscal credits', () => {
  it.each(NOT_TAX)('%s is not the tax amount', (header) => {
    expect(namesTaxAmount(header)).toBe(false);
  });
  it.each(TAX)('%s is the tax amount', (header) => {
    expect(namesTaxAmount(header)).toBe(true);
  });
});
