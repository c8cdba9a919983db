/**
 * Rows of a page whose Invoice_Number, date, amount and currency were created, are in doubt or are
 * still being sent, for another PayeeId on the same target are held as differing, nothing sent (plan-other-payee.ts). One statement per page
 * finds the candidates, through the index of created rows by number.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import type { OutcomeWord } from '../../report/outcome-words.js';
import { planOtherPayee } from '../plan-other-payee.js';
import { holdPageRows } from './hold-page-rows.js';

/** The rows of the page still to be planned, and the outcomes recorded for the others. */
export async function holdOtherPayeeRows(
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
    (afterId, throughId) => tx.send.findOtherPayeeCreated(runId, afterId, throughId),
    (staged, rows) => planOtherPayee(staged, rows, force, resolveCommand),
  );
}
