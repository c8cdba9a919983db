/**
 * The line a paused upload writes at a steady interval (pause-for-gateway.ts), so that an operator
 * watching a log or a terminal can tell a long pause from a hung process. Pure.
 */

/** How often a paused upload says it is still paused, ms. */
export const STILL_PAUSED_EVERY_MS = 60_000;

export interface StillPaused {
  /** When the pause began, wall clock. */
  since: Date;
  /** How long it has lasted, ms. */
  pausedMs: number;
  /** What the last status request got; undefined before the first. */
  lastProbe: string | undefined;
  /** Ms until the next status request; undefined while one is being asked. */
  nextProbeInMs: number | undefined;
  /** The pause at which the upload gives up, ms (--max-pause). */
  maxPauseMs: number;
}

const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min`;

/** `2026-12-01 02:13:07 UTC`: the same in every log, whatever the machine's zone. */
const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export function describeStillPaused(pause: StillPaused): string {
  const last =
    pause.lastProbe === undefined ? 'no status request asked yet' : `the last status request: ${pause.lastProbe}`;
  const next =
    pause.nextProbeInMs === undefined
      ? 'one is being asked now'
      : `the next in ${Math.ceil(pause.nextProbeInMs / 1000)} s`;
  return (
    `still paused since ${utc(pause.since)} (${minutes(pause.pausedMs)}): ${last}; ${next}; ` +
    `the upload stops if the pause reaches ${minutes(pause.maxPauseMs)}; Ctrl-C stops it now (invoices not sent are safe to post again)`
  );
}

/**
 * Writes describeStillPaused every `everyMs` from now while `read` gives the pause; stops by itself
 * once it gives undefined (resumed, stopped). Returns the stop. The timer keeps no process alive.
 */
export function startStillPausedNotices(
  read: () => StillPaused | undefined,
  onNotice: (text: string) => void,
  everyMs: number,
): () => void {
  const timer = setInterval(() => {
    const pause = read();
    if (pause === undefined) clearInterval(timer);
    else onNotice(describeStillPaused(pause));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
