/**
 * Rows of a page whose InvoiceId was created, is in doubt or is still being sent under another
 * Invoice_Number or PayeeId on the same target, with the same amount and currency, are held as
 * differing, nothing sent (plan-same-invoice-id.ts). One statement per page finds the candidates,
 * through the index of created rows by InvoiceId (migration 122).
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import type { OutcomeWord } from '../../report/outcome-words.js';
import { planSameInvoiceId } from '../plan-same-invoice-id.js';
import { holdPageRows } from './hold-page-rows.js';

/** The rows of the page still to be planned, and the outcomes recorded for the others. */
export async function holdSameInvoiceIdRows(
  tx: JournalStatements,
  runId: number,
  page: readonly StagedInvoice[],
  force: boolean,
  at: string,
  resolveCommand?: string,
): Promise<{ rest: StagedInvoice[]; decided: OutcomeWord[] }> {
  if (force) return { rest: [...page], decided: [] };
  return holdPageRows(
    tx,
    page,
    at,
    (afterId, throughId) => tx.send.findSameInvoiceId(runId, afterId, throughId),
    (staged, rows) => planSameInvoiceId(staged, rows, force, resolveCommand),
  );
}
