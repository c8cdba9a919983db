/**
 * Applies the migrations a PostgreSQL journal has not seen yet, in id order, in one transaction
 * that holds an advisory lock: processes opening a new journal at once apply each migration once.
 */
import type pg from 'pg';
import type { SchemaUpgrade } from '../journal.js';
import { installClaimFunction } from './claim-rows-function.js';
import {
  changedValues,
  refuseNewerJournal,
  refuseOlderJournal,
  SCHEMA_MIGRATIONS_SQL,
  type Migration,
} from '../migrations/migration.js';
import { toPostgresSql } from './postgres-connection.js';

/** Any constant the journal's processes agree on: the advisory lock that serializes migrations. */
const MIGRATION_LOCK = 7_310_417;

export interface PostgresMigrationOptions {
  /** Told, before the first migration runs, when a journal that has a schema is brought to this one. @default none */
  onUpgrade?: ((upgrade: SchemaUpgrade) => void) | undefined;
  /**
   * False: a journal of an older schema is refused (OlderJournalError), rolled back untouched, and the
   * claim function of a journal that has a schema is left as it is. @default true
   */
  upgrade?: boolean | undefined;
  /** True: a database without a journal is refused (NoPostgresJournalError) and left with nothing created. @default false */
  existing?: boolean | undefined;
}

/** The database holds no journal, and the opening (a command that only reads) does not create one. */
export class NoPostgresJournalError extends Error {}

/** Throws a NewerJournalError or, not to upgrade, an OlderJournalError, when the schema is not this program's. */
export async function runPostgresMigrations(
  pool: pg.Pool,
  migrations: readonly Migration[],
  options: PostgresMigrationOptions = {},
): Promise<number[]> {
  const upgrade = options.upgrade ?? true;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Only when missing: a journal that is current is opened without DDL, so a read-only database opens.
    const table = await client.query<{ found: string | null }>(`SELECT to_regclass('schema_migrations') AS found`);
    if (table.rows[0]?.found == null) {
      // A typo in the database name or a wrong profile reaches an empty database: reading it must not make one.
      if (options.existing) throw new NoPostgresJournalError('no invoice-batch journal');
      await client.query(SCHEMA_MIGRATIONS_SQL.create);
    }
    const appliedIds = (await client.query<{ id: number }>(SCHEMA_MIGRATIONS_SQL.applied)).rows.map((row) => row.id);
    refuseNewerJournal(appliedIds, migrations);
    // Before any DDL: the ROLLBACK below leaves the journal as the older hosts still use it.
    if (!upgrade) refuseOlderJournal(appliedIds, migrations, 'an older invoice-batch refuses it, on every host');
    const done = new Set(appliedIds);
    const applied: number[] = [];
    // A new database (nothing applied yet) is created, not upgraded: nothing to tell.
    if (appliedIds.length > 0 && migrations.some((migration) => !done.has(migration.id)))
      options.onUpgrade?.({
        fromVersion: Math.max(...appliedIds),
        toVersion: Math.max(...migrations.map((m) => m.id)),
      });
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
      await client.query(toPostgresSql(SCHEMA_MIGRATIONS_SQL.record).text, [
        migration.id,
        migration.name,
        new Date().toISOString(),
      ]);
      applied.push(migration.id);
    }
    // A command that only reads claims nothing: the function another version wrote stays as it is.
    if (upgrade || appliedIds.length === 0) await installClaimFunction(client);
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
