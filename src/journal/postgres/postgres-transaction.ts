/**
 * One transaction of the journal on a PostgreSQL connection of its own. A connection cut or ended by
 * the server (a restart: 57P01) before COMMIT was sent leaves nothing committed; one cut after it was
 * sent leaves the commit unknown, and the transaction's id, asked of the server on a new connection,
 * tells which. A transaction its caller says may run again is run again on a new connection, within
 * the journal's wait, when it is known not to have committed; known committed, its value is kept.
 * One that only reads has nothing to commit: it asks no id (which would make its COMMIT write a
 * record) and is run again after any cut, its value kept once `fn` returned.
 */
import pg from 'pg';
import type { JournalStatements, TransactionOptions } from '../journal.js';
import type { ReachWatch } from '../reach-watch.js';
import { connectBounded, queryBounded } from './postgres-connection.js';
import type { SilenceBound } from './bound-server-silence.js';
import { isConnectionCut, isServerUnreached, withReconnect, type ReconnectPolicy } from './wait-for-server.js';
import { readCommitStatus } from './read-commit-status.js';
import { NotCommittedError } from './not-committed-error.js';

export interface PostgresTransactionContext {
  pool: pg.Pool;
  watch: ReachWatch;
  reconnect: ReconnectPolicy;
  bound: SilenceBound;
  /** The statements over one connection. */
  statementsOn: (client: pg.PoolClient) => JournalStatements;
  /** What begins a transaction (BEGIN and the settings that go with it), in one round trip. */
  begin: string;
}

/**
 * How a transaction is run again after its connection is lost: never ('once'), when it is known
 * not to have committed ('repeatable'), or always, as it only reads ('read-only').
 */
export type TransactionKind = 'once' | 'repeatable' | 'read-only';

/** The kind of a transaction its caller says may run again, and only reads or not. */
export const transactionKindOf = (options: TransactionOptions | undefined): TransactionKind =>
  !options?.repeatable ? 'once' : options.readOnly ? 'read-only' : 'repeatable';

/**
 * Runs `fn` in one transaction. Unless `kind` is 'once', `fn` is run again on a new connection after
 * a loss that left nothing committed, so it must change nothing but through `tx` until it returns.
 */
export function runPostgresTransaction<T>(
  context: PostgresTransactionContext,
  fn: (tx: JournalStatements) => Promise<T>,
  kind: TransactionKind,
): Promise<T> {
  return runTransactionOver(context, context.statementsOn, fn, kind);
}

/** `runPostgresTransaction` over what `over` makes of the transaction's connection. */
export async function runTransactionOver<S, T>(
  context: PostgresTransactionContext,
  over: (client: pg.PoolClient) => S,
  fn: (tx: S) => Promise<T>,
  kind: TransactionKind,
): Promise<T> {
  if (kind === 'once') return transactionOnce(context, over, fn, kind);
  let cut = false;
  const once = () =>
    transactionOnce(context, over, fn, kind).catch((error: unknown) => {
      if (error instanceof NotCommittedError) cut = true;
      throw error;
    });
  try {
    // Each loss known to have left nothing committed is waited out like a server out of reach.
    return await withReconnect(once, context.reconnect, context.watch, (error) => error instanceof NotCommittedError);
  } catch (error) {
    // The server went away while the step was tried again: nothing of it was recorded, as after the cut.
    if (cut && !(error instanceof NotCommittedError) && isServerUnreached(error))
      throw new NotCommittedError(messageOf(error), { cause: error });
    throw error;
  }
}

async function transactionOnce<S, T>(
  context: PostgresTransactionContext,
  over: (client: pg.PoolClient) => S,
  fn: (tx: S) => Promise<T>,
  kind: TransactionKind,
): Promise<T> {
  const { watch, reconnect, bound } = context;
  const knowCommit = kind === 'repeatable';
  // Until BEGIN is answered nothing of `fn` ran: a server out of reach is waited for.
  const { client, xid } = await withReconnect(() => beginTransaction(context, knowCommit), reconnect, watch);
  let broken: Error | undefined;
  let done: { value: T } | undefined;
  try {
    done = { value: await fn(over(client)) };
    await queryBounded(client, 'COMMIT', bound);
    return done.value;
  } catch (error) {
    const cut = isConnectionCut(error);
    if (cut) broken = error instanceof Error ? error : new Error(String(error));
    else
      await queryBounded(client, 'ROLLBACK', bound).catch((lost: unknown) => {
        broken = lost instanceof Error ? lost : new Error(String(lost));
      });
    // Only read: the reads stand once `fn` returned, and nothing is left to undo before trying again.
    if (kind === 'read-only' && cut) {
      if (done) return done.value;
      throw new NotCommittedError(messageOf(error), { cause: error });
    }
    if (!knowCommit || xid === undefined || !cut) throw error;
    // Cut before COMMIT was sent: the server rolled the transaction back. Cut after: the server alone knows.
    const status = done ? await readCommitStatus(context.pool, xid, pidOf(client), watch, reconnect) : 'aborted';
    if (status === 'committed' && done) return done.value;
    if (status === 'aborted') throw new NotCommittedError(messageOf(error), { cause: error });
    throw error;
  } finally {
    // A connection that was cut, or cannot even roll back, goes out of the pool.
    client.release(broken);
  }
}

/** A connection with its transaction begun; with `knowCommit`, the transaction's id too, in the same round trip. */
async function beginTransaction(
  context: PostgresTransactionContext,
  knowCommit: boolean,
): Promise<{ client: pg.PoolClient; xid: string | undefined }> {
  const client = await connectBounded(context.pool, context.bound);
  try {
    const { begin } = context;
    if (!knowCommit) {
      await queryBounded(client, begin, context.bound);
      return { client, xid: undefined };
    }
    const answers = (await queryBounded(client, `${begin}; SELECT txid_current()::text AS xid`, context.bound)) as
      pg.QueryResult | pg.QueryResult[];
    const last = Array.isArray(answers) ? answers[answers.length - 1] : answers;
    return { client, xid: (last?.rows[0] as { xid?: string } | undefined)?.xid };
  } catch (error) {
    // A broken connection goes out of the pool instead of back into it.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** The backend's process id, as the server's pg_stat_activity knows the session. */
const pidOf = (client: pg.PoolClient) => (client as pg.PoolClient & { processID?: number }).processID;

const messageOf = (error: unknown) =>
  `the journal's connection was lost before its transaction committed (${error instanceof Error ? error.message : String(error)})`;
