/**
 * Riding out a PostgreSQL server that restarts, fails over, or ends a connection: a step that never
 * reached the server is tried again with growing waits, for a bounded time. Only such steps: a
 * statement the server may have committed is never sent twice.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReachWatch } from '../reach-watch.js';
import { takeLockTold, waitsForLock } from './bound-server-silence.js';
import { NotCommittedError } from './not-committed-error.js';

export interface ReconnectPolicy {
  /** How long to keep trying a server that does not answer before giving up, ms. @default 60000 */
  withinMs: number;
  /** The first wait; each next one doubles, up to 5 s. @default 250 */
  firstWaitMs: number;
}

export const DEFAULT_RECONNECT: ReconnectPolicy = { withinMs: 60_000, firstWaitMs: 250 };

// Refused, reset or unreachable before a statement went: nothing was sent.
const UNREACHED = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
]);
// The server ended or refused the session (admin_shutdown, crash_shutdown, cannot_connect_now):
// it aborts whatever the session had not committed, so nothing of ours was committed unsaid.
const ENDED_BY_SERVER = new Set(['57P01', '57P02', '57P03']);
// Refused at connect because the server or the role has no connection to spare (too_many_connections):
// nothing was sent, and one comes free as other sessions end.
const NO_CONNECTION_FREE = '53300';

/**
 * True when the error says the URL's host name is known to no DNS server (NXDOMAIN: a mistyped or
 * removed name, where a DNS server that does not answer gives EAI_AGAIN): no wait brings it back.
 */
export function isHostUnknown(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isHostUnknown);
  return (error as { code?: unknown } | null)?.code === 'ENOTFOUND';
}

/** True when the error says the step did not reach a server that would act on it. */
export function isServerUnreached(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isServerUnreached);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNREACHED.has(code) || ENDED_BY_SERVER.has(code) || code === NO_CONNECTION_FREE))
    return true;
  const message = error instanceof Error ? error.message : '';
  // pg's words for a connection it already knew to be broken, or that timed out connecting: nothing was sent.
  return /^timeout exceeded when trying to connect|^Connection terminated due to connection timeout|^Client has encountered a connection error and is not queryable/.test(
    message,
  );
}

/**
 * True when the server did not get a statement, or its connection was cut under it (a proxy or
 * pooler restarted, a link reset): a read may be sent again, as nothing it did stays, and the
 * transaction it ran in did not commit. A write cut off so alone may have been committed and is
 * never sent again.
 */
export function isConnectionCut(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return isServerUnreached(error) || /^Connection terminated unexpectedly/.test(message);
}

/** Only a plain SELECT of the journal's own statements reads only: none calls a function that writes but the claim. */
export function onlyReads(sql: string): boolean {
  return (
    /^\s*SELECT\b/i.test(sql) &&
    !/\b(INSERT|UPDATE|DELETE|setval|nextval|pg_advisory\w*|invoice_batch_claim_rows\w*)\b/i.test(sql)
  );
}

// What a step that waits out cut transactions is asked whether it does.
const CUT = new NotCommittedError('cut');

/**
 * Runs `step` until it succeeds, fails otherwise, or the server stays out of reach for `withinMs`.
 * `step` must be safe to repeat whenever it fails with an unreached server. A transaction cut and
 * known not committed (waited for by the caller that runs it again) is told once, as a cut, and
 * told back only when that transaction's own retry succeeds, not when its next BEGIN is answered.
 */
export async function withReconnect<T>(
  step: () => Promise<T>,
  policy: ReconnectPolicy = DEFAULT_RECONNECT,
  watch?: ReachWatch,
  waitedFor: (error: unknown) => boolean = isServerUnreached,
): Promise<T> {
  const deadline = performance.now() + (watch?.gaveUp ? 0 : policy.withinMs);
  for (let wait = policy.firstWaitMs; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      const value = await step();
      // Another statement answered while one waits for a lock says nothing of the lock: that one tells its end.
      if (watch?.lostAt !== undefined && !waitsForLock(watch) && (!watch.lostToCut || waitedFor(CUT))) {
        const afterMs = performance.now() - watch.lostAt;
        watch.lostAt = undefined;
        watch.lostToCut = false;
        watch.gaveUp = false;
        const locked = takeLockTold(watch);
        watch.tell(locked ? { kind: 'back', afterMs, locked } : { kind: 'back', afterMs });
      }
      return value;
    } catch (error) {
      if (!waitedFor(error)) throw error;
      const reason = reasonOf(error);
      if (watch && watch.lostAt === undefined) {
        watch.lostAt = performance.now();
        watch.lostToCut = error instanceof NotCommittedError;
        watch.tell(watch.lostToCut ? { kind: 'lost', reason, cut: true } : { kind: 'lost', reason });
      }
      // A stop asked (a signal) does not wait for a server out of reach.
      if (performance.now() + wait > deadline || watch?.stopAsked) {
        if (watch && !watch.gaveUp) {
          watch.gaveUp = true;
          const afterMs = performance.now() - (watch.lostAt ?? 0);
          watch.tell(
            watch.lostToCut ? { kind: 'gave-up', afterMs, reason, cut: true } : { kind: 'gave-up', afterMs, reason },
          );
        }
        throw error;
      }
      await sleep(wait);
    }
  }
}

/** The first words of what went wrong: a refused connection to several addresses is an AggregateError without a message. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === NO_CONNECTION_FREE) return `the server has no connection to spare (${message}); waiting for one`;
  // 57P03 (cannot connect now) is a server starting up, and one shutting down too: its message tells which.
  if (code === '57P03' && /shutting down/.test(message))
    return `the server is shutting down (${message}); waiting for it to come back`;
  if (code === '57P03') return `the server is starting up (${message}); waiting for it`;
  return message || (typeof code === 'string' ? code : 'no answer');
}
