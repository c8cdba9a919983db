/**
 * One turn of the send loop, in one transaction: record the answers that came in, take back the
 * ready claims when the run stops or pauses, then claim what may be sent now. Until the commit,
 * the state's `recording`, `takingBack` and `claiming` say what the turn holds. The transaction may
 * be run again (a PostgreSQL connection lost before its commit was known, and found not committed):
 * what it changes of the loop's rows is put back before each new run of it, and what the answers
 * tell the loop (halts, pacing, a pause) is taken in once, before it.
 */
import { wordOfUnsent, type OutcomeWord } from '../../report/outcome-words.js';
import type { Journal, JournalStatements } from '../../journal/journal.js';
import { isConnectionCut } from '../../journal/postgres/wait-for-server.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { onCreateAnswer } from './adaptive-concurrency.js';
import { claimStagedRows, keyOf, mostlyTakenElsewhere, recordCreateAnswers } from './claim-staged-row.js';
import { gatherClaimBatch } from './gather-claim-batch.js';
import type { Claim } from './send-loop-options.js';
import { answerContextOf, type SendLoopState } from './send-loop-state.js';
import { stageReadyAgain } from './stage-ready-again.js';

/** How often invoices set aside for another process are planned again, ms. */
const RECHECK_MS = 250;

/**
 * Takes one turn; `outcomes` gets the outcomes committed with it, the answers' first. Returns the
 * claims made ready. Throws when the transaction failed, its claims then in `state.claiming`.
 */
export async function takeTurn(journal: Journal, state: SendLoopState, outcomes: OutcomeWord[]): Promise<Claim[]> {
  takeAnswers(state);
  takeReadyBack(state);
  const putBack = saveRows(state);
  let runs = 0;
  return journal.transaction(
    (tx) => {
      // Run again: the last run was not committed, so nothing it did to the loop's rows stands.
      if (runs++ > 0) putBack();
      return turnStatements(state, tx, outcomes).catch((error: unknown) => {
        // At once, not after the rollback: no answer coming in meanwhile starts a ready claim. A lost
        // connection is waited out instead, the claims ready before it still going.
        if (!isConnectionCut(error)) state.stopped = true;
        throw error;
      });
    },
    { repeatable: true },
  );
}

async function turnStatements(state: SendLoopState, tx: JournalStatements, outcomes: OutcomeWord[]) {
  outcomes.length = 0;
  const at = state.now().toISOString();
  outcomes.push(...(await recordCreateAnswers(tx, state.recording, answerContextOf(state, at))));
  if (state.takingBack.length > 0)
    state.released.unshift(...(await stageReadyAgain(tx, state.takingBack, state.waiting, at)));
  const claims = await claimRows(state, tx, outcomes, at);
  outcomes.push(...state.screened.splice(0));
  return claims;
}

/** The answers that came in become the turn's to record; what they tell the loop is taken in now, once. */
function takeAnswers(state: SendLoopState) {
  const answers = state.answered.splice(0);
  state.recording = answers;
  const { halts, pacer, pause, waiting } = state;
  for (const { claim, outcome, rttMs, active: answeredWith, stoppedWaiting } of answers) {
    const key = keyOf(claim.row);
    // Kept from going again by the stop: its throttled answers were told as they came; this is no answer of the API.
    if (!stoppedWaiting) {
      halts.record(outcome);
      pacer.onAccepted();
      if (state.limiter)
        state.limiter = onCreateAnswer(state.limiter, outcome, { rttMs, inFlight: answeredWith, epoch: claim.epoch });
    }
    // Like a stop: the answers in flight are still awaited and recorded, nothing new is taken.
    if (halts.apiHalt() || halts.stormHalt()) state.stopped = true;
    // A run that stops sends nothing more: a pause, which waits for the API to answer again, would say otherwise.
    if (!state.stopped) pause.record(outcome);
    state.inFlight.delete(key);
    state.released.push(...(waiting.get(key) ?? []));
    waiting.delete(key);
    if (outcome.kind !== 'created') state.undecided -= 1;
  }
}

/** The loop's rows as they are; the function returned puts them back so. */
function saveRows(state: SendLoopState): () => void {
  const released = [...state.released];
  const deferred = [...state.deferred];
  const screened = [...state.screened];
  const waiting = [...state.waiting].map(([key, rows]) => [key, [...rows]] as const);
  const putBackReader = state.rows.save();
  return () => {
    state.released.splice(0, state.released.length, ...released);
    state.deferred.splice(0, state.deferred.length, ...deferred);
    state.screened.splice(0, state.screened.length, ...screened);
    state.waiting.clear();
    for (const [key, rows] of waiting) state.waiting.set(key, [...rows]);
    putBackReader();
  };
}

/** On a stop, a halt or a pause, ready claims are staged again: their requests never left. */
function takeReadyBack(state: SendLoopState) {
  const { places, pause } = state;
  if (places.readyCount() === 0 || !(state.stopped || pause.isOpen() || pause.halt() !== undefined)) return;
  // Taken out before the transaction, so that no answer coming in meanwhile starts one of them.
  state.takingBack = places.takeAllReady();
}

/** Claims as many rows as there are places for, a batch at a time, while the run may take more. */
async function claimRows(state: SendLoopState, tx: JournalStatements, outcomes: OutcomeWord[], at: string) {
  const { places, pause, pacer, options } = state;
  const claims: Claim[] = [];
  state.claiming = claims;
  const claimed = (key: string) =>
    state.inFlight.has(key) || claims.some((claim) => keyOf(claim.row) === key) || places.isReady(key);
  const park = (key: string, row: StagedInvoice) => state.waiting.set(key, [...(state.waiting.get(key) ?? []), row]);
  const nextRow = async () => state.released.shift() ?? (await state.rows.next(tx));
  for (let more = true; more && !state.stopped && !pause.isOpen() && places.retriesWaiting() === 0;) {
    const room = places.room(state.answered.length) - claims.length;
    if (room <= 0) break;
    // As many rows as there are places (one at a time under a rate), claimed together.
    const { batch, later, end } = await gatherClaimBatch(pacer.paced() ? 1 : room, nextRow, claimed, park);
    const answers = await claimStagedRows(tx, batch, options.runId, options.plan, at);
    if (mostlyTakenElsewhere(answers)) state.rows.moveOn();
    for (const [i, claim] of answers.entries()) {
      const row = batch[i] as StagedInvoice;
      if (claim.kind === 'send') {
        claims.push({ row, plan: claim.plan, attemptAt: 0, epoch: 0, holding: false });
      } else if (claim.kind === 'wait') park(keyOf(row), row);
      else if (claim.kind === 'defer') state.deferred.push(row);
      else if (claim.kind === 'decided') outcomes.push(wordOfUnsent(claim.state, claim.detail));
    }
    state.released.unshift(...later);
    // Rows set aside are looked at again later; armed after this batch's claims, which may have set rows aside.
    if (end && state.deferred.length > 0) state.recheckTimer.arm(RECHECK_MS, () => (state.recheck = true));
    more = !end || later.length > 0;
  }
  return claims;
}
