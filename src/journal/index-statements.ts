/**
 * Statements that compare the journal's key index (`invoices_by_key`) with the invoices table. The
 * index is what an upload asks whether a key was already created: one that misses rows answers
 * "never posted" and the invoices go out again, while `PRAGMA quick_check` can still say ok.
 */
import type { JournalDriver } from './journal-driver.js';
import type { BusinessKey } from './send-statements.js';

/** A row read from the table by its id, never through the key index. */
export type SampledRow = BusinessKey & { id: number };

/**
 * The reads of the table are written once (`indexStatements`); how the key index alone is read,
 * and the database's own full check, are each database's (sqlite/, postgres/ *-index-statements.ts).
 */
export interface IndexStatements {
  /** Lowest and highest invoice row id; null on an empty journal. */
  invoiceIdRange(): Promise<{ first: number; last: number } | null>;
  /** The newest rows that have a key (PayeeId and Invoice_Number), newest first. */
  newestKeyedRows(limit: number): Promise<SampledRow[]>;
  /** The first row with a key whose id is at least `id`. */
  keyedRowFrom(id: number): Promise<SampledRow | undefined>;
  /**
   * For each row, in the order given, true when the key index finds it under its own key. Within a
   * transaction only: PostgreSQL is told there to read through an index, not the table.
   */
  keyIndexFinds(rows: readonly SampledRow[]): Promise<boolean[]>;
  /**
   * Entries of the key index, and rows counted without it and without reading the table (from
   * another index on every row); undefined where that costs a scan (PostgreSQL).
   */
  countIndexEntries(): Promise<{ keyIndex: number; otherIndex: number } | undefined>;
  /**
   * The database's own full comparison of indexes and tables, as lines saying what is wrong (none
   * when all agree), and how it was made. Reads the whole journal. Within a transaction only.
   */
  checkWholeJournal(): Promise<{ method: string; problems: string[] }>;
}

/** Rows by id, from the table: the sample the index is asked about. */
const NEWEST_KEYED_ROWS_SQL = `
  SELECT id, target_identity AS targetIdentity, payee_id AS payeeId, invoice_number AS invoiceNumber
  FROM invoices WHERE payee_id IS NOT NULL AND invoice_number IS NOT NULL ORDER BY id DESC LIMIT ?`;

const KEYED_ROW_FROM_SQL = `
  SELECT id, target_identity AS targetIdentity, payee_id AS payeeId, invoice_number AS invoiceNumber
  FROM invoices WHERE id >= ? AND payee_id IS NOT NULL AND invoice_number IS NOT NULL ORDER BY id LIMIT 1`;

/** Two subqueries: SQLite reads min() or max() from the end of the b-tree only when it is alone (100 ms to 0.1 ms). */
const INVOICE_ID_RANGE_SQL = 'SELECT (SELECT min(id) FROM invoices) AS first, (SELECT max(id) FROM invoices) AS last';

/** The per-database part: reading the key index on its own, and the full check. */
export type KeyIndexStatements = Pick<IndexStatements, 'keyIndexFinds' | 'countIndexEntries' | 'checkWholeJournal'>;

export function indexStatements(d: JournalDriver, own: KeyIndexStatements): IndexStatements {
  return {
    ...own,
    async invoiceIdRange() {
      const range = await d.row<{ first: number | null; last: number | null }>(INVOICE_ID_RANGE_SQL);
      return range?.first == null || range.last == null ? null : { first: range.first, last: range.last };
    },
    async newestKeyedRows(limit) {
      return d.rows<SampledRow>(NEWEST_KEYED_ROWS_SQL, [limit]);
    },
    async keyedRowFrom(id) {
      return d.row<SampledRow>(KEYED_ROW_FROM_SQL, [id]);
    },
  };
}
