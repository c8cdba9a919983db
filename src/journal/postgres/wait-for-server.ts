/**
 * Riding out a PostgreSQL server that restarts, fails over, or ends a connection: a step that never
 * reached the server is tried again with growing waits, for a bounded time. Only such steps: a
 * statement the server may have committed is never sent twice.
 */
import { setTimeout as sleep } from 'node:timers/promises';

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

/** True when the error says the step did not reach a server that would act on it. */
export function isServerUnreached(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isServerUnreached);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNREACHED.has(code) || ENDED_BY_SERVER.has(code))) return true;
  const message = error instanceof Error ? error.message : '';
  // pg's words for a connection it already knew to be broken, or that timed out connecting: nothing was sent.
  return /^timeout exceeded when trying to connect|^Connection terminated due to connection timeout|^Client has encountered a connection error and is not queryable/.test(
    message,
  );
}

/**
 * Runs `step` until it succeeds, fails otherwise, or the server stays out of reach for `withinMs`.
 * `step` must be safe to repeat whenever it fails with an unreached server.
 */
export async function withReconnect<T>(
  step: () => Promise<T>,
  policy: ReconnectPolicy = DEFAULT_RECONNECT,
): Promise<T> {
  const deadline = performance.now() + policy.withinMs;
  for (let wait = policy.firstWaitMs; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      return await step();
    } catch (error) {
      if (!isServerUnreached(error) || performance.now() + wait > deadline) throw error;
      await sleep(wait);
    }
  }
}
