/**
 * One turn of the send loop, in one transaction: record the answers that came in, take back the
 * ready claims when the run stops or pauses, then claim what may be sent now. Until the commit,
 * the state's `recording`, `takingBack` and `claiming` say what the turn holds.
 */
import { wordOfUnsent, type OutcomeWord } from '../../report/outcome-words.js';
import type { JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { onCreateAnswer } from './adaptive-concurrency.js';
import { claimStagedRows, keyOf, mostlyTakenElsewhere, recordCreateAnswers } from './claim-staged-row.js';
import { gatherClaimBatch } from './gather-claim-batch.js';
import type { Claim } from './send-loop-options.js';
import { answerContextOf, type SendLoopState } from './send-loop-state.js';
import { stageReadyAgain } from './stage-ready-again.js';

/** How often invoices set aside for another process are planned again, ms. */
const RECHECK_MS = 250;

/** Pushes the outcomes committed with the turn onto `outcomes`, the answers' first; returns the claims made ready. */
export async function takeTurn(state: SendLoopState, tx: JournalStatements, outcomes: OutcomeWord[]): Promise<Claim[]> {
  const at = state.now().toISOString();
  await recordAnswers(state, tx, outcomes, at);
  await takeBackReady(state, tx, at);
  const claims = await claimRows(state, tx, outcomes, at);
  outcomes.push(...state.screened.splice(0));
  return claims;
}

async function recordAnswers(state: SendLoopState, tx: JournalStatements, outcomes: OutcomeWord[], at: string) {
  const answers = state.answered.splice(0);
  state.recording = answers;
  outcomes.push(...(await recordCreateAnswers(tx, answers, answerContextOf(state, at))));
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

/** On a stop, a halt or a pause, ready claims are staged again: their requests never left. */
async function takeBackReady(state: SendLoopState, tx: JournalStatements, at: string) {
  const { places, pause } = state;
  if (places.readyCount() === 0 || !(state.stopped || pause.isOpen() || pause.halt() !== undefined)) return;
  // Taken out before the statement, so that no answer coming in meanwhile starts one of them.
  const back = places.takeAllReady();
  state.takingBack = back;
  state.released.unshift(...(await stageReadyAgain(tx, back, state.waiting, at)));
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
