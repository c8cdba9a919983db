/**
 * A connection that stalls (a hung proxy, router or firewall: no answer and no reset) would keep a
 * statement waiting for as long as the TCP connection stays open, hours perhaps. Every step on the
 * journal's server (a connection's opening, a statement) is watched instead: after a second without
 * an answer the journal is told to be out of reach, and past the journal's wait the step fails and
 * its connection is dropped. The bound is kept here, on the client's side, because nothing from the
 * server gets through a stall: the server's statement_timeout cannot say so, and TCP keepalive
 * probes are answered by the stalled proxy's own kernel. A silence of a server that is there but
 * holds the statement waiting for a lock another session holds is told as that lock.
 */
import type { ReachWatch } from '../reach-watch.js';
import type { LockProbe } from './describe-lock-wait.js';

/** Silence that tells the journal is out of reach, ms. */
export const SILENCE_NOTICE_MS = 1_000;
/** Once the wait has run out, how long a later step is given, ms: a journal back by then is used again. */
export const GAVE_UP_TRY_MS = 1_000;
/**
 * Once the wait has run out, steps fail at once for this long after a try, ms: the upload that gave
 * up saves its answers at once, where each of its last steps would add a try; a long-running command
 * (watch, schedule) tries again later.
 */
export const GAVE_UP_QUIET_MS = 10_000;

/** When a step was last tried on a journal given up on. */
const triedAt = new WeakMap<ReachWatch, number>();

/** A step the server did not answer in time. It may have reached the server, so it is never sent again. */
export class NoAnswerError extends Error {
  override readonly name = 'NoAnswerError';
}

export interface SilenceBound {
  watch: ReachWatch;
  /** The journal's wait for a server out of reach, ms. */
  withinMs: number;
  /** Asks the server whether a silent statement's session waits for a lock. @default none */
  probe?: LockProbe | undefined;
}

/** When, into a silence, the server is first asked whether the step waits for a lock: its answer is in by the first word. */
const PROBE_AT_MS = 500;
/** How long the first question may take, ms: answered before the first word, a second into the silence. */
const FIRST_PROBE_WITHIN_MS = 400;
/**
 * After the first word, the server is asked again this often, each question given as long, ms: one
 * question refused or slow (a connection limit, a far server) does not decide what the whole wait is told.
 */
const PROBE_EVERY_MS = 1_000;

/** Asks the server what a silent step waits for; `unanswered` is what to tell while no probe can say. */
export interface LockQuestion {
  ask: (withinMs: number) => Promise<string | false | undefined>;
  /** @default undefined: a silence no probe explains is told as a server that does not answer */
  unanswered?: string | undefined;
}
/** Watches last told a lock wait, not a server out of reach: their end is told as such. */
const lockedWatches = new WeakSet<ReachWatch>();
/** Watches whose step that told the lock wait still waits: another statement answered meanwhile ends nothing. */
const lockWaiting = new WeakSet<ReachWatch>();

/** Whether a statement of the watch's journal waits for a lock now: only its own end tells the journal back. */
export function waitsForLock(watch: ReachWatch): boolean {
  return lockWaiting.has(watch);
}

/** Whether the journal's last wait was for a lock (`true`), taken off: the next wait is told afresh. */
export function takeLockTold(watch: ReachWatch): true | undefined {
  const locked = lockedWatches.has(watch) || undefined;
  lockedWatches.delete(watch);
  return locked;
}

/**
 * Runs `step` with the server's silence bounded. `abandon` ends the step's connection when it is
 * given up on; `onLate` takes a value that comes after that (a connection opened too late);
 * `lockWait` says what the step waits for, when it waits for a lock.
 */
