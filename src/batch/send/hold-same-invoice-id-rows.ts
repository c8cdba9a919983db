/**
 * Rows of a page whose InvoiceId was created, is in doubt or is still being sent under another
 * Invoice_Number or PayeeId on the same target are held as differing, nothing sent
 * (plan-same-invoice-id.ts). One statement per page finds the candidates, through the index of
 * created rows by InvoiceId (migration 122).
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { SameInvoiceIdRow } from '../../journal/same-invoice-id-statements.js';
import type { SkippedRow } from '../../journal/send-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { wordOfUnsent, type OutcomeWord } from '../../report/outcome-words.js';
import { planSameInvoiceId } from '../plan-same-invoice-id.js';

/** The rows of the page still to be planned, and the outcomes recorded for the others. */
export async function holdSameInvoiceIdRows(
  tx: JournalStatements,
  runId: number,
  page: readonly StagedInvoice[],
  force: boolean,
  at: string,
  resolveCommand?: string,
): Promise<{ rest: StagedInvoice[]; decided: OutcomeWord[] }> {
  const first = page[0];
  const last = page[page.length - 1];
  if (force || first === undefined || last === undefined) return { rest: [...page], decided: [] };
  const found = await tx.send.findSameInvoiceId(runId, first.id - 1, last.id);
  if (found.length === 0) return { rest: [...page], decided: [] };
  const byStagedId = new Map<number, SameInvoiceIdRow[]>();
  for (const row of found) byStagedId.set(row.stagedId, [...(byStagedId.get(row.stagedId) ?? []), row]);
  const holds: SkippedRow[] = [];
  for (const [stagedId, rows] of byStagedId) {
    const { stagedDate, stagedAmount, stagedCurrency } = rows[0]!;
    const subject = { invoiceDate: stagedDate, invoiceAmount: stagedAmount, currencyCode: stagedCurrency };
    const detail = planSameInvoiceId(subject, rows, force, resolveCommand);
    if (detail !== undefined) holds.push({ rowId: stagedId, instanceId: undefined, detail });
  }
  const recorded = new Set(await tx.send.recordSkipped(holds, at));
  return {
    rest: page.filter((row) => !recorded.has(row.id)),
    decided: holds.filter((hold) => recorded.has(hold.rowId)).map((hold) => wordOfUnsent('skipped', hold.detail)),
  };
}
