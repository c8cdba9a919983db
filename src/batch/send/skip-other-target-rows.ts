/**
 * Rows of a page whose key the journal knows under another of its targets are not sent: skipped
 * when created there, held back in doubt while a post there is in doubt, as not sent while one is under way (plan-other-target.ts).
 * One statement per page finds them; on a journal of one target it finds nothing.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { HeldRow, OtherTargetRow } from '../../journal/other-target-statements.js';
import type { SkippedRow } from '../../journal/send-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { wordOfUnsent, type OutcomeWord } from '../../report/outcome-words.js';
import { planOtherTarget } from '../plan-other-target.js';
import type { PlanOptions } from '../plan-invoice.js';
import { compareWithCreated } from './compare-with-created.js';

/** The rows of the page still to be planned, and the outcomes recorded for the others. */
export async function skipOtherTargetRows(
  tx: JournalStatements,
  runId: number,
  page: readonly StagedInvoice[],
  options: PlanOptions,
  at: string,
): Promise<{ rest: StagedInvoice[]; decided: OutcomeWord[] }> {
  const first = page[0];
  const last = page[page.length - 1];
  if (options.distinctTarget || first === undefined || last === undefined) return { rest: [...page], decided: [] };
  const found = await tx.send.findOtherTargetRows(runId, first.targetIdentity, first.id - 1, last.id);
  if (found.length === 0) return { rest: [...page], decided: [] };
  const byStagedId = new Map<number, OtherTargetRow[]>();
  for (const row of found) byStagedId.set(row.stagedId, [...(byStagedId.get(row.stagedId) ?? []), row]);
  const skips: SkippedRow[] = [];
  const holds: HeldRow[] = [];
  for (const row of page) {
    const others = byStagedId.get(row.id) ?? [];
    const compared = await compareWithCreated(tx, row, others);
    const plan = planOtherTarget({ runId, payloadHash: row.payloadHash, compared }, others, options);
    if (plan?.action === 'skip') skips.push({ rowId: row.id, instanceId: plan.instanceId, detail: plan.detail });
    else if (plan?.action === 'hold') holds.push({ rowId: row.id, detail: plan.detail, inDoubt: plan.inDoubt });
  }
  const skipped = await tx.send.recordSkipped(skips, at);
  const held = await tx.send.recordHeld(holds, at);
  const recorded = new Set([...skipped, ...held]);
  return {
    rest: page.filter((row) => !recorded.has(row.id)),
    decided: [
      ...skips.filter((skip) => skipped.includes(skip.rowId)).map((skip) => wordOfUnsent('skipped', skip.detail)),
      ...holds
        .filter((hold) => held.includes(hold.rowId))
        .map((hold) => wordOfUnsent(hold.inDoubt ? 'in-doubt' : 'failed', hold.detail)),
    ],
  };
}
