/** One function per statement on `status_history`, and the reads `reconcile` needs from `invoices`. */
import type { JournalDriver } from './journal-driver.js';
import { namedByReference } from './named-by-reference.js';

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
  /** The vendor's name from the file, when the mapping gives one. */
  vendorName: string | null;
  /** YYYYMMDD as mapped. */
  invoiceDate: string | null;
  /** The file the invoice was read from. */
  sourceFile: string | null;
}

export interface StatusStatements {
  insertStatusSeen(seen: StatusSeen): Promise<void>;
  /** Whether that answer is recorded: an insert whose connection was cut may have been committed. */
  hasStatusSeen(seen: StatusSeen): Promise<boolean>;
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
  /** How many invoices each target of the journal holds as created, most first. */
  countCreatedByTarget(): Promise<CreatedAtTarget[]>;
  /**
   * Every status read of the instances the rows named by InvoiceId or `PayeeId/Invoice_Number`
   * hold as created, oldest first (`journal show`): the journal keeps each read, not only the latest.
   */
  listStatusesOfReference(reference: string): Promise<StatusSeen[]>;
}

export interface CreatedAtTarget {
  targetIdentity: string;
  /** The target as its latest run described it (an address, a profile). */
  description: string | null;
  created: number;
}

const COUNT_CREATED_BY_TARGET_SQL = `SELECT i.target_identity AS targetIdentity,
     (SELECT r.target_description FROM runs r WHERE r.target_identity = i.target_identity ORDER BY r.id DESC LIMIT 1) AS description,
     CAST(COUNT(*) AS INTEGER) AS created
   FROM invoices i WHERE i.state = 'created'
   GROUP BY i.target_identity ORDER BY created DESC, i.target_identity`;

/** A created invoice as status checks read it. */
const CREATED_COLUMNS = `instance_id AS instanceId, invoice_id AS invoiceId, invoice_number AS invoiceNumber, payee_id AS payeeId,
  invoice_amount AS amount, currency_code AS currency, outcome_at AS createdAt, vendor_name AS vendorName,
  invoice_date AS invoiceDate, source_file AS sourceFile`;

