import { describe, expect, it } from 'vitest';
import { namesGrossAmount } from '../../../src/mapping/infer/read-gross-header.js';

/** Gross headers as national forms and exports print them, long legal wording included. */
const GROSS = [
  'Стоимость покупок по счету-фактуре (включая НДС)',
  'Стоимость продаж по счету-фактуре (включая НДС)',
  'Сумма с НДС',
  'Стоимость с учетом НДС',
  'Сума з ПДВ',
  'Вартість з урахуванням ПДВ',
  'Amount incl. VAT',
  'Invoice total including tax',
  'Betrag inkl. MwSt.',
  'Rechnungsbetrag inklusive USt',
  'Montant TTC',
  'Total TTC',
  'Importe con IVA',
  'Total IVA incluido',
  'Valor com IVA',
  'Bedrag incl. btw',
  'Belopp inkl. moms',
  'Částka s DPH',
  'Kwota z VAT',
  'Iznos s PDV-om',
  'Valoare cu TVA',
  'Line amount with tax',
];

/** Headers beside them that are not a gross amount: the tax, the net, a rate, an id, the phrase alone. */
const NOT_GROSS = [
  'Сумма НДС по счету-фактуре',
  'В т.ч. НДС',
  'В том числе НДС',
  'Стоимость покупок без НДС',
  'Ставка НДС',
  'incl. VAT',
  'Включая НДС',
  'Amount excl. VAT',
  'VAT rate incl.',
  'VAT Number',
  'Net amount',
  'Amount',
  'Total',
  'Montant HT',
  'Code TVA',
  'Номер счета-фактуры продавца',
];

describe('namesGrossAmount', () => {
  it.each(GROSS)('reads "%s" as an amount including tax', (header) => {
    expect(namesGrossAmount(header)).toBe(true);
  });
  it.each(NOT_GROSS)('does not read "%s" as an amount including tax', (header) => {
    expect(namesGrossAmount(header)).toBe(false);
  });
});
