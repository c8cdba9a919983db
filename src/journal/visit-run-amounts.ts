/** The amounts of every invoice of a run, read in pages, for the run's totals (summarize-run.ts). */
import { CREATED_EARLIER_SQL } from './created-earlier-sql.js';
import { ALREADY_CREATED_SQL, HELD_DIFFERS_SQL, RESOLVED_NOT_CREATED_SQL, type InvoiceState } from './invoice-state.js';
import type { JournalDriver } from './journal-driver.js';
import { RUN_PAGE_WHERE } from './run-page-where.js';

/**
 * What `forEachRunAmount` tells of one invoice: its currency and amount as read, its state, whether a
 * person resolved it as not created, whether the finance system already held it (`isAlreadyCreated`),
 * whether it was held because its key holds other content (`isHeldDiffers`), and whether it is
 * invalid here but was created by an earlier row of its key (CREATED_EARLIER_SQL).
 */
export type VisitAmount = (
  currency: string | null,
  amount: string | null,
  state: InvoiceState,
  resolvedNotCreated: boolean,
  alreadyCreated: boolean,
  heldDiffers?: boolean,
  createdEarlier?: boolean,
) => void;

/** Rows of a run read per query by `visitRunAmounts`. */
const AMOUNT_PAGE = 5000;

/** Calls `visit` with the currency, amount and state of every invoice of a run; `visit` must not use the journal. */
export async function visitRunAmounts(d: JournalDriver, runId: number, visit: VisitAmount): Promise<void> {
  for (let after = 0; ;) {
    const rows = await d.rows<{
      id: number;
      currency: string | null;
      amount: string | null;
      state: InvoiceState;
      resolved: number | boolean;
      already: number | boolean;
      held: number | boolean;
      earlier: number | boolean;
    }>(
      `SELECT id, currency_code AS currency, invoice_amount AS amount, state,
         (${RESOLVED_NOT_CREATED_SQL}) AS resolved, (${ALREADY_CREATED_SQL}) AS already,
         (${HELD_DIFFERS_SQL}) AS held, (${CREATED_EARLIER_SQL}) AS earlier ${RUN_PAGE_WHERE}`,
      [runId, after, AMOUNT_PAGE],
    );
    // SQLite answers the condition 0 or 1, PostgreSQL a boolean.
    for (const row of rows)
      visit(
        row.currency,
        row.amount,
        row.state,
        Boolean(row.resolved),
        Boolean(row.already),
        Boolean(row.held),
        Boolean(row.earlier),
      );
    if (rows.length < AMOUNT_PAGE) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
