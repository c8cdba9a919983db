/**
 * The timing side of the gateway breaker (gateway-breaker.ts) for one send loop: tells the loop
 * when to take no invoices, probes the finance API once nothing is in flight, and gives up after
 * `maxPauseMs`, or when CANARY_TRIES creates in a row, each sent alone after an answered probe,
 * fail at the gateway too. Says in a sentence when it pauses and when it resumes; the words for
 * what failed are in describe-gateway-failure.ts.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import type { ProbeResult } from '../../finance-api/probe-api.js';
import {
  CANARY_TRIES,
  CLOSED_BREAKER,
  inFlightBound,
  nextProbeDelayMs,
  PROBE_FIRST_DELAY_MS,
  recordCreate,
  recordProbe,
  tripAt,
  BREAKER_WINDOW,
  type GatewayBreaker,
} from './gateway-breaker.js';
import { STILL_PAUSED_EVERY_MS, startStillPausedNotices } from './still-paused-notices.js';
import {
  failedHow,
  failureOf,
  NO_FAILURE,
  seconds,
  whatCreatesMeet,
  whatKeptFailing,
  type LastFailure,
} from './describe-gateway-failure.js';

/** How long sending may pause for gateway failures before the upload gives up, ms. */
export const DEFAULT_MAX_PAUSE_MS = 600_000;

/** One read-only request to the finance API; `answered` when it reached the back-end. */
export type Probe = (signal: AbortSignal) => Promise<ProbeResult>;

export interface BreakerPauseOptions {
  /** Without a probe the breaker never opens. */
  probe: Probe | undefined;
  maxPauseMs: number;
  /** Aborted when the upload stops: no more probes. */
  signal: AbortSignal;
  onNotice: ((text: string) => void) | undefined;
  /** Wakes the send loop. */
  poke: () => void;
  /** A monotonic clock, ms: a pause's length must not change with the wall clock. @default performance.now */
  now?: () => number;
  /**
   * How the last create of an earlier run against this target failed at the gateway: the run asks
   * the probe before its first create, and stops (`halt`) when CANARY_TRIES in a row are not answered. @default none
   */
  earlierFailure?: string | undefined;
  /** How often a pause says it goes on (still-paused-notices.ts), ms. @default STILL_PAUSED_EVERY_MS */
  stillPausedEveryMs?: number;
  /** The first wait between two probes, doubled after each failed one, ms. @default PROBE_FIRST_DELAY_MS */
  probeFirstDelayMs?: number | undefined;
}

export interface BreakerPause {
  record(outcome: CreateOutcome): void;
  isOpen(): boolean;
  /** Creates in flight at most now: few until a create of the run reached the back-end. */
  inFlightBound(): number;
  /** Called after every turn of the loop; `idle` when no create holds a place. */
  whenIdle(idle: boolean): void;
  /**
   * Why the upload gives up: the API did not answer a probe for `maxPauseMs`, or CANARY_TRIES in a
   * row asked before the first create, or CANARY_TRIES creates in a row sent alone after answered
   * probes failed at the gateway too.
   */
  halt(): string | undefined;
  figures(): { pauses: number; pausedMs: number; endedPaused: boolean };
  close(): void;
}

