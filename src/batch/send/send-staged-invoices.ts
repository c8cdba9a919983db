/**
 * Posts the staged invoices of one run at bounded concurrency (and an optional rate), reading them
 * from the journal a page at a time. Each turn of the loop is one durable transaction that records
 * the answers that came in and claims (`sending`) the next invoices; a request leaves only after
 * its claim is committed, and its answer is committed before anything depends on it. The loop's
 * state is one object (send-loop-state.ts); a turn is take-turn.ts, starting creates start-claims.ts.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Journal } from '../../journal/journal.js';
import type { OutcomeWord } from '../../report/outcome-words.js';
import { watchIdleLimits } from '../../finance-api/learn-idle-limit.js';
import { withUnrecordedAnswers } from '../keep-unrecorded-answers.js';
import { recoverInterruptedRuns } from '../recover-interrupted-runs.js';
import { settledConcurrency } from './adaptive-concurrency.js';
import { createSendLoopState, listenForStop } from './create-send-loop-state.js';
import type { SendLoopOptions, SendResult } from './send-loop-options.js';
import { answerContextOf, holdSending, pokeLoop, rowsLeft, type SendLoopState } from './send-loop-state.js';
import { describeJournalReach } from './describe-journal-reach.js';
import { describeClaimWait } from './describe-claim-wait.js';
import { settleFailedRun } from './settle-failed-run.js';
import { answerNeverSent } from './answer-never-sent.js';
import { admitRetries, startReady } from './start-claims.js';
import { takeTurn } from './take-turn.js';
import { quotaHaltReason } from './watch-quota.js';
import { isUnreachableHalt } from '../../finance-api/is-unreachable-halt.js';
import { isRedirectHalt } from '../../finance-api/probe-api.js';

export async function sendStagedInvoices(journal: Journal, options: SendLoopOptions): Promise<SendResult> {
  const state = await createSendLoopState(journal, options);
  const stopListening = listenForStop(state, options.signal);
  // Answers that came in and are not recorded yet: what an outage of the journal puts at risk.
  const held = () => state.recording.length + state.answered.length;
  const stopWatching = journal.onReach?.((reach) =>
    options.onNotice?.(describeJournalReach(reach, journal.location, held())),
  );
  const stopIdleNotices = watchIdleLimits((text) => options.onNotice?.(text));
  try {
    await takeTurns(journal, state);
  } catch (error) {
    throw await abandonLoop(journal, state, error);
  } finally {
    state.stopping.abort();
    state.pause.close();
    clearTimeout(state.graceTimer);
    state.rateTimer.clear();
    state.recheckTimer.clear();
    stopListening();
    stopWatching?.();
    stopIdleNotices();
  }
  return resultOf(state);
}

/** Turn after turn, each woken by an answer, a timer or a stop, until nothing is left to send or await. */
async function takeTurns(journal: Journal, state: SendLoopState): Promise<void> {
  const { places, pause } = state;
  // When the rows set aside were last looked at for a silent holder, and when one was last told, ms.
  const claimWait = { lookedAt: Number.NEGATIVE_INFINITY, toldAt: Number.NEGATIVE_INFINITY };
  for (;;) {
    if (state.recheck) {
      state.recheck = false;
      // A process that died while sending a key leaves it in doubt, never to be posted again blindly.
      await recoverInterruptedRuns(journal);
      await tellClaimWait(journal, state, claimWait);
      state.released.push(...state.deferred.splice(0));
    }
    const outcomes: OutcomeWord[] = [];
    const claims = await takeTurn(journal, state, outcomes).catch((error: unknown) => {
      state.stopped = true;
      throw error;
    });
    // Before anything else runs: a stop at once (a second signal) may come between any two turns.
    holdSending(state, state.sendingHeld + claims.length - state.recording.length - state.takingBack.length);
    // The turn's answers come first among its outcomes (take-turn.ts); the rest were decided without a request.
    const answeredNow = state.recording.length;
    // Ready at once: should anything below fail, the run's end takes them back.
    places.addReady(claims);
    state.claiming = [];
    state.takingBack = [];
    state.recording = [];
    const { pausedMs } = pause.figures();
    for (const [i, outcome] of outcomes.entries()) state.options.onOutcome?.(outcome, pausedMs, i < answeredNow);
    if (pause.halt()) state.stopped = true;
    if (state.stopped) state.stopping.abort();
    admitRetries(state);
    startReady(state);
    // Stopped or paused after the turn's own look: the next turn takes them back.
    if (places.readyCount() > 0 && (state.stopped || pause.isOpen())) pokeLoop(state);
    pause.whenIdle(places.active() === 0 && places.retriesWaiting() === 0);
    if (finished(state)) break;
    if (!state.poked) await new Promise<void>((resolve) => (state.wake = resolve));
    // Answers that arrive together are recorded together: one commit for many.
    await nextTurn();
    state.poked = false;
    state.wake = undefined;
  }
}

