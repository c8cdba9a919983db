/**
 * Dutch, German and Scandinavian ledgers name a row's type by a compound whose last word is what the
 * row is: e-Boekhouden's `Factuurbetaling verstuurd` (an invoice's payment, sent), a German
 * `Rechnungszahlung` and a Swedish `Fakturabetalning` are payments, where an `Anzahlungsrechnung`
 * (a down payment's invoice) and a `Voorschotfactuur` are invoices. The payment rows of a type
 * column are found by it, beside the invoices of the same ledger.
 */
import { describe, expect, it } from 'vitest';
import { findPaymentRows } from '../../../src/mapping/infer/find-payment-rows.js';
import { namesCompoundPayment } from '../../../src/mapping/infer/read-compound-payment.js';
import type { SampledTable } from '../../../src/mapping/infer/sampled-table.js';

function tableOf(header: string, types: readonly string[]): SampledTable {
  return {
    file: 'ledger.csv',
    type: 'csv',
    sheet: '',
    headerRow: 1,
    headers: [header, 'Bedrag'],
    rows: types.map((t, i) => ({
      file: 'ledger.csv',
      sheet: '',
      row: i + 2,
      cells: [
        { kind: 'text', text: t },
        { kind: 'number', text: String(100 + i) },
      ],
    })),
    complete: true,
  };
}

describe('a payment named by a compound whose last word is the payment', () => {
  it.each([
    'Factuurbetaling verstuurd',
    'Factuurbetaling ontvangen',
    'Rechnungszahlung',
    'Fakturabetalning',
    'Fakturabetaling',
  ])('"%s" names a payment', (type) => expect(namesCompoundPayment(type)).toBe(true));

  it.each([
    'Factuur ontvangen',
    'Anzahlungsrechnung',
    'Eingangsrechnung',
    'Betalingsfactuur',
    'Betalingskorting',
    'Zahlungsavis',
    // A fee or a co-payment is a charge, invoiced: only an invoice's payment is a payment row.
    'Lisenssimaksu',
    'Jäsenmaksu',
    'Palvelumaksu',
    'Zuzahlung',
    'Nachzahlung',
  ])('"%s" names no payment', (type) => expect(namesCompoundPayment(type)).toBe(false));

  it.each([
    ['Soort', ['Factuur ontvangen', 'Factuurbetaling verstuurd'], ['Factuurbetaling verstuurd']],
    ['Buchungsart', ['Eingangsrechnung', 'Gutschrift', 'Rechnungszahlung'], ['Rechnungszahlung']],
  ])('the %s column holding %j skips %j', (header, kinds, payments) => {
    const types = Array.from({ length: 12 }, (_, i) => kinds[i % kinds.length]!);
    const found = findPaymentRows(tableOf(header, types));
    expect(found?.header).toBe(header);
    expect(found?.values).toEqual(payments);
  });
});
