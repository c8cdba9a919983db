/**
 * Opens a journal held by PostgreSQL (a postgres:// URL): a small pool of connections, the schema
 * brought up to date, and every statement's PostgreSQL implementation. Several processes on
 * several hosts share one such journal; the password comes from PGPASSWORD or a password file.
 */
import { postgresClientConfig } from './postgres-client-config.js';
import { describePostgresUrl } from './describe-postgres-url.js';
import { mapSslMode } from './map-ssl-mode.js';
import { lockProbeFor } from './describe-lock-wait.js';
import pg from 'pg';
import { EXIT_USAGE, JournalError } from '../../errors.js';
import type { Journal, JournalReach, JournalStatements, SchemaUpgrade } from '../journal.js';
import type { Migration } from '../migrations/migration.js';
import { connectBounded, postgresConnection } from './postgres-connection.js';
import { runPostgresTransaction, transactionKindOf } from './postgres-transaction.js';
import { writeInTransaction } from './write-in-transaction.js';
import { describeOpenFailure } from './describe-open-failure.js';
import { idleLimitStatement } from './idle-limit-statement.js';
import type { JournalDriver } from '../journal-driver.js';
import { FIND_SHARED_INSTANCES_POSTGRES } from '../shared-instances.js';
import { statementsOverDriver } from '../statements-over-driver.js';
import { oneRoundTripStatements } from './one-round-trip-statements.js';
import { postgresKeyIndexStatements } from './postgres-index-statements.js';
import { NoPostgresJournalError, runPostgresMigrations } from './run-postgres-migrations.js';
import { askStop, createReachWatch } from '../reach-watch.js';
import { NotCommittedError } from './not-committed-error.js';
import { DEFAULT_RECONNECT, isHostUnknown, isServerUnreached, withReconnect } from './wait-for-server.js';

export interface OpenPostgresOptions {
  migrations: readonly Migration[];
  /** Connections per process at most. @default 4 */
  poolSize?: number;
  /**
   * How long statements wait for the server out of reach before they fail, ms; given, the opening
   * waits as long for a server that is down or starting up. @default 60000, and no wait to open
   */
  reconnectWithinMs?: number | undefined;
  /**
   * Told when the server is found out of reach (or a statement waits for a lock) and when it answers
   * again, from the opening on until a listener is added with `onReach`. @default none
   */
  onOpenWait?: ((reach: JournalReach, location: string) => void) | undefined;
  /** Told once, before the migrations run, when a journal that has a schema is brought to this version's. @default none */
  onSchemaUpgrade?: ((upgrade: SchemaUpgrade, location: string) => void) | undefined;
  /** False refuses a journal of an older schema (OlderJournalError) instead of migrating it. @default true */
  migrate?: boolean | undefined;
  /** True refuses a database that holds no journal (exit 2) instead of creating one there. @default false */
  existing?: boolean | undefined;
  /** Told, before connecting, what the URL's sslmode means here when pg's reading differs from libpq's. @default none */
  onSslNotice?: ((notice: string, location: string) => void) | undefined;
}