/** How often the rows set aside are looked at for a silent holder, and a wait for one told again, ms. */
const CLAIM_WAIT_LOOK_MS = 5_000;
const CLAIM_WAIT_TELL_MS = 30_000;

/** Says what the run waits for when a silent run holds rows it set aside: a frozen progress line says nothing. */
async function tellClaimWait(journal: Journal, state: SendLoopState, told: { lookedAt: number; toldAt: number }) {
  const now = performance.now();
  if (state.deferred.length === 0 || !state.options.onNotice || now - told.lookedAt < CLAIM_WAIT_LOOK_MS) return;
  if (now - told.toldAt < CLAIM_WAIT_TELL_MS) return;
  told.lookedAt = now;
  const words = await describeClaimWait(journal, state.deferred, state.options.runId);
  if (words === undefined) return;
  told.toldAt = now;
  state.options.onNotice(words);
}

/** Nothing in flight or unrecorded, nothing ready, and the run stopped or out of rows. */
function finished(state: SendLoopState): boolean {
  return (
    state.inFlight.size === 0 &&
    state.answered.length === 0 &&
    state.places.readyCount() === 0 &&
    (state.stopped || (!rowsLeft(state) && !state.rateTimer.pending()))
  );
}

/**
 * After a failure: nothing more starts, the answers in flight are awaited, and the journal is told
 * what is left. Returns the error to throw, carrying the answers the journal could not record.
 */
async function abandonLoop(journal: Journal, state: SendLoopState, error: unknown): Promise<unknown> {
  // Nothing more starts, not even from an answer that comes in while the requests in flight end.
  state.stopped = true;
  state.stopping.abort();
  admitRetries(state);
  const claims = [...state.claiming, ...state.places.takeAllReady()];
  const neverSent = [...state.takingBack, ...claims];
  const back = neverSent.map((claim) => claim.row.id);
  // The requests in flight have reached the back-end: their answers are awaited (each within its
  // own timeout) and recorded, not cut short into doubt; the stop's grace is only a backstop.
  const backstop = setTimeout(() => state.cancel.abort(error), state.options.stopGraceMs);
  await Promise.allSettled(state.inFlight.values());
  clearTimeout(backstop);
  const at = state.now().toISOString();
  const answers = [...state.recording, ...state.answered.splice(0)];
  // Held until the journal records them, or they are saved: the outage's notices count them.
  state.recording = answers;
  const settled = await settleFailedRun(journal, { neverSent: back, answers }, answerContextOf(state, at));
  const { unrecorded } = settled;
  // Answers recorded on the way out are outcomes as a turn's are: the summary counts them created or in doubt.
  const { pausedMs } = state.pause.figures();
  for (const outcome of settled.recorded) state.options.onOutcome?.(outcome, pausedMs, true);
  // The ready claims were committed as sending, those the failed turn claimed were not.
  const readyHeld = state.takingBack.length + claims.length - state.claiming.length;
  holdSending(state, unrecorded.length + (settled.neverSentHeld ? readyHeld : 0));
  // Still `sending` in the journal, never sent: saved with the answers, for resolve --from to record not created.
  const held = settled.neverSentHeld ? answerNeverSent(neverSent) : [];
  return withUnrecordedAnswers(error, journal.location, state.options.runId, [...unrecorded, ...held]);
}

function resultOf(state: SendLoopState): SendResult {
  const { halts, pause, quota, limiter } = state;
  const usedUp = quota.usedUp();
  // A run that ended with no create reaching the API is left undone, whatever its size; not one a signal stopped.
  const unreached = state.stopped ? undefined : halts.neverReached();
  const halted =
    (usedUp && quotaHaltReason(usedUp)) ?? halts.apiHalt() ?? pause.halt() ?? halts.stormHalt() ?? unreached;
  return {
    stopped: state.stopped && rowsLeft(state),
    sent: state.sent,
    halted,
    rejectionStorm: halted !== undefined && halted === halts.stormHalt(),
    unavailable:
      usedUp === undefined &&
      halted !== undefined &&
      (isUnreachableHalt(halted) || (halted === pause.halt() && !isRedirectHalt(halted))),
    throttled: state.throttled,
    sentAgain: state.sentAgain,
    stoppedWaiting: state.stoppedWaiting,
    settledConcurrency: limiter ? settledConcurrency(limiter) : undefined,
    pacedPerSecond: state.pacer.perSecond(),
    quotaUsedUp: usedUp,
    ...pause.figures(),
  };
}
