/**
 * Rows of a page whose Invoice_Number differs only in case, spaces or width from one the journal
 * records for the same target and PayeeId are held back: failed, nothing sent, planned again by
 * the next upload (plan-near-key.ts). One key-index range scan per distinct PayeeId of the run:
 * `recorded` keeps what was read for the run's later pages (what this run itself sends cannot be
 * near another number of it: within a file such numbers are a problem at the cell).
 */
import type { InvoiceRow } from '../../journal/invoice-row.js';
import type { JournalStatements } from '../../journal/journal.js';
import type { HeldRow } from '../../journal/other-target-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { planNearKey } from '../plan-near-key.js';

/** The rows of the page still to be planned, and how many were held back. */
export async function holdNearKeyRows(
  tx: JournalStatements,
  page: readonly StagedInvoice[],
  force: boolean,
  at: string,
  recorded: Map<string, readonly InvoiceRow[]>,
): Promise<{ rest: StagedInvoice[]; held: number }> {
  if (force || page.length === 0) return { rest: [...page], held: 0 };
  const holds: HeldRow[] = [];
  const byPayee = new Map<string, StagedInvoice[]>();
  for (const row of page) byPayee.set(row.payeeId, [...(byPayee.get(row.payeeId) ?? []), row]);
  for (const [payeeId, rows] of byPayee) {
    const known = recorded.get(payeeId) ?? (await tx.send.findPayeeRecordedRows(rows[0]!.targetIdentity, payeeId));
    recorded.set(payeeId, known);
    for (const row of rows) {
      const detail = planNearKey(row.invoiceNumber, known, force);
      if (detail !== undefined) holds.push({ rowId: row.id, detail });
    }
  }
  const held = new Set(await tx.send.recordHeld(holds, at));
  return { rest: page.filter((row) => !held.has(row.id)), held: held.size };
}
