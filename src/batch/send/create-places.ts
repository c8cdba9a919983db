/**
 * The places a run's creates hold at the finance API (at most the limit at once), and the creates
 * waiting for one: throttled creates whose wait is over go first, then the claims made ready
 * ahead (committed as sending, not started), so that a freed place is taken without a commit.
 */
import { keyOf } from './claim-staged-row.js';
import type { Claim } from './send-loop-options.js';

/** Ready claims: one for every this many places (at least one). */
const READY_AHEAD_DIVISOR = 8;

export interface CreatePlaces {
  /**
   * How many rows may be claimed now: the places and the ready claims ahead of them, less the rows
   * sending (holding a place, ready, or answered and not recorded yet). A crash leaves at most
   * these in doubt.
   * @param unrecorded answers not recorded yet
   */
  room(unrecorded: number): number;
  /** Creates holding a place: at the server, not waiting after a throttled answer. */
  active(): number;
  /** Throttled creates waiting for a place. */
  retriesWaiting(): number;
  /** Claims made ready and not started. */
  readyCount(): number;
  /** Whether a ready claim is of this key. */
  isReady(key: string): boolean;
  addReady(claims: readonly Claim[]): void;
  /** Takes every ready claim out (to stage them again): none of them can start after this. */
  takeAllReady(): Claim[];
  /**
   * The next ready claim, its place taken, while a place is free and no throttled create waits.
   * @param blocked nothing may start now (stopped, halted, paused)
   */
  nextReady(blocked: boolean): Claim | undefined;
  /** Gives the claim's place up, if it holds one (answered, or throttled and waiting). */
  release(claim: Claim): void;
  /** After its wait, a throttled create waits for a place: true with the place taken, false to give up. */
  waitForPlace(claim: Claim): Promise<boolean>;
  /**
   * Lets throttled creates go again while places are free; with `go` false, tells every one to give up.
   * @param most creates let go at most (one per token under a rate) @default Infinity
   */
  admitRetries(go: boolean, most?: number): number;
}

/**
 * @param limit the places there are now (the adaptive limit changes while a run sends)
 * @param paced whether requests are paced by a rate now: one claim is made ahead, and it starts when
 *   the send loop has a token for it, place or not
 * @param onTake runs whenever a claim takes a place, as its attempt begins
 */
export function createPlaces(limit: () => number, paced: () => boolean, onTake: (claim: Claim) => void): CreatePlaces {
  let active = 0;
  const retries: ((go: boolean) => void)[] = [];
  const ready: Claim[] = [];
  const take = (claim: Claim) => {
    active += 1;
    claim.holding = true;
    onTake(claim);
  };
  const ahead = () => Math.ceil(limit() / READY_AHEAD_DIVISOR);
  return {
    // Under a rate one claim waits ready for its token, so that a commit never delays a request past its turn.
    room: (unrecorded) =>
      paced()
        ? Math.min(1, limit() + 1 - active - unrecorded) - ready.length
        : limit() + ahead() - active - ready.length - unrecorded,
    active: () => active,
    retriesWaiting: () => retries.length,
    readyCount: () => ready.length,
    isReady: (key) => ready.some((claim) => keyOf(claim.row) === key),
    addReady: (claims) => void ready.push(...claims),
    takeAllReady: () => ready.splice(0),
    nextReady(blocked) {
      if (blocked || ready.length === 0) return undefined;
      // Under a rate the send loop lets a claim start only with its token.
      if (!paced() && (active >= limit() || retries.length > 0)) return undefined;
      const claim = ready.shift() as Claim;
      take(claim);
      return claim;
    },
    release(claim) {
      if (!claim.holding) return;
      claim.holding = false;
      active -= 1;
    },
    waitForPlace: (claim) =>
      new Promise<boolean>((resolve) => {
        retries.push((go) => {
          if (go) take(claim);
          resolve(go);
        });
      }),
    admitRetries(go, most = Number.POSITIVE_INFINITY) {
      let admitted = 0;
      for (; retries.length > 0 && (!go || (active < limit() && admitted < most)); admitted++) retries.shift()?.(go);
      return admitted;
    },
  };
}
