/**
 * Applies the migrations a PostgreSQL journal has not seen yet, in id order, in one transaction
 * that holds an advisory lock: processes opening a new journal at once apply each migration once.
 */
import type pg from 'pg';
import { installClaimFunction } from './claim-rows-function.js';
import { changedValues, NewerJournalError, type Migration } from '../migrations/migration.js';

/** Any constant the journal's processes agree on: the advisory lock that serializes migrations. */
const MIGRATION_LOCK = 7_310_417;

export async function runPostgresMigrations(pool: pg.Pool, migrations: readonly Migration[]): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    const done = new Set(
      (await client.query<{ id: number }>('SELECT id FROM schema_migrations')).rows.map((row) => row.id),
    );
    const known = new Set(migrations.map((m) => m.id));
    const unknown = [...done].filter((id) => !known.has(id)).sort((a, b) => a - b);
    if (unknown.length > 0) {
      throw new NewerJournalError(unknown);
    }
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      if (migration.values) {
        await client.query('CREATE TEMP TABLE migration_values (old_text TEXT PRIMARY KEY, new_text TEXT NOT NULL)');
        const texts = (await client.query({ text: migration.values.query, rowMode: 'array' })).rows.map(
          (row) => row[0],
        );
        const pairs = changedValues(texts, migration.values.map);
        await client.query(
          'INSERT INTO migration_values (old_text, new_text) SELECT * FROM unnest($1::text[], $2::text[])',
          [pairs.map(([old]) => old), pairs.map(([, mapped]) => mapped)],
        );
      }
      await client.query(migration.postgres);
      if (migration.values) await client.query('DROP TABLE migration_values');
      await client.query('INSERT INTO schema_migrations (id, name, applied_at) VALUES ($1, $2, $3)', [
        migration.id,
        migration.name,
        new Date().toISOString(),
      ]);
      applied.push(migration.id);
    }
    await installClaimFunction(client);
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
