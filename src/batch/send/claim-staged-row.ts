/**
 * The journal's side of one turn of the send loop: claim staged rows (or say why each cannot go
 * now), and record the creates' answers with what they settle of earlier rows.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import type { Outcome } from '../../journal/invoice-state.js';
import { outcomeWordOf, type OutcomeWord } from '../../report/outcome-words.js';
import type { JournalStatements } from '../../journal/journal.js';
import type { OutcomeRecord } from '../../journal/send-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { interpretCreateOutcome, type DuplicateRules } from './interpret-create-outcome.js';
import { planInvoice, type PlanOptions } from '../plan-invoice.js';
import type { Claim } from './send-loop-options.js';
import { settleAllHeldRows } from './settle-held-rows.js';
import { closeReviewedCopy } from './close-reviewed-copy.js';
import { compareWithCreated } from './compare-with-created.js';
import { findClaimHold } from './find-claim-hold.js';

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
  | { kind: 'decided'; state: Outcome; detail: string }
  /** Settled meanwhile by another process that judged this run dead: never sent. */
  | { kind: 'gone' };

/**
 * Claims rows of different keys together, in one call for the lot where nothing else of their keys
 * is in the journal (the common case): hold the keys, then mark the clear rows `sending`. A row
 * whose key has other rows is planned alone.
 */
export async function claimStagedRows(
  tx: JournalStatements,
  rows: readonly StagedInvoice[],
  runId: number,
  options: PlanOptions,
  at: string,
): Promise<RowClaim[]> {
  // Two rows of one key would both be marked, and both planned from the same read: each key once per batch.
  if (new Set(rows.map(keyOf)).size !== rows.length) throw new Error('claimStagedRows: two rows of one key in a batch');
  const { held, marked } = await tx.send.claimRows(rows, at);
  const clear = new Set(marked);
  const toPlan = rows.filter((row, i) => held[i] && !clear.has(row.id));
  const planned = await planHeldRows(tx, toPlan, runId, options, at);
  // `planned` follows `toPlan`, which follows `rows`.
  let next = 0;
  return rows.map((row, i): RowClaim => {
    if (!held[i]) return { kind: 'defer' };
    if (clear.has(row.id)) return { kind: 'send', plan: { action: 'post' } };
    return planned[next++] as RowClaim;
  });
}

/**
 * Rows whose keys this transaction holds, each planned from its key's other rows and, when it may
 * go, held as the page screens hold (find-claim-hold.ts), in the order given: their rows read in one statement, and the rows decided without a request recorded in one.
 */
async function planHeldRows(
  tx: JournalStatements,
  rows: readonly StagedInvoice[],
  runId: number,
  options: PlanOptions,
  at: string,
): Promise<RowClaim[]> {
  const claims: RowClaim[] = [];
  if (rows.length === 0) return claims;
  const keyRows = await tx.send.findKeyRowsOf(rows);
  const decided: { rowId: number; outcome: OutcomeRecord }[] = [];
  for (const [i, row] of rows.entries()) {
    const rowsOfKey = keyRows[i] ?? [];
    const compared = await compareWithCreated(tx, row, rowsOfKey);
    const planned = planInvoice({ runId, payloadHash: row.payloadHash, compared }, rowsOfKey, options);
    const plan = await closeReviewedCopy(tx, row, planned, { force: options.force, keyRows: rowsOfKey });
    // As on the page screen, what the key's own rows decide comes first (skipped as created, waiting).
    const hold =
      plan.action === 'post' || plan.action === 'retry' ? await findClaimHold(tx, runId, row, options) : undefined;
    if (hold !== undefined) {
      decided.push({ rowId: row.id, outcome: { state: 'skipped', detail: hold, attempts: 0, at } });
      claims.push({ kind: 'decided', state: 'skipped', detail: hold });
    } else if (plan.action === 'post' || plan.action === 'retry') {
      claims.push((await tx.send.markSending(row.id, at)) ? { kind: 'send', plan } : { kind: 'gone' });
    } else if (plan.action === 'wait') claims.push({ kind: 'wait' });
    else if (plan.action === 'busy') claims.push({ kind: 'defer' });
    else {
      const state = plan.action === 'skip' ? 'skipped' : 'in-doubt';
      const instanceId = plan.instanceId;
      decided.push({ rowId: row.id, outcome: { state, instanceId, detail: plan.detail, attempts: 0, at } });
      claims.push({ kind: 'decided', state, detail: plan.detail });
    }
  }
  await tx.send.recordOutcomes(decided);
  return claims;
}

