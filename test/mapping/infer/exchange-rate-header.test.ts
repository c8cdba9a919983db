/**
 * A column of the exchange rate (`Taux de change`, `Exchange Rate`, `Tipo de cambio`, `Wechselkurs`,
 * `Wisselkoers`) holds a currency's price, never a tax rate, whatever its values look like. Each
 * header is as real exports write it.
 */
import { describe, expect, it } from 'vitest';
import { headerCandidates } from '../../../src/mapping/infer/match-headers.js';

const EXCHANGE_RATES = [
  'Taux de change',
  'Taux change',
  'Exchange Rate',
  'ExchangeRate',
  'Tipo de cambio',
  'Tasa de cambio',
  'Taxa de câmbio',
  'Tasso di cambio',
  'Wechselkurs',
  'Wisselkoers',
  'Valutakurs',
  'Kurs waluty',
];

describe('a header naming an exchange rate', () => {
  it.each(EXCHANGE_RATES)('"%s" is never offered as TaxRate', (header) => {
    expect(headerCandidates([header]).filter((c) => c.field === 'TaxRate')).toEqual([]);
  });

  it.each(['Taux TVA', 'Tax Rate', 'Tipo IVA', 'Steuersatz'])('"%s" is still offered as TaxRate', (header) => {
    expect(headerCandidates([header]).map((c) => c.field)).toContain('TaxRate');
  });
});
