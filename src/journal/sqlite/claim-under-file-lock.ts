/**
 * `claimRows` on SQLite: the IMMEDIATE transaction already holds the whole file against every other
 * process, so every key (and every InvoiceId and number) is held, and each row is marked when the
 * exactly-once rule lets it go and no other key's row of its invoice is out (other-keys-are-clear.ts).
 */
import type { JournalDriver } from '../journal-driver.js';
import { keyIsClearSql } from '../key-is-clear.js';
import { otherKeysAreClearSql } from '../other-keys-are-clear.js';
import type { SendStatements } from '../send-statements.js';

const MARK_IF_CLEAR_SQL = `UPDATE invoices AS i SET state = 'sending', sending_at = ?, updated_at = ?
   WHERE i.id = ? AND i.state = 'staged' AND ${keyIsClearSql()}
     AND ${otherKeysAreClearSql()}`;

export function claimUnderFileLock(d: JournalDriver): Pick<SendStatements, 'claimRows'> {
  return {
    async claimRows(rows, at) {
      const marked: number[] = [];
      for (const row of rows) if ((await d.change(MARK_IF_CLEAR_SQL, [at, at, row.id])) === 1) marked.push(row.id);
      return { held: rows.map(() => true), marked };
    },
  };
}