/**
 * Whether most claims of a batch found their rows another worker's: held by it, being sent by it,
 * or created by it since the page was read. Workers reading the same rows should part. A row held
 * back behind an earlier run's in-doubt post is not another worker's.
 */
export function mostlyTakenElsewhere(claims: readonly RowClaim[]): boolean {
  const elsewhere = (claim: RowClaim) =>
    claim.kind === 'defer' || (claim.kind === 'decided' && claim.state === 'skipped');
  return claims.filter(elsewhere).length * 2 > claims.length;
}

/**
 * Records the answers to creates, and what each settles: the in-doubt rows it was a retry of, and
 * rows of other runs held back behind the same key, with those runs' counts. The answers' own rows
 * are written together. Returns each invoice's outcome, in the order given.
 */
export async function recordCreateAnswers(
  tx: JournalStatements,
  answers: readonly { claim: Claim; outcome: CreateOutcome }[],
  context: { runId: number; duplicates: DuplicateRules; at: string },
): Promise<OutcomeWord[]> {
  const { runId, at } = context;
  const meant: { claim: Claim; meaning: ReturnType<typeof interpretCreateOutcome> }[] = [];
  for (const { claim, outcome } of answers) {
    // A first post refused (rare), by a rejection or a 409 Conflict: a created row of its key means
    // --force sent it past a changed invoice.
    const refused = outcome.kind === 'rejected' || (outcome.kind === 'in-doubt' && outcome.conflict !== undefined);
    const createdEarlier =
      refused && retryOf(claim).length === 0 ? await tx.send.findCreatedByKey(claim.row) : undefined;
    const meaning = interpretCreateOutcome(outcome, retryOf(claim), runId, context.duplicates, createdEarlier);
    meant.push({ claim, meaning });
  }
  await tx.send.recordOutcomes(
    meant.map(({ claim, meaning }) => ({ rowId: claim.row.id, outcome: { ...meaning.own, at } })),
  );
  const touchedRuns: number[] = [];
  for (const { claim, meaning } of meant) {
    const earlier = retryOf(claim);
    for (const settlement of meaning.settle) {
      await tx.resolve.resolveInvoice(settlement.rowId, { ...settlement, at });
      touchedRuns.push(earlier.find((row) => row.id === settlement.rowId)?.runId ?? runId);
    }
    if (earlier.length > 0) {
      // The instance holds what was sent this time, or what the earlier post it answers for sent.
      const settledCreated = meaning.settle.find((s) => s.state === 'created');
      const created =
        meaning.own.state === 'created'
          ? { instanceId: meaning.own.instanceId, payloadHash: claim.row.payloadHash }
          : {
              instanceId: settledCreated?.instanceId,
              payloadHash: earlier.find((row) => row.id === settledCreated?.rowId)?.payloadHash,
            };
      if (created.instanceId) {
        touchedRuns.push(
          ...(await settleAllHeldRows(tx, claim.row, { ...created, instanceId: created.instanceId }, at)),
        );
      }
    }
  }
  // The counts of the earlier runs whose invoices the answers settled.
  for (const touched of new Set(touchedRuns)) if (touched !== runId) await tx.runs.refreshRunCounts(touched);
  return meant.map(({ meaning }) => outcomeWordOf({ ...meaning.own, detail: meaning.own.detail ?? null }));
}

const retryOf = (claim: Claim) => (claim.plan.action === 'retry' ? claim.plan.inDoubt : []);
