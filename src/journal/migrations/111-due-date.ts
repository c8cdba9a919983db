import type { Migration } from './migration.js';

/**
 * The due date of an invoice (YYYYMMDD, the mapping's dueDate column), for the results: the
 * Invoice model has none, so it is never posted. Null on rows staged before this migration.
 */
export const addDueDate: Migration = {
  id: 111,
  name: 'add-due-date',
  sql: 'ALTER TABLE invoices ADD COLUMN due_date TEXT;',
  postgres: 'ALTER TABLE invoices ADD COLUMN due_date TEXT;',
};
