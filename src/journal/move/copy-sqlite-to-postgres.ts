/**
 * Moves a SQLite journal into an empty PostgreSQL journal: every row of every table, ids kept, in
 * one transaction, and each table counted on both sides before the commit, so that either the
 * whole journal arrives or nothing does. The SQLite file is only read.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { IDENTITY_TABLES, MOVED_TABLES, unknownTables } from './moved-tables.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;

/** The target already holds runs: nothing was copied. */
export class TargetJournalNotEmpty extends Error {
  constructor() {
    super('the target journal already holds runs; move into a new, empty database');
  }
}

export interface CopiedTable {
  table: string;
  rows: number;
}

/** Copies every table; throws (and the target keeps nothing) when the target already holds runs or a count differs. */
export async function copySqliteToPostgres(source: Database.Database, target: pg.ClientBase): Promise<CopiedTable[]> {
  const copied: CopiedTable[] = [];
  const unknown = unknownTables(source);
  if (unknown.length > 0)
    throw new Error(`the journal holds tables this version does not move (${unknown.join(', ')}); nothing was moved`);
  await target.query('BEGIN');
  try {
    const existing = await target.query<{ n: number }>('SELECT COUNT(*)::integer AS n FROM runs');
    if ((existing.rows[0]?.n ?? 0) > 0) throw new TargetJournalNotEmpty();
    // The new database's own identity, made by its migration, gives way to the moved journal's.
    await target.query('DELETE FROM journal_identity');
    for (const table of MOVED_TABLES) {
      const columns = (
        source.prepare(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`).all() as { name: string }[]
      ).map((c) => c.name);
      const read = source.prepare(`SELECT ${columns.join(', ')} FROM ${table} ORDER BY rowid`).raw(true);
      let batch: unknown[][] = [];
      let rows = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        const values = batch
          .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
          .join(', ');
        await target.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, batch.flat());
        rows += batch.length;
        batch = [];
      };
      for (const row of read.iterate() as IterableIterator<unknown[]>) {
        batch.push(row);
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
      const counted = await target.query<{ n: number }>(`SELECT COUNT(*)::integer AS n FROM ${table}`);
      const expected = (source.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      if (counted.rows[0]?.n !== expected || rows !== expected) {
        throw new Error(
          `${table}: ${expected} rows in the SQLite journal, ${counted.rows[0]?.n ?? 0} arrived; nothing was moved`,
        );
      }
      if (IDENTITY_TABLES.has(table)) {
        await target.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1), (SELECT COUNT(*) FROM ${table}) > 0)`,
        );
      }
      copied.push({ table, rows });
    }
    await target.query('COMMIT');
    return copied;
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
