/**
 * A header naming the day an invoice was paid (`Fecha Pago`, `Payment Date`, `Date de paiement`,
 * `Zahlungsdatum`, `Data pagamento`): the day its money left, never the day it was issued or
 * booked. Pure.
 */
import { headerKey } from './match-headers.js';

// Payment words as headerKey writes them (lower case, no accents, no spaces), in the exports' languages.
const PAYMENT_WORD =
  /payment|paid|pago|pagamento|pagato|paiement|reglement|zahlung|bezahlt|betaling|betalning|betald|betalt|maksu|platnosc|platba|placil/;

// Peru's `comprobante de pago` is the invoice itself (a voucher that asks for payment), not a payment.
const INVOICE_OF_PAYMENT = /comprobantes?depago/g;

/** True when `text` speaks of payments: a header, or a sheet's name (`Pagos`, `Payments`). */
export function namesPayment(text: string): boolean {
  return PAYMENT_WORD.test(headerKey(text).replace(INVOICE_OF_PAYMENT, ''));
}

/** True when `header` names the date of a payment. */
export function namesPaymentDate(header: string): boolean {
  return namesPayment(header);
}
