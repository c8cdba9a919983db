/**
 * Rows of a page whose Invoice_Number, date, amount and currency were created, are in doubt or are
 * still being sent, for another PayeeId on the same target are held as differing, nothing sent (plan-other-payee.ts). One statement per page
 * finds the candidates, through the index of created rows by number.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { OtherPayeeCreated } from '../../journal/other-payee-statements.js';
import type { SkippedRow } from '../../journal/send-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { wordOfUnsent, type OutcomeWord } from '../../report/outcome-words.js';
import { planOtherPayee } from '../plan-other-payee.js';

/** The rows of the page still to be planned, and the outcomes recorded for the others. */
export async function holdOtherPayeeRows(
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
  const found = await tx.send.findOtherPayeeCreated(runId, first.id - 1, last.id);
  if (found.length === 0) return { rest: [...page], decided: [] };
  const byStagedId = new Map<number, OtherPayeeCreated[]>();
  for (const row of found) byStagedId.set(row.stagedId, [...(byStagedId.get(row.stagedId) ?? []), row]);
  const holds: SkippedRow[] = [];
  for (const [stagedId, rows] of byStagedId) {
    const { stagedDate, stagedAmount, stagedCurrency } = rows[0]!;
    const subject = { invoiceDate: stagedDate, invoiceAmount: stagedAmount, currencyCode: stagedCurrency };
    const detail = planOtherPayee(subject, rows, force, resolveCommand);
    if (detail !== undefined) holds.push({ rowId: stagedId, instanceId: undefined, detail });
  }
  const recorded = new Set(await tx.send.recordSkipped(holds, at));
  return {
    rest: page.filter((row) => !recorded.has(row.id)),
    decided: holds.filter((hold) => recorded.has(hold.rowId)).map((hold) => wordOfUnsent('skipped', hold.detail)),
  };
}
