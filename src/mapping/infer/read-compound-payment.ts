/**
 * A row type written as a compound of Dutch, German or Scandinavian, whose last word is what the row
 * is: `Factuurbetaling` (an invoice's payment), `Rechnungszahlung`, `Fakturabetalning` are payments;
 * `Anzahlungsrechnung` (a down payment's invoice) is an invoice. Pure.
 */
import { foldText } from '../fold-text.js';

// A payment word that ends a word of the type: the compound's head.
const PAYMENT_HEAD = /(?:betaling|betalning|zahlung|maksu)(?:$|[\s)/-])/;
// An invoice word that ends a word makes the compound an invoice (`Anzahlungsrechnung`, `Voorschotfactuur`).
const INVOICE_HEAD = /(?:factuur|rechnung|faktura|lasku)(?:$|[\s)/-])/;

/** True when a type is a compound that names a payment, and no word of it ends as an invoice. */
export function namesCompoundPayment(type: string): boolean {
  const folded = foldText(type.trim());
  return PAYMENT_HEAD.test(folded) && !INVOICE_HEAD.test(folded);
}
