/**
 * At a stop, staged rows whose key is in doubt (an earlier post that may have been created) or
 * being sent by another run right now are recorded as the send loop records a key in doubt: held,
 * "in doubt from run N". Marked "not sent ... safe to post again" instead, such a row would stand
 * for its invoice in the run's results and tell a finance user to post by hand an invoice that
 * may already be in the finance system. A held row is settled with the key's doubt
 * (settle-held-rows.ts), once that run's answer or a `resolve` says how it ended.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { OutcomeRecord } from '../../journal/send-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { planInvoice, type PlanOptions } from '../plan-invoice.js';
import { compareWithCreated } from './compare-with-created.js';

/** The detail of a row held at a stop behind another run's send of its key, still without an answer. */
function sendingElsewhereDetail(runId: number, resolveCommand: string | undefined): string {
  return `in doubt from run ${runId}: it was sending an invoice with the same PayeeId and Invoice_Number when this run stopped; see how it ended with invoice-batch journal, and if still in doubt resolve it: ${resolveCommand ?? 'invoice-batch resolve'}`;
}

/** Records the rows of `rows` held behind a key in doubt or being sent elsewhere; returns how many. */
export async function holdInDoubtRows(
  tx: JournalStatements,
  runId: number,
  rows: readonly StagedInvoice[],
  options: PlanOptions,
  at: string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const keyRows = await tx.send.findKeyRowsOf(rows);
  const held: { rowId: number; outcome: OutcomeRecord }[] = [];
  for (const [i, row] of rows.entries()) {
    const rowsOfKey = keyRows[i] ?? [];
    if (rowsOfKey.length === 0) continue;
    const compared = await compareWithCreated(tx, row, rowsOfKey);
    // Nothing is sent at a stop, so a retry of a key in doubt is held as the loop holds one without --retry-in-doubt.
    const plan = planInvoice({ runId, payloadHash: row.payloadHash, compared }, rowsOfKey, {
      ...options,
      retryInDoubt: false,
    });
    const elsewhere = rowsOfKey.find((other) => other.state === 'sending' && other.runId !== runId);
    const detail =
      plan.action === 'hold'
        ? plan.detail
        : plan.action === 'busy' && elsewhere
          ? sendingElsewhereDetail(elsewhere.runId, options.resolveCommand)
          : undefined;
    if (detail === undefined) continue;
    const instanceId = plan.action === 'hold' ? plan.instanceId : undefined;
    held.push({ rowId: row.id, outcome: { state: 'in-doubt', instanceId, detail, attempts: 0, at } });
  }
  await tx.send.recordOutcomes(held);
  return held.length;
}
