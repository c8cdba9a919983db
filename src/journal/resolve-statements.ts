/** Statements of `resolve`: find the in-doubt rows a user names, and settle them. */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { JournalDriver } from './journal-driver.js';
import type { BusinessKey } from './send-statements.js';
import { correctionStatements, type CorrectionStatements } from './correction-statements.js';
import { heldReviewStatements, type HeldReviewStatements } from './held-review-statements.js';
import { namedByReference, ON_TARGET } from './named-by-reference.js';

/** How `resolve` says the instance it recorded is the one the create's own answer named. */
export const ANSWER_NAMED_INSTANCE = 'the instance its create answer named';

export interface Resolution {
  state: 'created' | 'skipped' | 'failed' | 'rejected' | 'in-doubt';
  instanceId?: string | undefined;
  detail: string;
  at: string;
}

/** Corrections and reviews of held copies included. */
export interface ResolveStatements extends CorrectionStatements, HeldReviewStatements {
  /**
   * In-doubt rows named by InvoiceId or by `PayeeId/Invoice_Number`, oldest first, on any target
   * unless `targetIdentity` is given.
   */
  findInDoubtByReference(reference: string, targetIdentity?: string): Promise<InvoiceRow[]>;
  /** Every in-doubt row of one business key, oldest first. */
  findInDoubtByKey(key: BusinessKey): Promise<InvoiceRow[]>;
  /**
   * In-doubt rows of the key's PayeeId and Invoice_Number under the journal's other targets that were
   * only held back behind a post in doubt (no request of their own), oldest first.
   */
  findHeldUnderOtherTargets(key: BusinessKey): Promise<InvoiceRow[]>;
  /** In-doubt rows whose request really left (not those merely held back behind one), oldest first. */
  listOpenInDoubt(targetIdentity?: string): Promise<InvoiceRow[]>;
  /** Settles one in-doubt row, keeping when its doubt began (`in_doubt_at`); false when it was no longer in doubt. */
  resolveInvoice(rowId: number, resolution: Resolution): Promise<boolean>;
  /** The newest row named by InvoiceId or `PayeeId/Invoice_Number`, in any state. */
  findLatestByReference(reference: string): Promise<InvoiceRow | undefined>;
  /**
   * A row of another business key holding this instance (leading zeros aside) on the same target,
   * if any: recorded as created, or in doubt with the instance its create answer named.
   */
  findInstanceHolder(instanceId: string, key: BusinessKey): Promise<InvoiceRow | undefined>;
}

const NAMED_BY = namedByReference();

export function resolveStatements(d: JournalDriver): ResolveStatements {
  const invoices = (where: string, params: unknown[]) =>
    d.rows<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${where}`, params);
  return {
    ...correctionStatements(d),
    ...heldReviewStatements(d),
    async findInDoubtByReference(reference, targetIdentity) {
      const target = targetIdentity ?? null;
      return invoices(`state = 'in-doubt' AND ${ON_TARGET} AND ${NAMED_BY} ORDER BY id`, [
        target,
        target,
        reference,
        reference,
      ]);
    },
    async findInDoubtByKey(key) {
      return invoices(
        `target_identity = ? AND payee_id = ? AND invoice_number = ? AND state = 'in-doubt' ORDER BY id`,
        [key.targetIdentity, key.payeeId, key.invoiceNumber],
      );
    },
    async findHeldUnderOtherTargets(key) {
      return invoices(
        `target_identity <> ? AND payee_id = ? AND invoice_number = ? AND state = 'in-doubt' AND sending_at IS NULL ORDER BY id`,
        [key.targetIdentity, key.payeeId, key.invoiceNumber],
      );
    },
    async listOpenInDoubt(targetIdentity) {
      const target = targetIdentity ?? null;
      return invoices(`state = 'in-doubt' AND sending_at IS NOT NULL AND ${ON_TARGET} ORDER BY id`, [target, target]);
    },
    async resolveInvoice(rowId, resolution) {
      const changed = await d.change(
        // The time the doubt began is moved aside before the settlement's takes its place (both
        // databases read the old values on the right of SET).
        `UPDATE invoices SET state = ?, instance_id = COALESCE(?, instance_id), detail = ?,
           in_doubt_at = COALESCE(in_doubt_at, outcome_at), outcome_at = ?, updated_at = ?
         WHERE id = ? AND state = 'in-doubt'`,
        [resolution.state, resolution.instanceId ?? null, resolution.detail, resolution.at, resolution.at, rowId],
      );
      return changed === 1;
    },
    async findLatestByReference(reference) {
      return (await invoices(`${NAMED_BY} ORDER BY id DESC LIMIT 1`, [reference, reference]))[0];
    },
    async findInstanceHolder(instanceId, key) {
      // Created first: the stronger claim is named when both hold it.
      const where = `state IN ('created', 'in-doubt') AND ltrim(instance_id, '0') = ltrim(?, '0') AND target_identity = ?
         AND NOT (payee_id IS NOT DISTINCT FROM ? AND invoice_number IS NOT DISTINCT FROM ?)
         ORDER BY CASE WHEN state = 'created' THEN 0 ELSE 1 END, id LIMIT 1`;
      return (await invoices(where, [instanceId, key.targetIdentity, key.payeeId, key.invoiceNumber]))[0];
    },
  };
}
