/** One function per statement on `status_history`, and the reads `reconcile` needs from `invoices`. */

export interface StatusSeen {
  targetIdentity: string;
  instanceId: string;
  /** ISO 8601 UTC. */
  seenAt: string;
  code: string;
  description: string;
  /** E_STATUS.TIMESTAMP as sent (YYYYMMDDhhmmss), when not empty. */
  statusTimestamp: string | undefined;
  companyCode: string | undefined;
  documentNumber: string | undefined;
  fiscalYear: string | undefined;
  postingDate: string | undefined;
  clearingDocument: string | undefined;
  clearingDate: string | undefined;
  paymentRunDate: string | undefined;
  checkNumber: string | undefined;
  /** e.g. `Jonas Weber (AP_CLERKS)`; several joined by `; `. */
  pendingApprovers: string | undefined;
  /** e.g. `20260501101500 Anna Schmidt: Approved`. */
  lastAction: string | undefined;
}

export interface LastStatus {
  instanceId: string;
  code: string;
  description: string;
  seenAt: string;
}

/** A created invoice as `reconcile` reports it. */
export interface CreatedInvoice {
  instanceId: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  payeeId: string | null;
  amount: string | null;
  currency: string | null;
  /** When the create answer came, ISO 8601 UTC. */
  createdAt: string | null;
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. */
export interface StatusStatements {
  insertStatusSeen(seen: StatusSeen): Promise<void>;
  /** The latest status seen of every instance of a target. */
  latestStatuses(targetIdentity: string): Promise<Map<string, LastStatus>>;
  /**
   * Since when an instance has shown `code` without interruption, by what was seen: the first
   * sighting of the current streak, and the earliest E_STATUS.TIMESTAMP sent during it.
   */
  statusStreakStart(
    targetIdentity: string,
    instanceId: string,
    code: string,
  ): Promise<{ firstSeenAt: string | null; earliestTimestamp: string | null }>;
  /**
   * Created invoices of a target whose latest status seen is not final (or that were never
   * checked), created at or after `createdFrom` when given, oldest first.
   */
  listUnfinishedInvoices(
    targetIdentity: string,
    finalCodes: readonly string[],
    createdFrom?: string,
  ): Promise<CreatedInvoice[]>;
  /** The created invoice behind an instance id, when this journal made it. */
  findCreatedInvoice(targetIdentity: string, instanceId: string): Promise<CreatedInvoice | undefined>;
}
