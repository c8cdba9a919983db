/**
 * The exactly-once rule, written once: which rows of the same business key stop an invoice from
 * being posted. `planInvoice` (batch/plan-invoice.ts) asks it of the rows it read, SQLite's claim
 * and PostgreSQL's claim function (postgres/claim-rows-function.ts) ask it in SQL; all three are
 * derived from the table below, so changing the rule is one edit here and no migration.
 */
import type { InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';

interface BlockingRow {
  state: InvoiceState;
  /** Blocks only when its request left (a row held back behind one was never sent). */
  sent?: true;
  /** `--force` posts past it. */
  unlessForced?: true;
}

/** A row of the key in one of these blocks posting. */
const BLOCKING_ROWS: readonly BlockingRow[] = [
  { state: 'sending' },
  { state: 'created', unlessForced: true },
  { state: 'in-doubt', sent: true },
];

/** True when `row`, another row of the same key, stops the invoice from being posted now. */
export function blocksPosting(row: Pick<InvoiceRow, 'state' | 'sendingAt'>, force: boolean): boolean {
  return BLOCKING_ROWS.some(
    (rule) => rule.state === row.state && (!rule.sent || row.sendingAt !== null) && (!rule.unlessForced || !force),
  );
}

/**
 * The rule as a SQL condition on the row `i` being claimed: no other row of its key blocks it.
 * `force` is the SQL of the force flag (1 or 0): a `?` for SQLite, the function's argument on PostgreSQL.
 */
export function keyIsClearSql(force: string): string {
  const blocking = BLOCKING_ROWS.map((rule) =>
    [
      `k.state = '${rule.state}'`,
      ...(rule.sent ? ['k.sending_at IS NOT NULL'] : []),
      ...(rule.unlessForced ? [`${force} = 0`] : []),
    ].join(' AND '),
  );
  return `NOT EXISTS (
     SELECT 1 FROM invoices AS k
     WHERE k.target_identity = i.target_identity AND k.payee_id = i.payee_id AND k.invoice_number = i.invoice_number
       AND k.id <> i.id AND ((${blocking.join(') OR (')})))`;
}
