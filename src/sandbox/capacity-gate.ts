/**
 * The sandbox's emulation of a gateway's spike arrest: at most `capacity` creates are processed
 * at once; one more is answered 429 with Retry-After before anything is read into the back-end.
 */
import { errorBody } from './sandbox-http.js';
import type { InjectedAnswer } from './sandbox-options.js';

export interface CapacityGate {
  /** Takes a place for one create; false when every place is taken (answer with `refusal`). */
  enter(): boolean;
  /** Gives back a place taken by `enter`. */
  leave(): void;
  /** The most creates that were in flight at once. */
  peak(): number;
  /** The 429 answer of a create that found no place. */
  readonly refusal: InjectedAnswer;
}

/**
 * @param capacity creates in flight at most; undefined: no limit
 * @param retryAfter the Retry-After value of the refusal, seconds or an HTTP date @default '1'
 */
export function createCapacityGate(capacity: number | undefined, retryAfter = '1'): CapacityGate {
  let inFlight = 0;
  let peak = 0;
  return {
    enter() {
      if (capacity !== undefined && inFlight >= capacity) return false;
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      return true;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
    },
    peak: () => peak,
    refusal: {
      status: 429,
      body: JSON.stringify(
        errorBody(429, `more than ${capacity ?? 0} invoice creates in flight; retry after the time given`),
      ),
      headers: { 'Retry-After': retryAfter },
    },
  };
}
