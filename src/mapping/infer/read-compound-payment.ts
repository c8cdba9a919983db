/**
 * A row type written as a compound of Dutch, German or Scandinavian, whose last word is what the row
 * is: `Factuurbetaling` (an invoice's payment), `Rechnungszahlung`, `Fakturabetalning` are payments
 * (an invoice's payment: a payment word alone may end a fee's name);
 * `Anzahlungsrechnung` (a down payment's invoice) is an invoice. Pure.
 */
import { foldText } from '../fold-text.js';

// An invoice's payment: the compound's head a payment word with an invoice word before it. A payment
// word alone ends compounds that are charges, invoiced like any (Finnish `Lisenssimaksu`, a licence
// fee; German `Zuzahlung`, a co-payment; `Nachzahlung`, an amount due), so it is not enough.
const PAYMENT_HEAD = /(?:factuur|rechnungs?|faktura)(?:betaling|betalning|zahlung)(?:$|[\s)/-])/;
// An invoice word that ends a word makes the compound an invoice (`Anzahlungsrechnung`, `Voorschotfactuur`).
const INVOICE_HEAD = /(?:factuur|rechnung|faktura|lasku)(?:$|[\s)/-])/;

/** True when a type is a compound that names a payment, and no word of it ends as an invoice. */
export function namesCompoundPayment(type: string): boolean {
  const folded = foldText(type.trim());
  return PAYMENT_HEAD.test(folded) && !INVOICE_HEAD.test(folded);
}
