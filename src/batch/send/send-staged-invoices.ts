/**
 * Posts the staged invoices of one run at bounded concurrency (and an optional rate), reading them
 * from the journal a page at a time. Each turn of the loop is one durable transaction that records
 * the answers that came in and claims (`sending`) the next invoices; a request leaves only after
 * its claim is committed, and its answer is committed before anything depends on it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Journal, JournalStatements } from '../../journal/journal.js';
import type { Outcome } from '../../journal/invoice-state.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { claimStagedRows, mostlyTakenElsewhere, keyOf, recordCreateAnswers } from './claim-staged-row.js';
import { recoverInterruptedRuns } from '../recover-interrupted-runs.js';
import { createSendPacer } from './pace-sending.js';
import { createQuotaWatch, quotaHaltReason } from './watch-quota.js';
import { createHaltWatch } from './watch-halts.js';
import {
  createLimiter,
  currentLimit,
  onCreateAnswer,
  onOverload,
  settledConcurrency,
  type ConcurrencyLimiter,
} from './adaptive-concurrency.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from './watch-rejection-storm.js';
import type { Claim, SendOptions, SendResult } from './send-options.js';
import { createStagedRowReader } from './read-staged-rows.js';
import { gatherClaimBatch } from './gather-claim-batch.js';
import { createPokeTimer } from './poke-timer.js';
import { createPlaces } from './create-places.js';
import { sendClaim, type ClaimAnswer, type ClaimSending } from './send-claim.js';
import { stageReadyAgain } from './stage-ready-again.js';
import { settleFailedRun } from './settle-failed-run.js';
import { withUnrecordedAnswers } from '../keep-unrecorded-answers.js';
import { screenCreatedRows } from './skip-created-rows.js';
import { createBreakerPause } from './pause-for-gateway.js';

/** How often invoices set aside for another process are planned again, ms. */
const RECHECK_MS = 250;

