/** How SQLite reads the key index alone (INDEXED BY), and its own full check (`PRAGMA integrity_check`). */
import type { SqliteConnection } from './sqlite-connection.js';
import type { KeyIndexStatements } from '../index-statements.js';

/** Lines of `integrity_check` at most: a destroyed index has one per row, and the first ones say enough. */
const MAX_PROBLEM_LINES = 100;

export function sqliteKeyIndexStatements(connection: SqliteConnection): KeyIndexStatements {
  return {
    async keyIndexFinds(rows) {
      // INDEXED BY: the answer must come from the key index, whatever the planner would prefer.
      const find = connection.statement(
        `SELECT count(*) AS n FROM invoices INDEXED BY invoices_by_key
         WHERE target_identity = ? AND payee_id = ? AND invoice_number = ? AND id = ?`,
      );
      return rows.map(
        (row) => (find.get(row.targetIdentity, row.payeeId, row.invoiceNumber, row.id) as { n: number }).n === 1,
      );
    },
    async countIndexEntries() {
      // A bare count(*) is answered from the narrowest index by the cell counts of its pages, INDEXED BY or not
      // (invoices_by_run or invoices_by_state, never the key index's three texts). The condition, true of every
      // row, makes SQLite walk the key index itself. 1 to 2 ms for 100,000 invoices, in the page cache.
      const keyIndex = connection
        .statement("SELECT count(*) AS n FROM invoices INDEXED BY invoices_by_key WHERE target_identity >= ''")
        .get() as { n: number };
      const otherIndex = connection.statement('SELECT count(*) AS n FROM invoices').get() as { n: number };
      return { keyIndex: keyIndex.n, otherIndex: otherIndex.n };
    },
    async checkWholeJournal() {
      const lines = connection.db.pragma(`integrity_check(${MAX_PROBLEM_LINES})`, { simple: false }) as {
        integrity_check: string;
      }[];
      const problems = lines.map((line) => line.integrity_check).filter((line) => line !== 'ok');
      return { method: 'PRAGMA integrity_check (every table and index, every page)', problems };
    },
  };
}