export function createBreakerPause(options: BreakerPauseOptions): BreakerPause {
  const now = options.now ?? (() => performance.now());
  // Shut from the start, as an open breaker is, but for one question only: a run begun during an
  // outage must not leave invoices in doubt to learn what the earlier run already knew.
  let asking = options.probe !== undefined && options.earlierFailure !== undefined;
  // Status requests asked before the first create: one failing at random is no outage either.
  let asked = 0;
  const firstDelayMs = options.probeFirstDelayMs ?? PROBE_FIRST_DELAY_MS;
  const askDelayMs = () => (asked === 0 ? 0 : firstDelayMs * 2 ** (asked - 1));
  let breaker: GatewayBreaker = asking ? { ...CLOSED_BREAKER, openedAt: now() } : CLOSED_BREAKER;
  let timer: NodeJS.Timeout | undefined;
  let probing = false;
  let halt: string | undefined;
  // The answered probe the canary followed: what the stop quotes.
  let answeredProbe = '';
  // For the still-paused line: when the pause began (wall clock), the last probe's answer, the next's time.
  let pausedSince = new Date();
  let lastProbe: string | undefined;
  let nextProbeAt: number | undefined;
  let stopStillNotices = () => undefined as void;
  // The last failed create, whose kind the notices and the stop name (describe-gateway-failure.ts).
  let last: LastFailure = NO_FAILURE;

  const probeNow = async (probe: Probe) => {
    timer = undefined;
    nextProbeAt = undefined;
    probing = true;
    let result: ProbeResult;
    try {
      result = await probe(options.signal);
    } catch (error) {
      result = { answered: false, reason: error instanceof Error ? error.message : String(error) };
    }
    probing = false;
    if (options.signal.aborted || breaker.openedAt === undefined) return options.poke();
    // A redirect on the read-only probe does not end by waiting: stop now, saying what to correct.
    if (result.lasting !== undefined) {
      halt = result.lasting;
      return options.poke();
    }
    if (asking) return answerAsked(result);
    lastProbe = result.reason;
    const openedAt = breaker.openedAt;
    breaker = recordProbe(breaker, result.answered, now());
    if (result.answered) {
      answeredProbe = `${result.reason} after a pause of ${seconds(now() - openedAt)}`;
      options.onNotice?.(
        `resumed: the finance API answered a status request (${result.reason}) after a pause of ${seconds(now() - openedAt)}; sending one create first, the rest once it passes`,
      );
    } else if (now() - openedAt >= options.maxPauseMs) {
      halt = `${whatKeptFailing(last)} for ${seconds(now() - openedAt)} (last: ${last.reason}; probe: ${result.reason})`;
    }
    options.poke();
  };

  const answerAsked = (result: ProbeResult) => {
    asked += 1;
    if (!result.answered && asked < CANARY_TRIES) {
      // Still shut, still asking: the next turn's idle look asks again, later.
      options.onNotice?.(
        `the finance API did not answer a status request before the first create (${result.reason}); ` +
          `asking again in ${seconds(askDelayMs())}; the upload stops when ${CANARY_TRIES} in a row fail (${asked} so far)`,
      );
      return options.poke();
    }
    asking = false;
    if (result.answered) {
      breaker = { ...CLOSED_BREAKER, onTrial: true };
      answeredProbe = `${result.reason}; ${options.earlierFailure}`;
      options.onNotice?.(
        `the finance API answered a status request (${result.reason}) after gateway failures of an earlier run (${options.earlierFailure}); sending one create first, the rest once it passes`,
      );
    } else {
      // Still shut: the turn that reads the halt stops the run, and nothing starts before it.
      halt = `the finance API still fails at the gateway (${CANARY_TRIES} status requests in a row before the first create, the last: ${result.reason}; ${options.earlierFailure})`;
    }
    options.poke();
  };

  const startStill = (openedAt: number) => {
    const onNotice = options.onNotice;
    if (!onNotice) return;
    stopStillNotices();
    pausedSince = new Date();
    lastProbe = undefined;
    const read = () =>
      breaker.openedAt !== openedAt || halt !== undefined || options.signal.aborted
        ? undefined
        : {
            since: pausedSince,
            pausedMs: now() - openedAt,
            lastProbe,
            nextProbeInMs: nextProbeAt === undefined ? undefined : Math.max(0, nextProbeAt - now()),
            maxPauseMs: options.maxPauseMs,
          };
    stopStillNotices = startStillPausedNotices(read, onNotice, options.stillPausedEveryMs ?? STILL_PAUSED_EVERY_MS);
  };

  return {
    record(outcome) {
      if (!options.probe) return;
      const wasOpen = breaker.openedAt !== undefined;
      const canariesBefore = breaker.failedCanaries;
      breaker = recordCreate(breaker, outcome, now());
      const canaryFailed = breaker.failedCanaries > canariesBefore;
      last = failureOf(outcome) ?? last;
      if (breaker.trialFailed && halt === undefined) {
        const what = whatCreatesMeet(last);
        // Every probe would be answered again, and every canary fail: stop, the rest not sent.
        halt =
          breaker.failedCanaries >= CANARY_TRIES
            ? `${what} while the finance API answers status requests (status: ${answeredProbe}; ${CANARY_TRIES} creates in a row, each sent alone after it, failed, the last: ${last.reason})`
            : // A gateway that lets a create through now and then: the run's outages may leave no more in doubt.
              `${what} again and again: ${breaker.outageDoubts} creates of this run failed so since it first paused, the most a run may leave in doubt (the last: ${last.reason})`;
      }
      if (!wasOpen && breaker.openedAt !== undefined) startStill(breaker.openedAt);
      if (!wasOpen && breaker.openedAt !== undefined && canaryFailed) {
        // One failed canary is no outage when the gateway fails a random few: ask again, later.
        options.onNotice?.(
          `paused again: the one create sent after the status answer ${failedHow(last)} too (${last.reason}); ` +
            `asking the finance API for a status again in ${seconds(nextProbeDelayMs(breaker, firstDelayMs))}; ` +
            `the upload stops when ${CANARY_TRIES} such creates in a row fail (${breaker.failedCanaries} so far)`,
        );
      } else if (!wasOpen && breaker.openedAt !== undefined) {
        const what = breaker.reached
          ? `${tripAt(breaker)} or more of the last ${BREAKER_WINDOW} creates ${failedHow(last)}`
          : `${tripAt(breaker)} or more creates ${failedHow(last)} and none of this run has reached the finance system yet`;
        options.onNotice?.(
          `paused: ${what} (last: ${last.reason}); ` +
            'waiting for the answers in flight, then asking the finance API for a status until it answers',
        );
      }
    },
    // A failed canary takes no more invoices, from the turn that records it.
    isOpen: () => breaker.openedAt !== undefined || breaker.trialFailed,
    inFlightBound: () => inFlightBound(breaker),
    whenIdle(idle) {
      const probe = options.probe;
      if (!probe || !idle || breaker.openedAt === undefined || timer || probing || halt || options.signal.aborted)
        return;
      const delayMs = asking ? askDelayMs() : nextProbeDelayMs(breaker, firstDelayMs);
      nextProbeAt = now() + delayMs;
      timer = setTimeout(() => void probeNow(probe), delayMs);
    },
    halt: () => halt,
    figures: () => {
      // Shut only to ask before the first create: no pause.
      const paused = breaker.openedAt !== undefined && breaker.pauses > 0;
      return {
        pauses: breaker.pauses,
        pausedMs: breaker.pausedMs + (paused ? now() - (breaker.openedAt ?? 0) : 0),
        endedPaused: paused,
      };
    },
    close() {
      stopStillNotices();
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
