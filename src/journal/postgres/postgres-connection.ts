/** The journal's driver on a PostgreSQL pool connection or the pool itself. */
import pg from 'pg';
import type { JournalDriver } from '../journal-driver.js';
import type { ReachWatch } from '../reach-watch.js';
import {
  DEFAULT_RECONNECT,
  isConnectionCut,
  isServerUnreached,
  onlyReads,
  withReconnect,
  type ReconnectPolicy,
} from './wait-for-server.js';
import { boundServerSilence, type SilenceBound } from './bound-server-silence.js';
import type { LockProbe } from './describe-lock-wait.js';

/**
 * Statements are written once with `?` placeholders and camelCase aliases; PostgreSQL wants
 * `$1, $2, ...` and folds unquoted aliases to lower case. This turns the one into the other, once
 * per statement text.
 */
interface PostgresStatement {
  text: string;
  /**
   * Name of the prepared statement: each connection parses and plans a statement once and then
   * only binds values, which is most of the server's work for the journal's short statements.
   */
  name: string;
}

const converted = new Map<string, PostgresStatement>();

export function toPostgresSql(sql: string): PostgresStatement {
  let statement = converted.get(sql);
  if (statement === undefined) {
    let n = 0;
    // No statement of the journal has a `?` inside a string literal.
    const text = sql.replace(/\?/g, () => `$${++n}`).replace(/\bAS ([a-z]+[A-Z]\w*)\b/g, 'AS "$1"');
    statement = { text, name: `invoice_batch_${converted.size + 1}` };
    converted.set(sql, statement);
  }
  return statement;
}

/**
 * The server's clock, as the journal writes times (ISO 8601 UTC, ms): the one clock of every host's
 * heartbeats and of the comparisons with them. clock_timestamp(), not now(): the time of the
 * statement, not of the start of its transaction.
 */
const SERVER_CLOCK = `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * On the pool, each statement is its own transaction: one the server ended before committing, or that
 * never reached it, is sent again once it answers (see wait-for-server.ts). In a transaction it is not:
 * the transaction as a whole failed. With a watch, a statement the server does not answer is given up
 * on within the journal's wait (bound-server-silence.ts), its connection dropped.
 */
export function postgresConnection(
  client: pg.Pool | pg.PoolClient,
  watch?: ReachWatch,
  reconnect: ReconnectPolicy = DEFAULT_RECONNECT,
  probe?: LockProbe,
): JournalDriver {
  const bound = watch && { watch, withinMs: reconnect.withinMs, probe };
  const once = (sql: string, params: readonly unknown[]) => {
    const query = { ...toPostgresSql(sql), values: params as unknown[] };
    if (!bound) return client.query(query);
    return client instanceof pg.Pool ? onPoolBounded(client, query, bound) : queryBounded(client, query, bound);
  };
  const onPool = client instanceof pg.Pool;
  // A read cut off with its connection is read again; a write, which may have been committed, is not.
  const query = (sql: string, params: readonly unknown[] = []) =>
    onPool
      ? withReconnect(() => once(sql, params), reconnect, watch, onlyReads(sql) ? isConnectionCut : isServerUnreached)
      : once(sql, params);
  return {
    async rows<T>(sql: string, params?: readonly unknown[]) {
      return (await query(sql, params)).rows as T[];
    },
    async row<T>(sql: string, params?: readonly unknown[]) {
      return (await query(sql, params)).rows[0] as T | undefined;
    },
    async change(sql: string, params?: readonly unknown[]) {
      return (await query(sql, params)).rowCount ?? 0;
    },
    clock: SERVER_CLOCK,
    clockParams: () => [],
    noLimit: null,
  };
}

/** Drops a connection at once: a stalled one would never answer the goodbye of an orderly end. */
export function dropConnection(client: pg.ClientBase): void {
  (client as pg.Client).connection.stream.destroy();
}

/** One statement on a connection of its own, as pool.query runs it, with the server's silence bounded. */
async function onPoolBounded(pool: pg.Pool, query: pg.QueryConfig, bound: SilenceBound): Promise<pg.QueryResult> {
  const client = await connectBounded(pool, bound);
  try {
    const result = await queryBounded(client, query, bound);
    client.release();
    return result;
  } catch (error) {
    // A connection that failed a statement goes out of the pool.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** `unanswered`: what a silence is told as when no probe can say whether the statement waits for a lock. */
export function queryBounded(
  client: pg.ClientBase,
  query: pg.QueryConfig | string,
  bound: SilenceBound,
  unanswered?: string,
): Promise<pg.QueryResult> {
  const { probe } = bound;
  // The backend's process id, as the server's pg_stat_activity knows the session.
  const pid = (client as pg.Client & { processID?: number }).processID;
  return boundServerSilence(
    () => {
      const running = client.query(query);
      // Given up on, the statement fails again when its connection is dropped: already told.
      running.catch(() => undefined);
      return running;
    },
    bound,
    () => dropConnection(client),
    undefined,
    probe && pid !== undefined ? { ask: (withinMs) => probe(pid, withinMs), unanswered } : undefined,
  );
}

/** A pool connection; one opened after it was given up on goes back to the pool, closed. */
export function connectBounded(pool: pg.Pool, bound: SilenceBound): Promise<pg.PoolClient> {
  return boundServerSilence(
    () => pool.connect(),
    bound,
    () => undefined,
    (late) => late.release(true),
  );
}
