import type { Migration } from './migration.js';

/**
 * The rows the mapping's rules left out of each run's file (totals, footers, headings, hidden rows),
 * by rule, as JSON text: a results workbook or CSV written again from the journal names them as the
 * upload's own did. Null for the runs recorded before, whose left-out rows the journal never held.
 */
const sql = 'ALTER TABLE runs ADD COLUMN left_out TEXT;';

export const addRunLeftOut: Migration = { id: 116, name: 'run-left-out', sql, postgres: sql };
