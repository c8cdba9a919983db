/**
 * Rows of a page whose key was already created (by an earlier run, or by another worker on a shared
 * journal) are recorded as skipped together, without a claim each. A created invoice stays created,
 * so knowing that it must not be sent again needs no lock. With three workers on one file, two
 * thirds of each worker's rows are created by the others, and claiming and planning them one by one
 * (three statements each) was most of a worker's journal time.
 */
import type { InvoiceRow } from '../../journal/invoice-row.js';
import type { JournalStatements } from '../../journal/journal.js';
import type { SkippedRow } from '../../journal/send-statements.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { wordOfUnsent, type OutcomeWord } from '../../report/outcome-words.js';
import { planInvoice, type PlanOptions } from '../plan-invoice.js';
import { closeReviewedCopy } from './close-reviewed-copy.js';
import { compareWithCreated } from './compare-with-created.js';
import { holdNearKeyRows } from './hold-near-key-rows.js';
import { holdOtherPayeeRows } from './hold-other-payee-rows.js';
import { holdSameInvoiceIdRows } from './hold-same-invoice-id-rows.js';
import { skipOtherTargetRows } from './skip-other-target-rows.js';
import type { ScreenPage } from './read-staged-rows.js';

/**
 * A page screen for the staged-row reader: rows whose key was created on this target, then rows
 * whose key another target of the journal holds, then rows whose number differs from one recorded
 * for the vendor only in case, spaces or width, then rows whose InvoiceId was created (or is in doubt) under another
 * key, then rows whose number, date, amount and currency were created (or are in doubt) for another vendor; each row
 * it records is pushed to `decided`.
 */
export function screenCreatedRows(
  runId: number,
  options: PlanOptions,
  now: () => Date,
  decided: OutcomeWord[],
): ScreenPage {
  const recorded = new Map<string, readonly InvoiceRow[]>();
  return async (tx, page) => {
    const at = now().toISOString();
    const { rest, words } = await skipCreatedRows(tx, runId, page, options, at);
    decided.push(...words);
    const elsewhere = await skipOtherTargetRows(tx, runId, rest, options, at);
    decided.push(...elsewhere.decided);
    const near = await holdNearKeyRows(tx, elsewhere.rest, options.force, at, recorded);
    for (let i = 0; i < near.held; i += 1) decided.push(wordOfUnsent('failed', null));
    // The same number under another vendor id first: its words name the vendor ids (a PayeeId written without
    // its leading zeros is that case); the InvoiceId hold then takes a number or vendor id corrected in the mapping.
    const otherPayee = await holdOtherPayeeRows(tx, runId, near.rest, options.force, at, options.resolveCommand);
    decided.push(...otherPayee.decided);
    const sameId = await holdSameInvoiceIdRows(tx, runId, otherPayee.rest, options.force, at, options.resolveCommand);
    decided.push(...sameId.decided);
    return sameId.rest;
  };
}

/** The rows of the page still to be planned one by one, how many were recorded as skipped, and their words. */
export async function skipCreatedRows(
  tx: JournalStatements,
  runId: number,
  page: readonly StagedInvoice[],
  options: PlanOptions,
  at: string,
): Promise<{ rest: StagedInvoice[]; skipped: number; words: OutcomeWord[] }> {
  const first = page[0];
  const last = page[page.length - 1];
  if (first === undefined || last === undefined) return { rest: [...page], skipped: 0, words: [] };
  const created = await tx.send.findCreatedForStaged(runId, first.id - 1, last.id);
  if (created.length === 0) return { rest: [...page], skipped: 0, words: [] };
  // Oldest first, as when planned alone: a skip names the first created row of the same content, or the first.
  const byStagedId = new Map<number, InvoiceRow[]>();
  for (const row of created) byStagedId.set(row.stagedId, [...(byStagedId.get(row.stagedId) ?? []), row]);
  const skips: SkippedRow[] = [];
  for (const row of page) {
    const earlier = byStagedId.get(row.id);
    if (earlier === undefined) continue;
    const compared = await compareWithCreated(tx, row, earlier);
    // With --force a row of other content than what was created is left to the claim and posted,
    // unless a person closed that copy as reviewed.
    const planned = planInvoice({ runId, payloadHash: row.payloadHash, compared }, earlier, options);
    const plan = await closeReviewedCopy(tx, row, planned, { force: options.force, keyRows: earlier });
    if (plan.action === 'skip') skips.push({ rowId: row.id, instanceId: plan.instanceId, detail: plan.detail });
  }
  const recorded = new Set(await tx.send.recordSkipped(skips, at));
  const words = skips.filter((skip) => recorded.has(skip.rowId)).map((skip) => wordOfUnsent('skipped', skip.detail));
  return { rest: page.filter((row) => !recorded.has(row.id)), skipped: recorded.size, words };
}
