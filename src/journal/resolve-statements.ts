/** Statements of `resolve`: find the in-doubt rows a user names, and settle them. */
import type { InvoiceRow } from './invoice-row.js';
import type { BusinessKey } from './send-statements.js';
import type { CorrectionStatements } from './correction-statements.js';

export interface Resolution {
  state: 'created' | 'skipped' | 'failed' | 'in-doubt';
  instanceId?: string | undefined;
  detail: string;
  at: string;
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. Corrections included. */
export interface ResolveStatements extends CorrectionStatements {
  /**
   * In-doubt rows named by InvoiceId or by `PayeeId/Invoice_Number`, oldest first, on any target
   * unless `targetIdentity` is given.
   */
  findInDoubtByReference(reference: string, targetIdentity?: string): Promise<InvoiceRow[]>;
  /** Every in-doubt row of one business key, oldest first. */
  findInDoubtByKey(key: BusinessKey): Promise<InvoiceRow[]>;
  /** In-doubt rows whose request really left (not those merely held back behind one), oldest first. */
  listOpenInDoubt(targetIdentity?: string): Promise<InvoiceRow[]>;
  /** Settles one in-doubt row; false when it was no longer in doubt. */
  resolveInvoice(rowId: number, resolution: Resolution): Promise<boolean>;
  /** The newest row named by InvoiceId or `PayeeId/Invoice_Number`, in any state. */
  findLatestByReference(reference: string): Promise<InvoiceRow | undefined>;
  /** A row of another business key recorded as created with this instance (leading zeros aside) on the same target, if any. */
  findCreatedByInstance(instanceId: string, key: BusinessKey): Promise<InvoiceRow | undefined>;
}