export async function openPostgresJournal(url: string, options: OpenPostgresOptions): Promise<Journal> {
  const location = describePostgresUrl(url);
  const config = postgresClientConfig(url);
  const sslNotice = mapSslMode(url).notice;
  if (sslNotice !== undefined) options.onSslNotice?.(sslNotice, location);
  const probe = lockProbeFor(config);
  const pool = new pg.Pool({
    ...config,
    max: options.poolSize ?? 4,
    connectionTimeoutMillis: connectTimeoutMs(options.reconnectWithinMs),
  });
  // An idle connection the server dropped is replaced by the pool; the error must not end the process.
  pool.on('error', () => undefined);
  // A connection emits 'error' when the server drops it, checked out or not (the pool listens only while
  // it is idle): listened to from its creation, the loss is told by the statement that was running.
  pool.on('connect', (client) => client.on('error', ignoreLoss));
  const reach = createReachWatch();
  const reconnect = { ...DEFAULT_RECONNECT, withinMs: options.reconnectWithinMs ?? DEFAULT_RECONNECT.withinMs };
  const { onOpenWait } = options;
  // Its end ('gave-up') is told by the error below, which says what to do.
  // What the opening waits for when that is a lock another session holds: its end says so.
  let lockWait: string | undefined;
  let stopTelling: (() => void) | undefined = reach.listen((change) => {
    if (change.kind === 'gave-up') return;
    lockWait = change.kind === 'locked' ? (change.reason ?? 'a lock another session holds') : undefined;
    onOpenWait?.(change, location);
  });
  try {
    // A server restarting or starting up (57P03) is waited for as during the run, and so is a cut of the
    // migrations' transaction the server says did not commit: run again, it applies only what is missing.
    // Tried again after a server that went away, the upgrade is told once.
    let told = false;
    const tellUpgrade = (upgrade: SchemaUpgrade) => {
      if (!told) options.onSchemaUpgrade?.(upgrade, location);
      told = true;
    };
    // The check before the migrations is bounded by the wait too: a stalled link never leaves the
    // opening (nor the lock it holds) waiting for good.
    const migrate = () =>
      runPostgresMigrations(pool, options.migrations, {
        onUpgrade: tellUpgrade,
        upgrade: options.migrate ?? true,
        existing: options.existing,
        bound: { watch: reach, withinMs: reconnect.withinMs, probe },
        reconnect,
      });
    const notCommitted = (error: unknown) => error instanceof NotCommittedError;
    // A host name no DNS server knows is a mistyped URL, not a server coming back: told at once.
    const waitedFor = (error: unknown) => notCommitted(error) || (isServerUnreached(error) && !isHostUnknown(error));
    // A connection first, its silence bounded: an address that takes it and never answers is told
    // within a second (host and port, no password) and given up on with the wait, not pg's own timeout.
    const openBound = { watch: reach, withinMs: connectTimeoutMs(options.reconnectWithinMs) };
    const reachThenMigrate = async () => {
      (await connectBounded(pool, openBound)).release();
      return migrate();
    };
    await (options.reconnectWithinMs === undefined
      ? withReconnect(migrate, reconnect, reach, notCommitted)
      : withReconnect(reachThenMigrate, reconnect, reach, waitedFor));
  } catch (error) {
    await pool.end().catch(() => undefined);
    stopTelling();
    if (error instanceof NoPostgresJournalError)
      throw new JournalError(
        `no invoice-batch journal in database ${String(config.database)} (host ${String(config.host)}), and this command does not create one: check --journal, or --config and --profile`,
        location,
        { exitCode: EXIT_USAGE },
      );
    const { reason, exitCode } = describeOpenFailure(error, lockWait);
    throw new JournalError(`cannot open the journal: ${reason}`, location, { cause: error, exitCode });
  }
  // The run starts with the journal reachable: a wait to open that ran out is not the run's.
  reach.gaveUp = false;
  reach.lostAt = undefined;
  const bound = { watch: reach, withinMs: reconnect.withinMs, probe };
  const statementsOn = (client: pg.PoolClient) =>
    postgresStatements(postgresConnection(client, reach, reconnect, probe));
  // Whatever the server, database, role or URL sets as the default: the claim's marking must see rows other
  // workers committed after this transaction began, which only READ COMMITTED gives (see migration 107).
  // In the same round trip, the server ends the session should this client stall inside the transaction.
  const begin = `BEGIN ISOLATION LEVEL READ COMMITTED; ${idleLimitStatement(reconnect.withinMs, TRANSACTION_IDLE_AT_LEAST_MS)}`;
  const context = { pool, watch: reach, reconnect, bound, statementsOn, begin };
  // A write sent alone is its own transaction: one cut off is asked of the server and made again only if not committed.
  const statements = postgresStatements(writeInTransaction(postgresConnection(pool, reach, reconnect, probe), context));
  return {
    ...statements,
    backend: 'postgres',
    location,
    transaction: (fn, transactionOptions) => runPostgresTransaction(context, fn, transactionKindOf(transactionOptions)),
    // The opener's listener tells the waits until the caller listens itself.
    onReach: (listener) => {
      stopTelling?.();
      stopTelling = undefined;
      return reach.listen(listener);
    },
    stopWaiting: () => askStop(reach),
    async close() {
      await pool.end();
    },
  };
}

/**
 * A transaction's silence the server allows at least, ms: the client's own work between two of its
 * statements (a busy event loop) must never look like a stall, whatever the wait.
 */
const TRANSACTION_IDLE_AT_LEAST_MS = 10_000;

/**
 * How long one connection is waited for, ms: the journal's wait, at least 2 s (a slow link's TLS
 * handshake) and at most 15 s (a longer wait tries again); 15 s for commands that do not wait.
 */
function connectTimeoutMs(waitMs: number | undefined): number {
  return waitMs === undefined ? 15_000 : Math.min(15_000, Math.max(2_000, waitMs));
}

/** Every statement group, on one pool or transaction client. */
function postgresStatements(driver: JournalDriver): JournalStatements {
  const { stageInvoices, ...send } = oneRoundTripStatements(driver);
  return statementsOverDriver(driver, {
    send,
    stage: { stageInvoices },
    keyIndex: postgresKeyIndexStatements(driver),
    sharedInstancesSql: FIND_SHARED_INSTANCES_POSTGRES,
  });
}

/** The query that was running fails with the same error, which is where it is reported. */
const ignoreLoss = (): undefined => undefined;
