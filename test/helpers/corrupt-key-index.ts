/**
 * Damages the key index (`invoices_by_key`) of a closed SQLite journal file the way a bad restore, a
 * disk or a hand edit does: the table keeps every row, the index stops finding them. Done with
 * `writable_schema`, swapping the index's root page with that of an index built on a spare table, which
 * is then dropped so that no page is left unused.
 *
 * - `empty`: the index has no entry at all. `PRAGMA quick_check` of SQLite 3.53 notices the count.
 * - `stale`: one entry per row, each row's own id, under a key no row has. `quick_check` says ok:
 *   only `integrity_check` compares an index's entries with the rows.
 */
import Database from 'better-sqlite3';
import pg from 'pg';

export type KeyIndexDamage = 'empty' | 'stale';

export function corruptKeyIndex(file: string, damage: KeyIndexDamage): void {
  const db = new Database(file);
  try {
    db.exec('CREATE TABLE spare (target_identity TEXT, payee_id TEXT, invoice_number TEXT)');
    if (damage === 'stale')
      db.exec(
        "INSERT INTO spare (rowid, target_identity, payee_id, invoice_number) SELECT id, target_identity, payee_id, invoice_number || ' (not this)' FROM invoices",
      );
    db.exec('CREATE INDEX spare_by_key ON spare (target_identity, payee_id, invoice_number)');
    const rootOf = db.prepare<[string], number>('SELECT rootpage FROM sqlite_schema WHERE name = ?').pluck();
    const keyRoot = rootOf.get('invoices_by_key')!;
    const spareRoot = rootOf.get('spare_by_key')!;
    const version = db.pragma('schema_version', { simple: true }) as number;
    // better-sqlite3 opens connections in defensive mode, which refuses writable_schema.
    db.unsafeMode(true);
    db.pragma('writable_schema = ON');
    const setRoot = db.prepare('UPDATE sqlite_schema SET rootpage = ? WHERE name = ?');
    setRoot.run(spareRoot, 'invoices_by_key');
    setRoot.run(keyRoot, 'spare_by_key');
    db.pragma(`schema_version = ${version + 1}`);
    db.pragma('writable_schema = OFF');
  } finally {
    db.close();
  }
  // A new connection reads the swapped schema; dropping the spare table frees the old key index's pages.
  const again = new Database(file);
  try {
    again.exec('DROP TABLE spare');
  } finally {
    again.close();
  }
}

/**
 * Runs `write` while PostgreSQL leaves the key index of the journal at `url` out of every write
 * (`pg_index.indisready`, as an index left behind by a failed concurrent build is): the rows written
 * then are in the table and not in the index, which PostgreSQL still uses for every look-up after.
 */
export async function withKeyIndexLeftOut(url: string, write: () => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const setReady = (ready: boolean) =>
    admin.query(`UPDATE pg_index SET indisready = ${ready} WHERE indexrelid = 'invoices_by_key'::regclass`);
  try {
    await setReady(false);
    await write();
  } finally {
    await setReady(true);
    await admin.end();
  }
}
