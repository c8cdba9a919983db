/**
 * Idle limits learned from servers that close keep-alive connections sooner than they say (a
 * `Keep-Alive: timeout=5` hint, a close after 330 ms). A create written into such a connection is
 * reset before any answer byte, and may still have been read: it stays in doubt, since nothing
 * proves it unsent. So after one such reset on a reused connection, the target's idle
 * connections are kept for at most half the idle time that failed: it happens once, not at every
 * pause. Kept for the life of the process; listeners hear of each limit once.
 */

const limits = new Map<string, number>();
const listeners = new Set<(text: string) => void>();

/** The learned idle limit of `origin`, ms; Infinity when none was learned. */
export function learnedIdleLimitMs(origin: string): number {
  return limits.get(origin) ?? Number.POSITIVE_INFINITY;
}

/** A request on a connection reused after `idleMs` idle was reset before any answer byte. */
export function noteIdleReset(origin: string, idleMs: number): void {
  const limitMs = Math.floor(Math.max(0, idleMs) / 2);
  if (limitMs >= learnedIdleLimitMs(origin)) return;
  limits.set(origin, limitMs);
  const text =
    `${origin} closed a keep-alive connection idle ${Math.round(idleMs)} ms, sooner than it said: ` +
    `its idle connections are now kept at most ${limitMs} ms (the request on it is in doubt)`;
  for (const listener of listeners) listener(text);
}

/** Calls `listener` with a sentence for each limit learned from now; returns the unsubscribe. */
export function watchIdleLimits(listener: (text: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
