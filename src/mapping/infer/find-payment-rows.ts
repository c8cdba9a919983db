/**
 * Payment rows of a transaction list (QuickBooks' `Bill Payment (Check)` beside its `Bill` rows, a
 * ledger's `Zahlung`): rows of a type column whose type names a payment are not invoices. Finds
 * the column and its payment types, for a `skipRows` rule that names them. Pure.
 */
import { cellText } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';

export interface PaymentRows {
  index: number;
  header: string;
  /** The column's values that name a payment, as the sample writes them. */
  values: string[];
}

// A column of row types: `Transaction Type`, `Type`, `Buchungsart`, `Belegart`, `Soort`, `Tipo`.
const TYPE_HEADER = /type|typ$|art$|kind|category|kategorie|vorgang|soort|tipo|slag/i;
const PAYMENT =
  /(?:^|[\s(/-])(?:payment|paid|zahlung|bezahlung|paiement|règlement|reglement|pago|betaling|betalning|pagamento|maksu)(?:$|[\s)/-])/i;
/** True when a row type names a payment. */
export const namesPayment = (value: string) => PAYMENT.test(value);
// A type column holds a few kinds of row; more distinct values are descriptions.
const MAX_TYPES = 12;

/** The type column whose values name payments beside other types, or undefined. */
export function findPaymentRows(table: SampledTable): PaymentRows | undefined {
  for (const [index, header] of table.headers.entries()) {
    if (!TYPE_HEADER.test(header.trim())) continue;
    const types = new Set(table.rows.map((r) => cellText(r.cells[index]).trim()).filter((t) => t !== ''));
    if (types.size === 0 || types.size > MAX_TYPES) continue;
    const values = [...types].filter((t) => PAYMENT.test(t));
    // A column of payments only is a payments export, not invoices mixed with payments.
    if (values.length > 0 && values.length < types.size) return { index, header, values };
  }
  return undefined;
}