export function boundServerSilence<T>(
  step: () => Promise<T>,
  bound: SilenceBound,
  abandon: () => void,
  onLate: (value: T) => void = () => undefined,
  lockWait?: LockQuestion,
): Promise<T> {
  const { watch } = bound;
  // A stop asked while the journal is out of reach: nothing more is waited for.
  if (watch.stopAsked && watch.lostAt !== undefined)
    return Promise.reject(new NoAnswerError('the journal does not answer and the upload is stopping'));
  const start = performance.now();
  if (watch.gaveUp && watch.lostAt !== undefined) {
    if (start - (triedAt.get(watch) ?? -Infinity) < GAVE_UP_QUIET_MS)
      return Promise.reject(new NoAnswerError('the journal did not answer within the wait; not tried again yet'));
    triedAt.set(watch, start);
  }
  // A server is away only once it has been silent past the notice: a wait of 0 (or less than that)
  // does not wait for one away, but gives one that answers the time to.
  const limitMs = Math.max(bound.withinMs, SILENCE_NOTICE_MS);
  const deadline = watch.gaveUp ? start + GAVE_UP_TRY_MS : (watch.lostAt ?? start) + limitMs;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let told = false;
    // Settled, this step no longer waits for the lock it told.
    const settle = () => {
      settled = true;
      if (told) lockWaiting.delete(watch);
    };
    const giveUp = (reason: string) => {
      if (settled) return;
      settle();
      stopProbing();
      clearTimeout(silence);
      clearTimeout(limit);
      abandon();
      if (watch.lostAt !== undefined && !watch.gaveUp) {
        watch.gaveUp = true;
        const locked = lockedWatches.has(watch) || undefined;
        watch.tell({ kind: 'gave-up', afterMs: performance.now() - watch.lostAt, reason, locked });
      }
      reject(new NoAnswerError(reason));
    };
    // What the step waits for as last found, and whether a probe said so (not only `unanswered`).
    let waitsFor: string | undefined;
    let sure = false;
    let toldReason: string | undefined;
    let asking = false;
    const tellLocked = (reason: string) => {
      toldReason = reason;
      lockedWatches.add(watch);
      lockWaiting.add(watch);
      watch.tell({ kind: 'locked', withinMs: bound.withinMs, reason });
    };
    const ask = (withinMs: number) => {
      if (!lockWait || settled || asking) return;
      asking = true;
      void lockWait.ask(withinMs).then((answer) => {
        asking = false;
        if (settled) return;
        if (typeof answer === 'string') [waitsFor, sure] = [answer, true];
        else if (answer === false) [waitsFor, sure] = [undefined, false];
        // Unanswered: a lock found before still holds; else both causes are named, when known.
        else if (!sure) waitsFor = lockWait.unanswered;
        // Found after the first word: told now, unless it only blurs what a probe already said.
        if (told && waitsFor !== undefined && waitsFor !== toldReason && (sure || toldReason === undefined))
          tellLocked(waitsFor);
      });
    };
    const probe =
      lockWait &&
      setTimeout(() => {
        if (watch.lostAt === undefined) ask(FIRST_PROBE_WITHIN_MS);
      }, PROBE_AT_MS);
    let probeAgain: ReturnType<typeof setInterval> | undefined;
    const stopProbing = () => {
      clearTimeout(probe);
      clearInterval(probeAgain);
    };
    const silence = setTimeout(() => {
      if (settled || watch.lostAt !== undefined) return;
      told = true;
      watch.lostAt = start;
      if (waitsFor === undefined) {
        lockedWatches.delete(watch);
        watch.tell({ kind: 'lost', reason: `no answer from the server for ${Math.round(SILENCE_NOTICE_MS / 1000)} s` });
      } else tellLocked(waitsFor);
      if (lockWait) probeAgain = setInterval(() => ask(PROBE_EVERY_MS), PROBE_EVERY_MS);
      if (watch.stopAsked) giveUp('no answer from the server, and the upload is stopping');
    }, SILENCE_NOTICE_MS);
    const limit = setTimeout(
      () => giveUp(`no answer from the server in ${Math.round((performance.now() - start) / 1000)} s`),
      Math.max(0, deadline - start),
    );
    const onStop = () => {
      if (watch.lostAt !== undefined) giveUp('no answer from the server, and the upload is stopping');
    };
    watch.onStop.add(onStop);
    step().then(
      (value) => {
        watch.onStop.delete(onStop);
        if (settled) return onLate(value);
        settle();
        stopProbing();
        clearTimeout(silence);
        clearTimeout(limit);
        // Told lost by this step's silence alone: the answer is the journal back.
        if (told && watch.lostAt !== undefined) {
          const afterMs = performance.now() - watch.lostAt;
          watch.lostAt = undefined;
          watch.gaveUp = false;
          watch.tell({ kind: 'back', afterMs, locked: takeLockTold(watch) });
        }
        resolve(value);
      },
      (error: unknown) => {
        watch.onStop.delete(onStop);
        if (settled) return;
        settle();
        stopProbing();
        clearTimeout(silence);
        clearTimeout(limit);
        reject(error as Error);
      },
    );
  });
}
