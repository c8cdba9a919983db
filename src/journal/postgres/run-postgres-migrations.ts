/**
 * Applies the migrations a PostgreSQL journal has not seen yet, in id order, in one transaction
 * that holds an advisory lock: processes opening a new journal at once apply each migration once.
 * Its connection cut, the server is asked whether it committed, as for every journal transaction.
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
import { connectBounded, queryBounded, toPostgresSql } from './postgres-connection.js';
import type { SilenceBound } from './bound-server-silence.js';
import { LOCK_OR_SILENCE } from './describe-lock-wait.js';
import { idleLimitStatement } from './idle-limit-statement.js';
import { isConnectionCut, type ReconnectPolicy } from './wait-for-server.js';
import { readCommitStatus, type CommitStatus } from './read-commit-status.js';
import { NotCommittedError } from './not-committed-error.js';

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
  /**
   * The journal's wait: the connection and the check (the lock, which migrations are applied) are given
   * up on past it, and the server ends the session should its client go silent inside the transaction
   * for as long. @default no bound on the client's side, and a minute on the server's
   */
  bound?: SilenceBound | undefined;
  /**
   * How the server is asked, on a new connection, whether an upgrade whose COMMIT went unanswered
   * committed. @default none: such a cut fails as it came
   */
  reconnect?: ReconnectPolicy | undefined;
}

/** The server's limit on a silent client inside the migrations' transaction when no wait is given, ms. */
const DEFAULT_IDLE_LIMIT_MS = 60_000;
/** At least this, ms: between its statements the client works out a migration's values. */
const MIN_IDLE_LIMIT_MS = 2_000;

/** The database holds no journal, and the opening (a command that only reads) does not create one. */
export class NoPostgresJournalError extends Error {}

/**
 * Throws a NewerJournalError or, not to upgrade, an OlderJournalError, when the schema is not this
 * program's; a NotCommittedError when its connection was cut and the server says it did not commit
 * (running it again is then safe: the migrations it finds applied are not applied again).
 */
export async function runPostgresMigrations(
  pool: pg.Pool,
  migrations: readonly Migration[],
  options: PostgresMigrationOptions = {},
): Promise<number[]> {
  const upgrade = options.upgrade ?? true;
  const { bound } = options;
  const client = bound ? await connectBounded(pool, bound) : await pool.connect();
  // The check's steps: a stalled link or a lock held elsewhere ends them within the wait, their connection dropped.
  const check = async <R extends pg.QueryResultRow>(text: string, values?: unknown[], unanswered?: string) =>
    (bound
      ? await queryBounded(client, { text, values }, bound, unanswered)
      : await client.query({ text, values })) as pg.QueryResult<R>;
  // The migrations' DDL is not bounded so: a legitimate one on a large journal may take minutes.
  let broken: Error | undefined;
  // Known once COMMIT is about to leave: the transaction's id, null when it wrote nothing.
  let committing: { xid: string | null } | undefined;
  const applied: number[] = [];
  try {
    // The advisory lock is held until COMMIT: a client stalled inside the transaction (a hung proxy)
    // would keep every other opening waiting for good, as the server never sees it gone. Its session
    // is ended by the server once silent for the wait, which only a stalled client is: the lock is freed.
    await check(`BEGIN; ${idleLimitStatement(bound?.withinMs ?? DEFAULT_IDLE_LIMIT_MS, MIN_IDLE_LIMIT_MS)}`);
    // The server answered this connection: a silence here may be the lock as much as the server.
    await check('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK], LOCK_OR_SILENCE);
    // Only when missing: a journal that is current is opened without DDL, so a read-only database opens.
    const table = await check<{ found: string | null }>(`SELECT to_regclass('schema_migrations') AS found`);
    if (table.rows[0]?.found == null) {
      // A typo in the database name or a wrong profile reaches an empty database: reading it must not make one.
      if (options.existing) throw new NoPostgresJournalError('no invoice-batch journal');
      await client.query(SCHEMA_MIGRATIONS_SQL.create);
    }
    const appliedIds = (await check<{ id: number }>(SCHEMA_MIGRATIONS_SQL.applied)).rows.map((row) => row.id);
    refuseNewerJournal(appliedIds, migrations);
    // Before any DDL: the ROLLBACK below leaves the journal as the older hosts still use it.
    if (!upgrade) refuseOlderJournal(appliedIds, migrations, 'an older invoice-batch refuses it, on every host');
    const done = new Set(appliedIds);
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
    // Asked only now, and only if one was given: an opening that wrote nothing must not write a commit
    // record (a read-only database refuses to assign an id).
    const id = await check<{ xid: string | null }>('SELECT txid_current_if_assigned()::text AS xid');
    committing = { xid: id.rows[0]?.xid ?? null };
    // Bounded too: unanswered, the server is asked below whether the upgrade committed.
    await check('COMMIT');
    return applied;
  } catch (error) {
    if (isConnectionCut(error)) {
      broken = error instanceof Error ? error : new Error(String(error));
      const status = await commitStatusAfterCut(pool, client, committing, options);
      if (status === 'committed') return applied;
      if (status === 'aborted')
        throw new NotCommittedError(`the connection was lost before the schema upgrade committed (${broken.message})`, {
          cause: error,
        });
      // Running it again is safe either way: what the version table lists is not applied again.
      throw new Error(
        `the connection was lost as the schema upgrade committed, and the server could not say whether it did (${broken.message}); running the command again is safe: it applies only the migrations the journal does not list`,
        { cause: error },
      );
    }
    await client.query('ROLLBACK').catch((lost: unknown) => {
      broken = lost instanceof Error ? lost : new Error(String(lost));
    });
    throw error;
  } finally {
    // A connection given up on (dropped) or that cannot roll back goes out of the pool.
    client.release(broken);
  }
}

/**
 * Cut before COMMIT left, the server rolls the upgrade back; cut after, it alone knows. An upgrade
 * that wrote nothing (the journal was current) has nothing to commit: what it read stands.
 */
async function commitStatusAfterCut(
  pool: pg.Pool,
  client: pg.PoolClient,
  committing: { xid: string | null } | undefined,
  { bound, reconnect }: PostgresMigrationOptions,
): Promise<CommitStatus> {
  if (committing === undefined) return 'aborted';
  if (committing.xid === null) return 'committed';
  if (bound === undefined || reconnect === undefined) return 'unknown';
  const pid = (client as pg.PoolClient & { processID?: number }).processID;
  return readCommitStatus(pool, committing.xid, pid, bound.watch, reconnect);
}
