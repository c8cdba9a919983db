import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namesGrossAmount, namesInvoicePart } from '../../../src/mapping/infer/read-gross-header.js';

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
  'Total Compras Incluyendo el IVA',
  'Value Inclusive of VAT',
  'Amount inclusive of GST',
  'Valor incluindo o IVA',
  'Montant incluant la TVA',
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

/** Whose tax a column holds, as exports name the parties of an invoice. */
const PARTIES = ['Supplier', 'Seller', 'Vendor', 'Buyer', 'Customer', 'Client', 'Payee', 'Company'];
/** Apostrophes writers put in a possessive: typewriter, typographic, modifier letter. */
const APOSTROPHES = ["'", '’', 'ʼ'];
const TAX_WORDS = ['VAT', 'GST', 'tax', 'Tax', 'TVA', 'IVA'];

describe('namesGrossAmount on a possessive', () => {
  it("never reads a party's tax (`Supplier's VAT`) as an amount including tax", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PARTIES),
        fc.constantFrom(...APOSTROPHES),
        fc.constantFrom(...TAX_WORDS),
        fc.constantFrom('', ' amount', ' Amount'),
        (party, apostrophe, tax, tail) => {
          expect(namesGrossAmount(`${party}${apostrophe}s ${tax}${tail}`)).toBe(false);
        },
      ),
    );
  });
  it('still reads the Czech and Slovak `s` before the tax word as including it', () => {
    for (const header of ['Cena s DPH', 'Suma s DPH', 'Celkem s DPH']) {
      expect(namesGrossAmount(header)).toBe(true);
    }
  });
});

/** Parts of an invoice that exports print with their tax: shipping, freight, discounts, fees, deposits. */
const PARTS = [
  'Shipping',
  'Freight',
  'Delivery',
  'Postage',
  'Handling',
  'Discount',
  'Fee',
  'Deposit',
  'Versand',
  'Versandkosten',
  'Fracht',
  'Porto',
  'Rabatt',
  'Skonto',
  'Gebühr',
  'Anzahlung',
  'Frais de port',
  'Remise',
  'Acompte',
  'Envío',
  'Descuento',
  'Transporte',
  'Sconto',
  'Spedizione',
  'Доставка',
  'Скидка',
  'Аванс',
  'Korting',
  'Verzendkosten',
  'Frakt',
  'Rabat',
];
const INCLUDING_TAX = [
  'incl. VAT',
  'inkl. MwSt',
  'TTC',
  'con IVA',
  'с НДС',
  'incl. btw',
  'inkl. moms',
  'including tax',
];

describe('namesGrossAmount on a part of the invoice', () => {
  it('never reads a part that includes tax (`Shipping incl. VAT`) as the gross', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PARTS),
        fc.constantFrom('', ' amount', ' Betrag', ' total'),
        fc.constantFrom(...INCLUDING_TAX),
        (part, tail, including) => {
          expect(namesGrossAmount(`${part}${tail} ${including}`)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('namesInvoicePart', () => {
  it.each(['Skonto 2%', 'Rabatt 3%', 'Descuento 10%', 'Discount 5%', 'Anticipo', 'Freight'])(
    '"%s" names a part of the invoice beside its lines',
    (header) => expect(namesInvoicePart(header)).toBe(true),
  );

  it.each(['Základ 21%', 'DPH 21%', 'Base 10%', 'IVA 10%', 'Основица 18%', 'ДДВ 5%', 'Total'])(
    '"%s" names no such part',
    (header) => expect(namesInvoicePart(header)).toBe(false),
  );
});
