/**
 * The journal's side of one turn of the send loop, per invoice: claim a staged row (or say why
 * it cannot go now), and record a create's answer with what it settles of earlier rows.
 */
import type { CreateOutcome } from '../finance-api/call-outcome.js';
import type { Outcome } from '../journal/invoice-state.js';
import type { JournalStatements } from '../journal/journal.js';
import type { StagedInvoice } from '../journal/stage-statements.js';
import { interpretCreateOutcome, type DuplicateRules } from './interpret-create-outcome.js';
import { planInvoice, type PlanOptions } from './plan-invoice.js';
import type { Claim } from './send-options.js';
import { settleHeldRows } from './settle-held-rows.js';

/** The business key of a row, as the send loop tracks keys in flight. */
export const keyOf = (row: StagedInvoice): string =>
  `${row.targetIdentity}\u0000${row.payeeId}\u0000${row.invoiceNumber}`;

export type RowClaim =
  /** Marked `sending`: the create may leave once the transaction commits. */
  | { kind: 'send'; plan: Claim['plan'] }
  /** Another row of this run with the key is in flight: plan it again after that answer. */
  | { kind: 'wait' }
  /** Another process holds or is sending the key: plan it again later. */
  | { kind: 'defer' }
  /** Decided without a request (skipped as created, or in doubt); the outcome is recorded. */
  | { kind: 'decided'; state: Outcome }
  /** Settled meanwhile by another process that judged this run dead: never sent. */
  | { kind: 'gone' };

export async function claimStagedRow(
  tx: JournalStatements,
  row: StagedInvoice,
  runId: number,
  options: PlanOptions,
  at: string,
): Promise<RowClaim> {
  if (!(await tx.send.claimKey(row))) return { kind: 'defer' };
  const plan = planInvoice({ runId, payloadHash: row.payloadHash }, await tx.send.findKeyRows(row, row.id), options);
  if (plan.action === 'post' || plan.action === 'retry') {
    return (await tx.send.markSending(row.id, at)) ? { kind: 'send', plan } : { kind: 'gone' };
  }
  if (plan.action === 'wait') return { kind: 'wait' };
  if (plan.action === 'busy') return { kind: 'defer' };
  const state = plan.action === 'skip' ? 'skipped' : 'in-doubt';
  await tx.send.recordOutcome(row.id, {
    state,
    instanceId: plan.action === 'skip' ? plan.instanceId : undefined,
    detail: plan.detail,
    attempts: 0,
    at,
  });
  return { kind: 'decided', state };
}

/**
 * Records the answer to a create, and what it settles: the in-doubt rows it was a retry of, and
 * rows of other runs held back behind the same key. Returns the invoice's outcome and the runs
 * whose counts changed.
 */
export async function recordCreateAnswer(
  tx: JournalStatements,
  claim: Claim,
  outcome: CreateOutcome,
  context: { runId: number; duplicates: DuplicateRules; at: string },
): Promise<{ state: Outcome; touchedRuns: number[] }> {
  const { runId, at } = context;
  const retryOf = claim.plan.action === 'retry' ? claim.plan.inDoubt : [];
  const meaning = interpretCreateOutcome(outcome, retryOf, runId, context.duplicates);
  await tx.send.recordOutcome(claim.row.id, { ...meaning.own, at });
  const touchedRuns: number[] = [];
  for (const settlement of meaning.settle) {
    await tx.resolve.resolveInvoice(settlement.rowId, { ...settlement, at });
    touchedRuns.push(retryOf.find((row) => row.id === settlement.rowId)?.runId ?? runId);
  }
  if (retryOf.length > 0) {
    const createdAs =
      meaning.own.state === 'created'
        ? meaning.own.instanceId
        : meaning.settle.find((s) => s.state === 'created')?.instanceId;
    if (createdAs) touchedRuns.push(...(await settleHeldRows(tx, claim.row, createdAs, at)));
  }
  return { state: meaning.own.state, touchedRuns };
}
