/**
 * Rows held back because an earlier post of their key was in doubt were never sent. Once that
 * doubt is settled they are settled with it, so nothing of the key waits for resolution any more.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { InvoiceRow } from '../../journal/invoice-row.js';
import type { BusinessKey } from '../../journal/send-statements.js';
import { DIFFERENT_INVOICE_DETAIL } from '../../journal/invoice-state.js';
import { isHeldThere } from '../../journal/held-there-detail.js';

/**
 * @param instanceId the key's instance, when it turned out to be created; undefined when it was not
 * @returns the runs whose rows changed
 */
async function settleHeldRows(
  journal: JournalStatements,
  key: BusinessKey,
  instanceId: string | undefined,
  at: string,
): Promise<number[]> {
  const runs = new Set<number>();
  for (const row of await journal.resolve.findInDoubtByKey(key)) {
    if (row.sendingAt !== null) continue;
    const settled = instanceId
      ? await journal.resolve.resolveInvoice(row.id, {
          state: 'skipped',
          instanceId,
          detail: `not sent: it was created as instance ${instanceId} (settled later)`,
          at,
        })
      : await journal.resolve.resolveInvoice(row.id, {
          state: 'failed',
          detail: 'not sent: the earlier post turned out not created; safe to post again',
          at,
        });
    if (settled) runs.add(row.runId);
  }
  return [...runs];
}

/** The post a held row waited on, as it was settled: created (its instance and content) or not. */
export interface SettledPost {
  instanceId: string | undefined;
  /** The content hash of the created post; null when the journal kept none (taken as the same) */
  payloadHash?: string | null | undefined;
}

/**
 * Rows of the key's PayeeId and Invoice_Number held back in doubt under other targets of the
 * journal (plan-other-target.ts) are settled with the post they waited on, as on its own target.
 * One held with other content than the instance created is held as differing, never skipped as it.
 * @param key the business key whose doubt was settled, on its own target
 * @returns the rows settled, with their runs and new states
 */
export async function settleHeldUnderOtherTargets(
  journal: JournalStatements,
  key: BusinessKey,
  post: SettledPost,
  at: string,
): Promise<{ rowId: number; runId: number; invoiceId: string | null; state: string }[]> {
  const settled = [];
  for (const row of await journal.resolve.findHeldUnderOtherTargets(key)) {
    // One held behind its own target's doubt, or a third target's, waits on that one.
    if (!isHeldThere(row.detail, key.targetIdentity)) continue;
    // A post recorded without content (import-results) counts as the same, as held-differs.ts rules.
    const resolution = heldResolution(row, key.targetIdentity, post);
    if (await journal.resolve.resolveInvoice(row.id, { ...resolution, at })) {
      settled.push({ rowId: row.id, runId: row.runId, invoiceId: row.invoiceId, state: resolution.state });
    }
  }
  return settled;
}

/**
 * Everything held behind a key whose doubt a later post settled, on its own target and under
 * other targets: the one place an upload's answer settles held rows.
 * @returns the runs whose rows changed
 */
export async function settleAllHeldRows(
  journal: JournalStatements,
  key: BusinessKey,
  post: SettledPost & { instanceId: string },
  at: string,
): Promise<number[]> {
  const own = await settleHeldRows(journal, key, post.instanceId, at);
  const elsewhere = await settleHeldUnderOtherTargets(journal, key, post, at);
  return [...own, ...elsewhere.map((row) => row.runId)];
}

/** How a row held behind `targetIdentity` is settled with the post it waited on there. Pure. */
export function heldResolution(
  row: Pick<InvoiceRow, 'payloadHash'>,
  targetIdentity: string,
  post: SettledPost,
): { state: 'skipped' | 'failed'; instanceId?: string; detail: string } {
  const { instanceId } = post;
  const there = `under another target, ${targetIdentity}`;
  if (instanceId === undefined)
    return {
      state: 'failed',
      detail: `not sent: the post in doubt ${there}, turned out not created; safe to post again`,
    };
  // A post recorded without content (import-results) counts as the same, as held-differs.ts rules.
  if (post.payloadHash && row.payloadHash && row.payloadHash !== post.payloadHash)
    return {
      state: 'skipped',
      detail: `${DIFFERENT_INVOICE_DETAIL} ${there}, as instance ${instanceId} (settled later); if that is a different finance system, upload again with --distinct-target`,
    };
  return {
    state: 'skipped',
    instanceId,
    detail: `not sent: created as instance ${instanceId} ${there} (settled later)`,
  };
}

/** Whether a row never sent was settled with a post under `targetIdentity` (heldResolution's words). */
export function isSettledBehindTarget(row: Pick<InvoiceRow, 'detail'>, targetIdentity: string): boolean {
  const detail = row.detail ?? '';
  return (
    detail.includes(`under another target, ${targetIdentity}`) &&
    (detail.includes('(settled later)') || detail.includes('turned out not created; safe to post again'))
  );
}
