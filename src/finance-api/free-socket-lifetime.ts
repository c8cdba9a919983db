/**
 * How long an idle keep-alive connection may wait for the next request. A server closes a
 * connection that stays idle past its own limit, and a request written as it does so is reset
 * after it may have been read: a create then ends in doubt, and it is never sent again (Node's
 * docs allow re-sending on a reset reused socket only for idempotent requests). So a connection
 * is dropped here a margin before the server may close it: before the time its `Keep-Alive:
 * timeout=N` hint gives, or, without a hint, before the shortest idle limit common servers use
 * (gunicorn 2 s; Apache httpd, Node and uvicorn 5 s; nginx 75 s). A dropped connection costs a
 * new one only after a pause, never during steady posting. Pure.
 */

/** Margin below a server's advertised idle time; Node's agent keeps 1 s too. */
const HINT_MARGIN_MS = 1000;

/** Lifetime of an idle connection when the server gives no hint: a margin below gunicorn's 2 s. */
export const NO_HINT_LIFETIME_MS = 1000;

/**
 * Milliseconds an idle connection is kept; 0 when it must not be kept at all.
 * @param keepAlive the answer's `Keep-Alive` header, e.g. `timeout=5, max=100` @default none
 */
export function freeSocketLifetimeMs(keepAlive: string | undefined): number {
  const hint = /(?:^|[\s,;])timeout\s*=\s*"?(\d{1,9})\b/i.exec(keepAlive ?? '')?.[1];
  if (hint === undefined) return NO_HINT_LIFETIME_MS;
  return Math.max(0, Number(hint) * 1000 - HINT_MARGIN_MS);
}
