/**
 * Every row of a journal as `table: {json}` text, SQLite or PostgreSQL: what a test reads to show a
 * secret is in no row; journalRowsHolding keeps those holding a text.
 */
import Database from 'better-sqlite3';
import pg from 'pg';

/** Every row of every table of a SQLite journal, as JSON text. */
export function sqliteJournalRows(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    return tables.flatMap((table) =>
      (db.prepare(`SELECT * FROM "${table}"`).all() as unknown[]).map((row) => `${table}: ${JSON.stringify(row)}`),
    );
  } finally {
    db.close();
  }
}

/** Every row of every table of a PostgreSQL journal's schema, as JSON text. */
export async function postgresJournalRows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    const rows: string[] = [];
    for (const { name } of tables.rows) {
      const result = await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
      rows.push(...result.rows.map(({ row }) => `${name}: ${row}`));
    }
    return rows;
  } finally {
    await client.end();
  }
}

/** Every row of a SQLite journal that holds a text, by table: a secret must be in none. */
export function journalRowsHolding(file: string, text: string): string[] {
  return sqliteJournalRows(file).filter((row) => row.slice(row.indexOf(': ') + 2).includes(text));
}
