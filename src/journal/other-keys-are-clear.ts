/**
 * What the claim asks of the rows of other keys, beside its own key's rule (key-is-clear.ts): no
 * row of the same folded InvoiceId under another key, and no row of the same Invoice_Number under
 * another PayeeId, is being sent, in doubt after its request left, or created. Two workers of one
 * journal posting one invoice under two keys both pass the page screens (hold-same-invoice-id-rows.ts,
 * hold-other-payee-rows.ts) when both screen before either claims; the claim's transaction is the
 * one place that sees the other's `sending` row. A row this finds is not marked but planned with
 * the key held, where the holds compare the money (batch/send/find-claim-hold.ts): two vendors'
 * different invoices that share a number or an InvoiceId are still posted.
 */
import { foldInvoiceIdSql } from './fold-invoice-id-sql.js';
import { blockingStatesSql } from './key-is-clear.js';

const FOLDED = (alias: string) => foldInvoiceIdSql(`${alias}.invoice_id`);

const SAME_INVOICE_ID = `${FOLDED('i')} <> '' AND o.target_identity = i.target_identity AND ${FOLDED('o')} = ${FOLDED('i')}
       AND (o.payee_id <> i.payee_id OR o.invoice_number <> i.invoice_number)`;

const SAME_NUMBER_OTHER_PAYEE = `o.target_identity = i.target_identity AND o.invoice_number = i.invoice_number
       AND o.payee_id <> i.payee_id`;

/**
 * The condition on the row `i` being claimed. One NOT EXISTS per state, as other-payee-statements.ts
 * splits its parts: an OR of the states leads SQLite to search every row of the target rather than
 * the created ones by their index and the few sending or in doubt by `invoices_by_state`.
 */
export function otherKeysAreClearSql(): string {
  return [SAME_INVOICE_ID, SAME_NUMBER_OTHER_PAYEE]
    .flatMap((match) =>
      blockingStatesSql('o').map((state) => `NOT EXISTS (SELECT 1 FROM invoices AS o WHERE ${match} AND ${state})`),
    )
    .join('\n       AND ');
}
