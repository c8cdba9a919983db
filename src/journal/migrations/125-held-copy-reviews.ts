import type { Migration } from './migration.js';
import { withKeyColumn } from './with-key-column.js';

/**
 * A held copy (a changed copy of a created invoice, held: differs) that a person checked and
 * decided not to post (`resolve --reviewed`): who, when and why, kept apart from the invoice rows,
 * which stay as the uploads recorded them. It takes the copy off the open lists.
 *
 * If not there: a PostgreSQL journal rolled back with `pg_restore --clean` of a dump taken before
 * this migration keeps this table (the restore drops only what the dump holds), and it is adopted.
 */
export const createHeldCopyReviews: Migration = {
  id: 125,
  name: 'held-copy-reviews',
  ...withKeyColumn(
    (id) => `
    CREATE TABLE IF NOT EXISTS held_copy_reviews (
      ${id},
      invoice_row_id INTEGER NOT NULL,
      reviewed_at TEXT NOT NULL,
      reviewed_by TEXT NOT NULL,
      note TEXT NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS held_copy_reviews_by_row ON held_copy_reviews (invoice_row_id);
  `,
  ),
};