export async function sendStagedInvoices(journal: Journal, options: SendOptions): Promise<SendResult> {
  const now = options.now ?? (() => new Date());
  const concurrency = Math.max(1, options.concurrency);
  const pageSize = options.pageSize ?? Math.max(64, concurrency * 4);
  const cancel = new AbortController();
  const released: StagedInvoice[] = [];
  // Keys another process holds or is sending: planned again later, once its answer is in or it is found dead.
  const deferred: StagedInvoice[] = [];
  let recheck = false;
  const waiting = new Map<string, StagedInvoice[]>();
  const inFlight = new Map<string, Promise<void>>();
  const answered: ({ claim: Claim } & ClaimAnswer)[] = [];
  const pacer = createSendPacer(options.ratePerSecond);
  const quota = createQuotaWatch();
  let stopped = false;
  /** Answers other than "created" that no turn has looked at yet (see startReady). */
  let undecided = 0;
  /**
   * The rows a turn claims and the ready claims it stages again, until it commits: should the
   * commit fail (or fail only to say so), the run's end stages them again, never sent.
   */
  let claiming: Claim[] = [];
  let takingBack: number[] = [];
  /** The answers a turn records, until it commits: should it fail, the run's end records those still unrecorded. */
  let recording: typeof answered = [];
  let sent = 0;
  let limiter: ConcurrencyLimiter | undefined = options.adaptive ? createLimiter(concurrency) : undefined;
  const limit = () => (limiter ? currentLimit(limiter) : concurrency);
  let throttled = 0;
  const places = createPlaces(limit, pacer.paced, (claim) => {
    claim.attemptAt = performance.now();
    claim.epoch = limiter?.epoch ?? 0;
    pacer.started();
  });
  /** Aborted on stop or halt: ends the waits of throttled creates at once. */
  const stopping = new AbortController();
  const halts = createHaltWatch(options.stopAfterRejections ?? DEFAULT_STOP_AFTER_REJECTIONS);

  let poked = false;
  let wake: (() => void) | undefined;
  const poke = () => {
    poked = true;
    wake?.();
  };
  let graceTimer: NodeJS.Timeout | undefined;
  const rateTimer = createPokeTimer(() => poke());
  const recheckTimer = createPokeTimer(() => poke());
  const pause = createBreakerPause({
    probe: options.probe,
    maxPauseMs: options.maxPauseMs ?? 600_000,
    signal: stopping.signal,
    onNotice: options.onNotice,
    poke: () => poke(),
  });
  const onStop = () => {
    stopped = true;
    stopping.abort();
    graceTimer = setTimeout(() => cancel.abort(new Error('stopped')), options.stopGraceMs);
    poke();
  };
  if (options.signal?.aborted) onStop();
  else options.signal?.addEventListener('abort', onStop, { once: true });

  /** Outcomes decided a page at a time while reading, reported with the turn's. */
  const screened: Outcome[] = [];
  const screen = screenCreatedRows(options.runId, options.plan, now, screened);
  const startAnywhere = options.startAnywhere ?? false;
  const rows = await createStagedRowReader(journal, options.runId, { pageSize, startAnywhere, screen });
  const nextRow = async (tx: JournalStatements): Promise<StagedInvoice | undefined> =>
    released.shift() ?? (await rows.next(tx));
  const rowsLeft = () => released.length > 0 || rows.hasMore() || waiting.size > 0 || deferred.length > 0;

  const park = (key: string, row: StagedInvoice) => waiting.set(key, [...(waiting.get(key) ?? []), row]);
  /** Under a rate with no token now: poked again when one is due. */
  const waitForRate = (): boolean => {
    const wait = pacer.waitMs();
    // The token's turn starts what waits for it at once, not after a commit of the loop.
    if (wait > 0) rateTimer.arm(wait, startWhenDue);
    return wait > 0;
  };
  const answerContext = { runId: options.runId, duplicates: options.duplicates };
  const recordAnswers = (tx: JournalStatements, answers: typeof answered, at: string) =>
    recordCreateAnswers(tx, answers, { ...answerContext, at });
  /** One transaction: record the answers, then claim what may be sent now. */
  const turn = async (tx: JournalStatements, outcomes: Outcome[]): Promise<Claim[]> => {
    const at = now().toISOString();
    const answers = answered.splice(0);
    recording = answers;
    outcomes.push(...(await recordAnswers(tx, answers, at)));
    for (const { claim, outcome, rttMs, active: answeredWith } of answers) {
      const key = keyOf(claim.row);
      halts.record(outcome);
      pacer.onAccepted();
      if (limiter) limiter = onCreateAnswer(limiter, outcome, { rttMs, inFlight: answeredWith, epoch: claim.epoch });
      pause.record(outcome);
      // Like a stop: the answers in flight are still awaited and recorded, nothing new is taken.
      if (halts.apiHalt() || halts.stormHalt()) stopped = true;
      inFlight.delete(key);
      released.push(...(waiting.get(key) ?? []));
      waiting.delete(key);
      if (outcome.kind !== 'created') undecided -= 1;
    }
    await takeBackReady(tx, at);
    const claims: Claim[] = [];
    claiming = claims;
    const claimed = (key: string) =>
      inFlight.has(key) || claims.some((claim) => keyOf(claim.row) === key) || places.isReady(key);
    for (let more = true; more && !stopped && !pause.isOpen() && places.retriesWaiting() === 0;) {
      const room = places.room(answered.length) - claims.length;
      if (room <= 0) break;
      // As many rows as there are places (one at a time under a rate), claimed together.
      const { batch, later, end } = await gatherClaimBatch(pacer.paced() ? 1 : room, () => nextRow(tx), claimed, park);
      const answers = await claimStagedRows(tx, batch, options.runId, options.plan, at);
      if (mostlyTakenElsewhere(answers)) rows.moveOn();
      for (const [i, claim] of answers.entries()) {
        const row = batch[i] as StagedInvoice;
        if (claim.kind === 'send') {
          claims.push({ row, plan: claim.plan, attemptAt: 0, epoch: 0, holding: false });
        } else if (claim.kind === 'wait') park(keyOf(row), row);
        else if (claim.kind === 'defer') deferred.push(row);
        else if (claim.kind === 'decided') outcomes.push(claim.state);
      }
      released.unshift(...later);
      // Rows set aside are looked at again later; armed after this batch's claims, which may have set rows aside.
      if (end && deferred.length > 0) recheckTimer.arm(RECHECK_MS, () => (recheck = true));
      more = !end || later.length > 0;
    }
    outcomes.push(...screened.splice(0));
    return claims;
  };

  /** On a stop, a halt or a pause, ready claims are staged again: their requests never left. */
  const takeBackReady = async (tx: JournalStatements, at: string) => {
    if (places.readyCount() === 0 || !(stopped || pause.isOpen() || pause.halt() !== undefined)) return;
    // Taken out before the statement, so that no answer coming in meanwhile starts one of them.
    const back = places.takeAllReady();
    takingBack = back.map((claim) => claim.row.id);
    released.unshift(...(await stageReadyAgain(tx, back, waiting, at)));
  };

  /** Lets throttled creates go again while places are free; on stop, tells them to give up. */
  const admitRetries = () => {
    const go = !stopped && !pause.isOpen();
    // As for ready claims (below): a throttled create goes again only once the answers in are decided.
    if (go && undecided > 0) return;
    if (!go || !pacer.paced()) return void places.admitRetries(go);
    // Under a rate a throttled create goes again with a token of its own, like a new one.
    while (places.retriesWaiting() > 0 && !waitForRate() && places.admitRetries(true, 1) > 0) pacer.take();
  };
  /**
   * Starts ready claims while places are free; throttled creates waiting for a place go first.
   * Not while an answer other than "created" waits to be recorded: it may halt, pause or stop the
   * run, and the turn that records it decides first.
   */
  const startReady = () => {
    if (undecided > 0) return;
    const due = () => places.readyCount() > 0 && !waitForRate();
    for (let claim; due() && (claim = places.nextReady(stopped || pause.isOpen()));) {
      pacer.take();
      start(claim);
    }
  };
  function startWhenDue() {
    admitRetries();
    startReady();
  }
  const sending: ClaimSending = {
    places,
    send: options.send,
    signal: cancel.signal,
    waitSignal: stopping.signal,
    onThrottle: (claim, throttle) => {
      throttled += 1;
      // A rate limit is kept to by pacing; fewer requests in flight would not keep to it.
      if (!pacer.onThrottle(throttle, claim.attemptAt) && limiter) limiter = onOverload(limiter, claim.epoch);
      // Like a halt: the creates waiting after a throttled answer give up (failed, safe to post again).
      if (quota.record(claim, throttle)) {
        stopped = true;
        stopping.abort();
        poke();
      }
    },
    poke,
  };
  /** Sends a claim that has taken its place. */
  const start = (claim: Claim) => {
    sent += 1;
    const request = sendClaim(claim, sending).then((answer) => {
      answered.push({ claim, ...answer });
      places.release(claim);
      if (answer.outcome.kind !== 'created') undecided += 1;
      admitRetries();
      startReady();
      poke();
    });
    inFlight.set(keyOf(claim.row), request);
  };

  try {
    for (;;) {
      if (recheck) {
        recheck = false;
        // A process that died while sending a key leaves it in doubt, never to be posted again blindly.
        await recoverInterruptedRuns(journal);
        released.push(...deferred.splice(0));
      }
      const outcomes: Outcome[] = [];
      const claims = await journal.transaction((tx) =>
        turn(tx, outcomes).catch((error: unknown) => {
          // At once, not after the rollback: no answer coming in meanwhile starts a ready claim.
          stopped = true;
          throw error;
        }),
      );
      // Ready at once: should anything below fail, the run's end takes them back.
      places.addReady(claims);
      claiming = [];
      takingBack = [];
      recording = [];
      for (const outcome of outcomes) options.onOutcome?.(outcome);
      if (pause.halt()) stopped = true;
      if (stopped) stopping.abort();
      admitRetries();
      startReady();
      // Stopped or paused after the turn's own look: the next turn takes them back.
      if (places.readyCount() > 0 && (stopped || pause.isOpen())) poke();
      pause.whenIdle(places.active() === 0 && places.retriesWaiting() === 0);
      if (
        inFlight.size === 0 &&
        answered.length === 0 &&
        places.readyCount() === 0 &&
        (stopped || (!rowsLeft() && !rateTimer.pending()))
      )
        break;
      if (!poked) await new Promise<void>((resolve) => (wake = resolve));
      // Answers that arrive together are recorded together: one commit for many.
      await nextTurn();
      poked = false;
      wake = undefined;
    }
  } catch (error) {
    // Nothing more starts, not even from an answer that comes in while the requests in flight end.
    stopped = true;
    stopping.abort();
    admitRetries();
    const back = [...takingBack, ...[...claiming, ...places.takeAllReady()].map((claim) => claim.row.id)];
    // The requests in flight have reached the back-end: their answers are awaited (each within its
    // own timeout) and recorded, not cut short into doubt; the stop's grace is only a backstop.
    const backstop = setTimeout(() => cancel.abort(error), options.stopGraceMs);
    await Promise.allSettled(inFlight.values());
    clearTimeout(backstop);
    const at = now().toISOString();
    const answers = [...recording, ...answered.splice(0)];
    const unrecorded = await settleFailedRun(journal, { neverSent: back, answers }, { ...answerContext, at });
    throw withUnrecordedAnswers(error, journal.location, options.runId, unrecorded);
  } finally {
    stopping.abort();
    pause.close();
    clearTimeout(graceTimer);
    rateTimer.clear();
    recheckTimer.clear();
    options.signal?.removeEventListener('abort', onStop);
  }
  const usedUp = quota.usedUp();
  const halted = (usedUp && quotaHaltReason(usedUp)) ?? halts.apiHalt() ?? pause.halt() ?? halts.stormHalt();
  return {
    stopped: stopped && rowsLeft(),
    sent,
    halted,
    rejectionStorm: halted !== undefined && halted === halts.stormHalt(),
    throttled,
    settledConcurrency: limiter ? settledConcurrency(limiter) : undefined,
    pacedPerSecond: pacer.perSecond(),
    quotaUsedUp: usedUp,
    ...pause.figures(),
  };
}
