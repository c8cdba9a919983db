import type { Migration } from './migration.js';

/** Validation problems of invalid invoices, kept so the results workbook is written from the journal. */
export const createProblems: Migration = {
  id: 3,
  name: 'create-problems',
  sql: `
    CREATE TABLE problems (
      id INTEGER PRIMARY KEY,
      run_id INTEGER NOT NULL REFERENCES runs (id),
      invoice_row_id INTEGER REFERENCES invoices (id),
      file TEXT NOT NULL,
      sheet TEXT,
      row INTEGER,
      column_name TEXT,
      field TEXT,
      value TEXT,
      message TEXT NOT NULL
    );
    CREATE INDEX problems_by_run ON problems (run_id, id);
  `,
};
