import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import {
  BREAKER_TRIP,
  CLOSED_BREAKER,
  inFlightBound,
  OUTAGE_DOUBT_CAP,
  recordCreate,
  recordProbe,
} from '../../../src/batch/send/gateway-breaker.js';

const reached: CreateOutcome = { kind: 'rejected', status: 200, retcode: 4, message: 'refused', attempts: 1 };
const lost: CreateOutcome = { kind: 'in-doubt', status: 504, reason: 'HTTP 504', attempts: 1 };

/**
 * Drives the breaker as the upload does: up to `concurrency` creates in flight (fewer when the
 * breaker says so), the oldest answered first, each taking the next answer of `answers` (reached
 * once they run out); an open breaker's probe is answered once nothing is in flight.
 */
function run(
  answers: boolean[],
  invoices: number,
  concurrency: number,
): { inDoubt: number; outageDoubts: number; stopped: boolean } {
  let breaker = CLOSED_BREAKER;
  let sent = 0;
  let inDoubt = 0;
  let now = 0;
  const inFlight: boolean[] = [];
  // Creates answered since the breaker last closed: the window a pause is judged on.
  let sinceClose: boolean[] = [];
  // In doubt from outages: the lost creates of each window that paused or stopped the run, and each lost while paused or on trial.
  let outageDoubts = 0;
  while (sent < invoices || inFlight.length > 0) {
    now += 1;
    const open = breaker.openedAt !== undefined || breaker.trialFailed;
    while (!open && sent < invoices && inFlight.length < Math.min(concurrency, inFlightBound(breaker))) {
      inFlight.push(answers[sent] ?? true);
      sent += 1;
    }
    const answer = inFlight.shift();
    if (answer === undefined && breaker.trialFailed) break;
    if (answer === undefined) {
      breaker = recordProbe(breaker, true, now);
      sinceClose = [];
      continue;
    }
    if (!answer) inDoubt += 1;
    // Lost while paused, on trial, or after the stop (creates still in flight): all counted here.
    const closed = breaker.openedAt === undefined && !breaker.onTrial && !breaker.trialFailed;
    if (!closed && !answer) outageDoubts += 1;
    sinceClose.push(answer);
    const before = breaker;
    breaker = recordCreate(breaker, answer ? reached : lost, now);
    const pausedOrStopped = breaker.pauses > before.pauses || breaker.trialFailed;
    if (closed && pausedOrStopped) outageDoubts += sinceClose.slice(-10).filter((a) => !a).length;
  }
  return { inDoubt, outageDoubts, stopped: breaker.trialFailed };
}

it('a gateway that lets one create in nine through stops the run at its second pause, 14 in doubt at concurrency 1', () => {
  const cycle = [...Array.from({ length: 8 }, () => false), true];
  const answers = [true, ...Array.from({ length: 6 }, () => cycle).flat()];
  expect(run(answers, 50, 1)).toEqual({ inDoubt: 14, outageDoubts: 14, stopped: true });
});

// Runs of lost creates then runs of reached ones: the shapes of a flapping gateway, not only coin tosses.
const answerPatterns = fc
  .array(fc.tuple(fc.nat({ max: 12 }), fc.nat({ max: 4 })), { maxLength: 40 })
  .map((runs) => runs.flatMap(([l, r]) => [...Array<boolean>(l).fill(false), ...Array<boolean>(r).fill(true)]));

// The documented bound: the run's count stops it at OUTAGE_DOUBT_CAP, the last pausing window may
// add up to BREAKER_TRIP - 1 more, and creates in flight land after a pause and after the stop.
const documentedBound = (concurrency: number) => OUTAGE_DOUBT_CAP + BREAKER_TRIP - 1 + 2 * concurrency;

it('whatever the pattern of lost and reached creates, its outages leave at most 14 + twice the concurrency in doubt', () => {
  fc.assert(
    fc.property(answerPatterns, fc.integer({ min: 1, max: 8 }), (answers, concurrency) => {
      expect(run(answers, answers.length, concurrency).outageDoubts).toBeLessThanOrEqual(documentedBound(concurrency));
    }),
    { numRuns: 2000 },
  );
});

it('a gateway losing one create in ten at random does not stop a run of 40 most of the time', () => {
  let stopped = 0;
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 40, maxLength: 40 }), (draws) => {
      if (
        run(
          draws.map((d) => d !== 0),
          40,
          4,
        ).stopped
      )
        stopped += 1;
    }),
    { numRuns: 1000, seed: 7 },
  );
  expect(stopped).toBeLessThan(10);
});
