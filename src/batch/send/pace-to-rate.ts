/**
 * Pacing to a gateway's rate limit, found while the upload runs. A spike arrest refuses any request
 * that comes sooner than 1000/N ms after the last one it admitted, whatever the concurrency, so a
 * refusal makes the sending keep a rate, spread evenly (one request every 1000/rate ms):
 * - when the refusal states the allowed rate (readAllowedRate), a little under it; each later
 *   refusal (of a request that left after the last cut: the jitter of timers and network brought
 *   two requests too close) takes 2 % more off, down to 9/10 of the allowed rate;
 * - otherwise 3/4 of the rate sent at when refused, then one more per second for every second
 *   without a refusal (additive increase, as for --concurrency auto), cut again at the next one.
 * - when each refusal costs an invoice in doubt (an nginx page not trusted: create-invoice.ts),
 *   half the rate sent at, held there: probing above it would cost another invoice each time.
 * One cut per refusal wave: refusals of requests that left before the last cut do not cut again.
 * Never above `--rate`. Pure: the clock readings are passed in.
 */

/** The share of a stated rate kept to at first: a little under, so that the jitter of timers and network is not refused. */
export const STATED_RATE_SHARE = 0.95;
/** The least share of a stated rate kept to, however often it is refused. */
export const STATED_RATE_FLOOR = 0.9;
/** The step down on a later refusal under a stated rate. */
const STATED_STEP = 0.98;
/** The cut on a refusal that states no rate. */
export const RATE_CUT = 0.75;
/** The cut on a refusal that left its invoice in doubt. */
export const COSTLY_RATE_CUT = 0.5;
/** Request starts remembered to measure the rate sent at. */
const STARTS = 32;

export interface RatePace {
  /** Requests per second the sending keeps to; undefined while nothing limits the rate. */
  perSecond: number | undefined;
  /** The gateway stated the allowed rate: kept, not probed above. */
  stated: boolean;
  /** A refusal left an invoice in doubt: the rate is not probed above either. @default false */
  held?: boolean;
  /** `--rate`: never above. */
  cap: number | undefined;
  /** Clock reading (ms) of the last cut; 0 before any. */
  cutAt: number;
  /** Clock readings (ms) of the last request starts, oldest first. */
  starts: number[];
}

/** @param cap `--rate`, requests per second at most @default undefined (no cap) */
export function startPace(cap?: number): RatePace {
  return { perSecond: cap, stated: false, cap, cutAt: 0, starts: [] };
}

export function recordStart(pace: RatePace, at: number): RatePace {
  return { ...pace, starts: [...pace.starts.slice(-(STARTS - 1)), at] };
}

/** Requests per second over the remembered starts; undefined with fewer than two. */
function sentRate(pace: RatePace): number | undefined {
  const first = pace.starts[0];
  const last = pace.starts.at(-1);
  if (first === undefined || last === undefined || last <= first) return undefined;
  return ((pace.starts.length - 1) * 1000) / (last - first);
}

const capped = (pace: RatePace, perSecond: number) => Math.max(0.01, Math.min(perSecond, pace.cap ?? Infinity));

/**
 * A request was refused by a rate limit (spike arrest).
 * @param refusal.allowedPerSecond the rate the refusal states, if any
 * @param refusal.leftAt when the refused request left (ms)
 * @param refusal.costly the refusal left its invoice in doubt @default false
 */
export function paceAfterRefusal(
  pace: RatePace,
  refusal: { allowedPerSecond: number | undefined; leftAt: number; now: number; costly?: boolean },
): RatePace {
  const allowed = refusal.allowedPerSecond;
  if (refusal.leftAt < pace.cutAt) return pace;
  if (allowed !== undefined) {
    const first = allowed * STATED_RATE_SHARE;
    const perSecond = pace.stated
      ? Math.max(allowed * STATED_RATE_FLOOR, Math.min(first, (pace.perSecond ?? first) * STATED_STEP))
      : first;
    return { ...pace, perSecond: capped(pace, perSecond), stated: true, cutAt: refusal.now };
  }
  if (pace.stated) return pace;
  const from = Math.min(pace.perSecond ?? Infinity, sentRate(pace) ?? Infinity);
  if (!Number.isFinite(from)) return pace;
  const held = pace.held === true || refusal.costly === true;
  return { ...pace, perSecond: capped(pace, from * (held ? COSTLY_RATE_CUT : RATE_CUT)), cutAt: refusal.now, held };
}

/** A request went through: a rate found without a stated one grows by one per second. */
export function paceAfterAccepted(pace: RatePace): RatePace {
  if (pace.stated || pace.held === true || pace.perSecond === undefined || pace.cutAt === 0) return pace;
  return { ...pace, perSecond: capped(pace, pace.perSecond + 1 / pace.perSecond) };
}
