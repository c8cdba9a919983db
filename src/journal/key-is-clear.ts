/**
 * The exactly-once rule, written once: which rows of the same business key stop an invoice from
 * being posted. `planInvoice` (batch/plan-invoice.ts) asks it of the rows it read, SQLite's claim
 * and PostgreSQL's claim function (postgres/claim-rows-function.ts) ask it in SQL; all three are
 * derived from the table below, so changing the rule is one edit here and no migration.
 *
 * A created row stops the claim even with `--force`: whether a forced invoice differs from the one
 * created needs both bodies compared (batch/compare-invoice-bodies.ts), which the plan does with
 * the key held, so an invoice created with the same content is never posted twice.
 */
import type { InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';

interface BlockingRow {
  state: InvoiceState;
  /** Blocks only when its request left (a row held back behind one was never sent). */
  sent?: true;
}

/** A row of the key in one of these blocks posting. */
const BLOCKING_ROWS: readonly BlockingRow[] = [
  { state: 'sending' },
  { state: 'created' },
  { state: 'in-doubt', sent: true },
];

/** True when `row`, another row of the same key, stops the invoice from being claimed now. */
export function blocksPosting(row: Pick<InvoiceRow, 'state' | 'sendingAt'>): boolean {
  return BLOCKING_ROWS.some((rule) => rule.state === row.state && (!rule.sent || row.sendingAt !== null));
}

/** Each blocking state as a SQL condition on the row `alias`. */
export function blockingStatesSql(alias: string): string[] {
  return BLOCKING_ROWS.map((rule) =>
    [`${alias}.state = '${rule.state}'`, ...(rule.sent ? [`${alias}.sending_at IS NOT NULL`] : [])].join(' AND '),
  );
}

/** The rule as a SQL condition on the row `i` being claimed: no other row of its key blocks it. */
export function keyIsClearSql(): string {
  const blocking = blockingStatesSql('k');
  return `NOT EXISTS (
     SELECT 1 FROM invoices AS k
     WHERE k.target_identity = i.target_identity AND k.payee_id = i.payee_id AND k.invoice_number = i.invoice_number
       AND k.id <> i.id AND ((${blocking.join(') OR (')})))`;
}
