/**
 * Payment rows of a transaction list (QuickBooks' `Bill Payment (Check)` beside its `Bill` rows, a
 * ledger's `Zahlung`): rows of a type column whose type names a payment are not invoices. Finds
 * the column and its payment types, for a `skipRows` rule that names them. Pure.
 */
import { foldText } from '../fold-text.js';
import { cellText } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import { namesCredit } from './find-credit-type-column.js';
import { namesInvoiceKind } from './read-kind-header.js';
import { listsVouchers, readEffectKinds } from './read-effect-kinds.js';
import { namesCompoundPayment } from './read-compound-payment.js';

export interface PaymentRows {
  index: number;
  header: string;
  /** The column's values that name a payment, as the sample writes them. */
  values: string[];
}

// A column of row types: `Transaction Type`, `Type`, `Buchungsart`, `Belegart`, `Soort`, `Tipo`, `Rodzaj`, `取引区分`.
const TYPE_HEADER =
  /type|typ$|art$|kind|category|kategorie|vorgang|soort|tipo|slag|rodzaj|tyyppi|laji$|t[uü]r[uü]?$|区分|種別|类型|類型|구분|유형/i;
// Reports abbreviate a payment (`Bill Pmt -Cheque`, `Supplier Pymt`) or name its means (`Check`,
// `Cheque`); other languages' words are read with accents dropped (`Zapłata`, `Płatność`, `Ödeme`).
const PAYMENT =
  /(?:^|[\s(/-])(?:payments?|paid|pmt|pymt|cheque|check|remittance|zahlung|bezahlung|paiement|règlement|reglement|pago|betaling|betalning|pagamento|maksu|zaplata|platnosc|odeme|uitbetaling|utbetalning)(?:$|[\s)/-])/i;
// Chinese, Japanese and Korean words of a payment, anywhere in the type: `支払`, `付款`, `지급`.
const PAYMENT_CJK = /支払|支払い|出金|付款|支付|지급|출금/;
/** True when a row type names a payment. */
export const namesPayment = (value: string) => PAYMENT.test(foldText(value)) || PAYMENT_CJK.test(value);
// A kind that names an invoice is one even where it names a payment too: a down payment, prepayment
// or advance invoice is posted (`Anzahlungsrechnung`, `Factura de anticipo`, `Счет на оплату`).
const INVOICE_WORD =
  /invoice|factura|fatura|fattura|facture|faktura|factuur|rechnung|lasku|szamla|счет|счёт|рахунок|фактура|請求書|发票|發票|계산서/i;
/** True when a row type names a payment and no invoice, or is a compound whose head is a payment: the row is no document to post. */
const namesPaymentOnly = (value: string) =>
  (namesPayment(value) && !INVOICE_WORD.test(foldText(value))) || namesCompoundPayment(value);
// A status says what became of a document (`Invoice paid`, `Pagado`), not that the row is a payment.
const STATUS_HEADER = /(?:^|[^a-z])(?:status|estatus|estado|state|statut|stato|zustand|situacao|situacion)(?:$|[^a-z])/;
// A type column holds a few kinds of row; more distinct values are descriptions.
const MAX_TYPES = 12;

/** True when every type names a kind of document infer reads: an invoice, a credit note or a payment. */
const allKinds = (types: readonly string[]) =>
  types.every((t) => namesPayment(t) || namesCredit(t) || namesInvoiceKind(t));

/**
 * The type column whose values name payments beside other types, or undefined. A column under any
 * header is one where every value names a kind of document (`Efecto del Comprobante`: Ingreso,
 * Egreso, Pago; `Document`: Invoice, Credit Note, Payment); its receipts, transfers and payslips
 * are no invoices either.
 */
export function findPaymentRows(table: SampledTable): PaymentRows | undefined {
  const columns = table.headers.map((_, index) => ({
    texts: table.rows.map((r) => cellText(r.cells[index]).trim()),
  }));
  const vouchers = listsVouchers(columns);
  for (const [index, header] of table.headers.entries()) {
    if (STATUS_HEADER.test(foldText(header))) continue;
    const typeHeader = TYPE_HEADER.test(header.trim());
    const types = [...new Set(columns[index]!.texts.filter((t) => t !== ''))];
    if (types.length === 0 || types.length > MAX_TYPES) continue;
    const effects = readEffectKinds(types, header, vouchers);
    if (!typeHeader && !effects && !allKinds(types)) continue;
    const values = types.filter((t) => namesPaymentOnly(t) || effects?.notInvoices.includes(t));
    // A column of payments only is a payments export, not invoices mixed with payments.
    if (values.length > 0 && values.length < types.length) return { index, header, values };
  }
  return undefined;
}
