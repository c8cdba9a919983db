/** Every row of a SQLite journal that holds a text, by table: a secret must be in none. */
import Database from 'better-sqlite3';

export function journalRowsHolding(file: string, text: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    return tables.flatMap((table) =>
      (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[])
        .map((row) => JSON.stringify(row))
        .filter((row) => row.includes(text))
        .map((row) => `${table}: ${row}`),
    );
  } finally {
    db.close();
  }
}
