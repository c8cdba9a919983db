/**
 * Statements of `resolve --reviewed`: the open held copies a user names, and the decision that
 * closes one as reviewed, not posted (held_copy_reviews, migration 125). One text per statement
 * for both backends.
 */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { JournalDriver } from './journal-driver.js';
import { HELD_COPY_IDS } from './latest-invoice-sql.js';
import { namedByReference, ON_TARGET } from './named-by-reference.js';
import { reviewsOfCopySql } from './reviewed-held-sql.js';
import type { BusinessKey } from './send-statements.js';

/** A person's decision that a held copy is not to be posted. */
export interface HeldReview {
  /** The held row closed. */
  invoiceRowId: number;
  /** ISO 8601 UTC. */
  reviewedAt: string;
  /** `user@host` of the login, or `name (login user@host)`. */
  reviewedBy: string;
  note: string;
}

/** A review with the run of its row, for `journal show`. */
export interface HeldReviewRow extends HeldReview {
  id: number;
  runId: number;
}

export interface HeldReviewStatements {
  /** The open held copies named by InvoiceId or `PayeeId/Invoice_Number`, oldest first; on one target when given. */
  findOpenHeldCopies(reference: string, targetIdentity?: string): Promise<InvoiceRow[]>;
  insertHeldReview(review: HeldReview): Promise<void>;
  /** Reviews of the rows named by InvoiceId or `PayeeId/Invoice_Number`, oldest first. */
  listHeldReviews(reference: string): Promise<HeldReviewRow[]>;
  /**
   * The review that closed this body of the key already: a held row of it with the same payload
   * hash, before row `rowId`, reviewed, and nothing posted (or in doubt) of the key since; the latest.
   */
  findReviewOfCopy(copy: BusinessKey & { id: number; payloadHash: string }): Promise<HeldReviewRow | undefined>;
}

const FIND_OPEN_HELD_COPIES_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices
  WHERE id IN (${HELD_COPY_IDS}) AND ${ON_TARGET} AND ${namedByReference()}
  ORDER BY id`;

const INSERT_HELD_REVIEW_SQL = `INSERT INTO held_copy_reviews (invoice_row_id, reviewed_at, reviewed_by, note)
  VALUES (?, ?, ?, ?)`;

const LIST_HELD_REVIEWS_SQL = `SELECT r.id, i.run_id AS runId, r.invoice_row_id AS invoiceRowId,
    r.reviewed_at AS reviewedAt, r.reviewed_by AS reviewedBy, r.note
  FROM held_copy_reviews r JOIN invoices i ON i.id = r.invoice_row_id
  WHERE ${namedByReference('i')}
  ORDER BY r.id`;

const FIND_REVIEW_OF_COPY_SQL = `SELECT r.id, h.run_id AS runId, r.invoice_row_id AS invoiceRowId,
    r.reviewed_at AS reviewedAt, r.reviewed_by AS reviewedBy, r.note
  ${reviewsOfCopySql({ id: '?', target: '?', payee: '?', number: '?', hash: '?' })}
  ORDER BY r.id DESC LIMIT 1`;

export function heldReviewStatements(d: JournalDriver): HeldReviewStatements {
  return {
    async findOpenHeldCopies(reference, targetIdentity) {
      const target = targetIdentity ?? null;
      return d.rows<InvoiceRow>(FIND_OPEN_HELD_COPIES_SQL, [target, target, reference, reference]);
    },
    async insertHeldReview(review) {
      await d.change(INSERT_HELD_REVIEW_SQL, [review.invoiceRowId, review.reviewedAt, review.reviewedBy, review.note]);
    },
    async listHeldReviews(reference) {
      return d.rows<HeldReviewRow>(LIST_HELD_REVIEWS_SQL, [reference, reference]);
    },
    async findReviewOfCopy(copy) {
      const { id, targetIdentity, payeeId, invoiceNumber, payloadHash } = copy;
      return d.row<HeldReviewRow>(FIND_REVIEW_OF_COPY_SQL, [
        targetIdentity,
        payeeId,
        invoiceNumber,
        id,
        id,
        payloadHash,
        id,
      ]);
    },
  };
}