/** Records one status answer, in the order of `statusSeenValues`. */
const INSERT_STATUS_SQL = `INSERT INTO status_history (target_identity, instance_id, seen_at, status_code, status_description, status_timestamp,
     company_code, document_number, fiscal_year, posting_date, clearing_document, clearing_date, payment_run_date,
     check_number, pending_approvers, last_action)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** A status_history row as `StatusSeen`, empty texts as none. */
const STATUS_SEEN_COLUMNS = `h.target_identity AS targetIdentity, h.instance_id AS instanceId, h.seen_at AS seenAt,
  h.status_code AS code, h.status_description AS description, NULLIF(h.status_timestamp, '') AS statusTimestamp,
  h.company_code AS companyCode, h.document_number AS documentNumber, h.fiscal_year AS fiscalYear,
  h.posting_date AS postingDate, h.clearing_document AS clearingDocument, h.clearing_date AS clearingDate,
  h.payment_run_date AS paymentRunDate, h.check_number AS checkNumber, h.pending_approvers AS pendingApprovers,
  h.last_action AS lastAction`;

const LIST_STATUSES_OF_REFERENCE_SQL = `SELECT ${STATUS_SEEN_COLUMNS} FROM status_history h
  WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.state = 'created' AND i.target_identity = h.target_identity
    AND i.instance_id = h.instance_id AND ${namedByReference('i')})
  ORDER BY h.id`;

function statusSeenValues(seen: StatusSeen): unknown[] {
  return [
    seen.targetIdentity,
    seen.instanceId,
    seen.seenAt,
    seen.code,
    seen.description,
    seen.statusTimestamp ?? null,
    seen.companyCode ?? null,
    seen.documentNumber ?? null,
    seen.fiscalYear ?? null,
    seen.postingDate ?? null,
    seen.clearingDocument ?? null,
    seen.clearingDate ?? null,
    seen.paymentRunDate ?? null,
    seen.checkNumber ?? null,
    seen.pendingApprovers ?? null,
    seen.lastAction ?? null,
  ];
}

export function statusStatements(d: JournalDriver): StatusStatements {
  return {
    async insertStatusSeen(seen) {
      await d.change(INSERT_STATUS_SQL, statusSeenValues(seen));
    },
    async hasStatusSeen(seen) {
      const sql = `SELECT id FROM status_history
         WHERE target_identity = ? AND instance_id = ? AND seen_at = ? AND status_code = ? LIMIT 1`;
      return (await d.row(sql, [seen.targetIdentity, seen.instanceId, seen.seenAt, seen.code])) !== undefined;
    },
    async latestStatuses(targetIdentity) {
      const rows = await d.rows<LastStatus>(
        `SELECT instance_id AS instanceId, status_code AS code, status_description AS description, seen_at AS seenAt
         FROM status_history
         WHERE id IN (SELECT MAX(id) FROM status_history WHERE target_identity = ? GROUP BY instance_id)`,
        [targetIdentity],
      );
      return new Map(rows.map((row) => [row.instanceId, row]));
    },
    async statusStreakStart(targetIdentity, instanceId, code) {
      const row = await d.row<{ firstSeenAt: string | null; earliestTimestamp: string | null }>(
        `SELECT MIN(seen_at) AS firstSeenAt, MIN(NULLIF(status_timestamp, '')) AS earliestTimestamp
         FROM status_history
         WHERE target_identity = ? AND instance_id = ?
           AND id > COALESCE((SELECT MAX(id) FROM status_history
                              WHERE target_identity = ? AND instance_id = ? AND status_code <> ?), 0)`,
        [targetIdentity, instanceId, targetIdentity, instanceId, code],
      );
      return row ?? { firstSeenAt: null, earliestTimestamp: null };
    },
    async listUnfinishedInvoices(targetIdentity, finalCodes, createdFrom) {
      // One placeholder per final code (a short list, the same on every call); none is IN (NULL), which holds for no code.
      const finals = finalCodes.length === 0 ? 'NULL' : finalCodes.map(() => '?').join(', ');
      return d.rows<CreatedInvoice>(
        `SELECT ${CREATED_COLUMNS} FROM invoices i
         WHERE i.id IN (SELECT MIN(id) FROM invoices WHERE target_identity = ? AND state = 'created' AND instance_id IS NOT NULL GROUP BY instance_id)
           AND (CAST(? AS TEXT) IS NULL OR i.outcome_at >= ?)
           AND NOT EXISTS (
             SELECT 1 FROM status_history h
             WHERE h.id = (SELECT MAX(id) FROM status_history WHERE target_identity = ? AND instance_id = i.instance_id)
               AND h.status_code IN (${finals}))
         ORDER BY i.id`,
        [targetIdentity, createdFrom ?? null, createdFrom ?? null, targetIdentity, ...finalCodes],
      );
    },
    async findCreatedInvoice(targetIdentity, instanceId) {
      return d.row<CreatedInvoice>(
        `SELECT ${CREATED_COLUMNS} FROM invoices
         WHERE target_identity = ? AND instance_id = ? AND state = 'created' ORDER BY id LIMIT 1`,
        [targetIdentity, instanceId],
      );
    },
    async countCreatedByTarget() {
      return d.rows<CreatedAtTarget>(COUNT_CREATED_BY_TARGET_SQL);
    },
    async listStatusesOfReference(reference) {
      const rows = await d.rows<StatusSeen>(LIST_STATUSES_OF_REFERENCE_SQL, [reference, reference]);
      // Nulls read back as absent, as the type has them.
      return rows.map(
        (row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v ?? undefined])) as StatusSeen,
      );
    },
  };
}
