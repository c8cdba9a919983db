/**
 * Posts the staged invoices of one run at bounded concurrency (and an optional rate), reading them
 * from the journal a page at a time. Each turn of the loop is one durable transaction that records
 * the answers that came in and claims (`sending`) the next invoices; a request leaves only after
 * its claim is committed, and its answer is committed before anything depends on it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CreateOutcome } from '../finance-api/call-outcome.js';
import type { Invoice } from '../invoice/invoice-schema.js';
import type { Journal, JournalStatements } from '../journal/journal.js';
import type { Outcome } from '../journal/invoice-state.js';
import type { StagedInvoice } from '../journal/stage-statements.js';
import { planInvoice, type Plan, type PlanOptions } from './plan-invoice.js';
import { interpretCreateOutcome, type DuplicateRules } from './interpret-create-outcome.js';
import { recoverInterruptedRuns } from './recover-interrupted-runs.js';
import { settleHeldRows } from './settle-held-rows.js';
import { createTokenBucket, msUntilToken, tryTakeToken, type TokenBucket } from './token-bucket.js';
import { HEALTHY, nextApiHealth, type ApiHealth } from './watch-api-health.js';
import {
  createLimiter,
  currentLimit,
  onAnswered,
  onOverload,
  settledConcurrency,
  type ConcurrencyLimiter,
} from './adaptive-concurrency.js';
import { isGatewayFailure } from './gateway-breaker.js';
import { createBreakerPause, type Probe } from './pause-for-gateway.js';

/** What the send loop gives each create, to learn of throttling and to pace the attempts after it. */
export interface SendHooks {
  /** Aborted when the upload stops: ends a wait between throttled attempts. */
  waitSignal: AbortSignal;
  /** A throttled answer came (429, 503 with Retry-After): the create gives its place back. */
  onThrottle: (throttle: { status: number; waitMs: number | undefined }) => void;
  /** Resolves when the create may go again (a place is free), or false when the upload stops. */
  beforeRetry: () => Promise<boolean>;
}
import { DEFAULT_STOP_AFTER_REJECTIONS, startRejectionWatch, watchRejections } from './watch-rejection-storm.js';

export interface SendOptions {
  runId: number;
  /** Requests in flight at most; with `adaptive`, the most the limiter may reach. @default 4 */
  concurrency: number;
  /** Find the concurrency while sending (`--concurrency auto`), never above `concurrency`. @default false */
  adaptive?: boolean | undefined;
  /** Asks the finance API a read-only question while the breaker is open; without it the breaker never opens. */
  probe?: Probe | undefined;
  /** How long the breaker may stay open before the upload gives up, ms. @default 600000 */
  maxPauseMs?: number | undefined;
  /** Told, in a sentence, when the upload pauses for gateway failures and when it resumes. */
  onNotice?: ((text: string) => void) | undefined;
  /** Requests per second at most; undefined: as fast as concurrency allows. */
  ratePerSecond?: number | undefined;
  plan: PlanOptions;
  duplicates: DuplicateRules;
  /** Sends one create request; `signal` ends it early only when a stop outlasts `stopGraceMs`. */
  send: (invoice: Invoice, signal: AbortSignal, hooks: SendHooks) => Promise<CreateOutcome>;
  /** Aborted: take no new invoice, wait for the answers in flight. */
  signal?: AbortSignal | undefined;
  /** How long a stop waits for answers in flight before cancelling them (they become in doubt), ms. */
  stopGraceMs: number;
  /** Stop when the first this-many invoices sent were all rejected for one reason; 0: never. @default 25 */
  stopAfterRejections?: number | undefined;
  /** Called once per invoice as its outcome is committed. */
  onOutcome?: (outcome: Outcome) => void;
  /**
   * Begin at a random place in the run's rows and wrap around. Workers uploading one file on a
   * shared journal then take different invoices, instead of each finding the next invoice just
   * claimed by another and setting it aside. @default false (file order)
   */
  startAnywhere?: boolean | undefined;
  /** Staged rows read per page. @default max(64, 4 x concurrency) */
  pageSize?: number;
  now?: () => Date;
}

export interface SendResult {
  /** The signal stopped the run before every invoice was taken. */
  stopped: boolean;
  /** Create requests made. */
  sent: number;
  /** Why the run took no more invoices by itself (API key refused, API unreachable, a rejection storm); the rest stay staged. */
  halted: string | undefined;
  /** Throttled answers (429, 503 with Retry-After); each create was sent again after the wait. */
  throttled: number;
  /** With `adaptive`: the concurrency the run settled on. */
  settledConcurrency: number | undefined;
  /** Times the run paused for gateway failures, and ms paused in all. */
  pauses: number;
  pausedMs: number;
  /** The halt was a rejection storm: the file, not the finance system, is at fault. */
  rejectionStorm: boolean;
}

interface Claim {
  row: StagedInvoice;
  plan: Extract<Plan, { action: 'post' | 'retry' }>;
  /** When the current attempt left, and the limiter's epoch then. */
  attemptAt: number;
  epoch: number;
  /** The create holds one of the places counted against the limit. */
  holding: boolean;
}

/** How often invoices set aside for another process are planned again, ms. */
const RECHECK_MS = 250;

/** A row id just before a random staged row of the run; undefined when fewer than two are staged. */
async function randomPlace(journal: Journal, runId: number): Promise<number | undefined> {
  const range = await journal.stage.stagedIdRange(runId);
  if (range === undefined || range.last === range.first) return undefined;
  return range.first - 1 + Math.floor(Math.random() * (range.last - range.first + 1));
}

const keyOf = (row: StagedInvoice) => `${row.targetIdentity}\u0000${row.payeeId}\u0000${row.invoiceNumber}`;

export async function sendStagedInvoices(journal: Journal, options: SendOptions): Promise<SendResult> {
  const now = options.now ?? (() => new Date());
  const concurrency = Math.max(1, options.concurrency);
  const pageSize = options.pageSize ?? Math.max(64, concurrency * 4);
  const cancel = new AbortController();

  let page: StagedInvoice[] = [];
  let pageIndex = 0;
  let exhausted = false;
  const released: StagedInvoice[] = [];
  // Keys another process holds or is sending: planned again later, once its answer is in or it is found dead.
  const deferred: StagedInvoice[] = [];
  let recheckTimer: NodeJS.Timeout | undefined;
  let recheck = false;
  const waiting = new Map<string, StagedInvoice[]>();
  const inFlight = new Map<string, Promise<void>>();
  const answered: { claim: Claim; outcome: CreateOutcome; rttMs: number; active: number }[] = [];
  let bucket: TokenBucket | undefined = options.ratePerSecond
    ? createTokenBucket(options.ratePerSecond, Date.now())
    : undefined;
  let stopped = false;
  let sent = 0;
  let health: ApiHealth = HEALTHY;
  let limiter: ConcurrencyLimiter | undefined = options.adaptive ? createLimiter(concurrency) : undefined;
  const limit = () => (limiter ? currentLimit(limiter) : concurrency);
  let throttled = 0;
  /** Creates holding a place: at the server, not waiting after a throttled answer. */
  let active = 0;
  /** Throttled creates whose wait is over, waiting for a place; they go before new invoices. */
  const retryQueue: ((go: boolean) => void)[] = [];
  /** Aborted on stop or halt: ends the waits of throttled creates at once. */
  const stopping = new AbortController();
  let storm = startRejectionWatch(options.stopAfterRejections ?? DEFAULT_STOP_AFTER_REJECTIONS);
  let stormHalt: string | undefined;

  let poked = false;
  let wake: (() => void) | undefined;
  const poke = () => {
    poked = true;
    wake?.();
  };
  let graceTimer: NodeJS.Timeout | undefined;
  let rateTimer: NodeJS.Timeout | undefined;
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

  // With `startAnywhere`, the rows after a random place first, then the rows up to it.
  const wrapAt = options.startAnywhere ? await randomPlace(journal, options.runId) : undefined;
  let cursor = wrapAt ?? 0;
  let untilId: number | undefined;
  const nextRow = async (tx: JournalStatements): Promise<StagedInvoice | undefined> => {
    const again = released.shift();
    if (again) return again;
    while (pageIndex >= page.length && !exhausted) {
      page = await tx.stage.listStagedPage(options.runId, cursor, pageSize, untilId);
      pageIndex = 0;
      cursor = page[page.length - 1]?.id ?? cursor;
      if (page.length === pageSize) break;
      if (wrapAt !== undefined && untilId === undefined) {
        untilId = wrapAt;
        cursor = 0;
      } else exhausted = true;
    }
    return page[pageIndex++];
  };
  const rowsLeft = () =>
    released.length > 0 || pageIndex < page.length || !exhausted || waiting.size > 0 || deferred.length > 0;

  /** One transaction: record the answers, then claim what may be sent now. */
  const turn = async (tx: JournalStatements, outcomes: Outcome[]): Promise<Claim[]> => {
    const at = now().toISOString();
    const touchedRuns = new Set<number>();
    for (const { claim, outcome, rttMs, active: answeredWith } of answered.splice(0)) {
      const key = keyOf(claim.row);
      const retryOf = claim.plan.action === 'retry' ? claim.plan.inDoubt : [];
      const meaning = interpretCreateOutcome(outcome, retryOf, options.runId, options.duplicates);
      await tx.send.recordOutcome(claim.row.id, { ...meaning.own, at });
      outcomes.push(meaning.own.state);
      health = nextApiHealth(health, outcome);
      if (limiter && isGatewayFailure(outcome)) limiter = onOverload(limiter, claim.epoch);
      else if (limiter && !(outcome.kind === 'http-error' && (outcome.status === 429 || outcome.status === 503)))
        limiter = onAnswered(limiter, { rttMs, inFlight: answeredWith, epoch: claim.epoch });
      pause.record(outcome);
      const watched = watchRejections(storm, outcome);
      storm = watched.watch;
      stormHalt ??= watched.stop;
      // Like a stop: the answers in flight are still awaited and recorded, nothing new is taken.
      if (health.halt || stormHalt) stopped = true;
      for (const settlement of meaning.settle) {
        await tx.resolve.resolveInvoice(settlement.rowId, { ...settlement, at });
        touchedRuns.add(retryOf.find((row) => row.id === settlement.rowId)?.runId ?? options.runId);
      }
      if (retryOf.length > 0) {
        const createdAs =
          meaning.own.state === 'created'
            ? meaning.own.instanceId
            : meaning.settle.find((s) => s.state === 'created')?.instanceId;
        if (createdAs) for (const runId of await settleHeldRows(tx, claim.row, createdAs, at)) touchedRuns.add(runId);
      }
      inFlight.delete(key);
      released.push(...(waiting.get(key) ?? []));
      waiting.delete(key);
    }
    touchedRuns.delete(options.runId);
    for (const runId of touchedRuns) await tx.runs.refreshRunCounts(runId);

    const claims: Claim[] = [];
    while (!stopped && !pause.isOpen() && retryQueue.length === 0 && active + claims.length < limit()) {
      if (bucket) {
        const wait = msUntilToken(bucket, Date.now());
        if (wait > 0) {
          rateTimer ??= setTimeout(() => {
            rateTimer = undefined;
            poke();
          }, wait);
          break;
        }
      }
      const row = await nextRow(tx);
      if (!row) {
        if (deferred.length > 0) {
          recheckTimer ??= setTimeout(() => {
            recheckTimer = undefined;
            recheck = true;
            poke();
          }, RECHECK_MS);
        }
        break;
      }
      const key = keyOf(row);
      if (inFlight.has(key) || claims.some((claim) => keyOf(claim.row) === key)) {
        waiting.set(key, [...(waiting.get(key) ?? []), row]);
        continue;
      }
      if (!(await tx.send.claimKey(row))) {
        deferred.push(row);
        continue;
      }
      const plan = planInvoice(
        { runId: options.runId, payloadHash: row.payloadHash },
        await tx.send.findKeyRows(row, row.id),
        options.plan,
      );
      if (plan.action === 'post' || plan.action === 'retry') {
        // A row settled meanwhile by another process (it judged this run dead) is never sent.
        if (!(await tx.send.markSending(row.id, at))) continue;
        if (bucket) bucket = tryTakeToken(bucket, Date.now()).bucket;
        claims.push({ row, plan, attemptAt: 0, epoch: 0, holding: false });
      } else if (plan.action === 'wait') {
        waiting.set(key, [...(waiting.get(key) ?? []), row]);
      } else if (plan.action === 'busy') {
        deferred.push(row);
      } else {
        const state = plan.action === 'skip' ? 'skipped' : 'in-doubt';
        await tx.send.recordOutcome(row.id, {
          state,
          instanceId: plan.action === 'skip' ? plan.instanceId : undefined,
          detail: plan.detail,
          attempts: 0,
          at,
        });
        outcomes.push(state);
      }
    }
    return claims;
  };

  const take = (claim: Claim) => {
    active += 1;
    claim.holding = true;
    claim.attemptAt = Date.now();
    claim.epoch = limiter?.epoch ?? 0;
  };
  const release = (claim: Claim) => {
    if (!claim.holding) return;
    claim.holding = false;
    active -= 1;
  };
  /** Lets throttled creates go again while places are free; on stop, tells them to give up. */
  const admitRetries = () => {
    const go = !stopped && !pause.isOpen();
    while (retryQueue.length > 0 && (!go || active < limit())) retryQueue.shift()?.(go);
  };
  const start = (claim: Claim) => {
    sent += 1;
    take(claim);
    const hooks: SendHooks = {
      waitSignal: stopping.signal,
      onThrottle: () => {
        throttled += 1;
        release(claim);
        if (limiter) limiter = onOverload(limiter, claim.epoch);
        poke();
      },
      beforeRetry: () =>
        new Promise<boolean>((resolve) => {
          retryQueue.push((go) => {
            if (go) take(claim);
            resolve(go);
          });
          poke();
        }),
    };
    const request = (async () => {
      let outcome: CreateOutcome;
      try {
        outcome = await options.send(JSON.parse(claim.row.payloadJson) as Invoice, cancel.signal, hooks);
      } catch (error) {
        // The request may have left before the failure: never assume it did not.
        const reason = error instanceof Error ? error.message : String(error);
        outcome = { kind: 'in-doubt', reason: `unexpected failure while sending: ${reason}`, attempts: 1 };
      }
      answered.push({ claim, outcome, rttMs: Date.now() - claim.attemptAt, active });
      release(claim);
      poke();
    })();
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
      const claims = await journal.transaction((tx) => turn(tx, outcomes));
      for (const outcome of outcomes) options.onOutcome?.(outcome);
      if (pause.halt()) stopped = true;
      if (stopped) stopping.abort();
      admitRetries();
      for (const claim of claims) start(claim);
      pause.whenIdle(active === 0 && retryQueue.length === 0);
      if (inFlight.size === 0 && answered.length === 0 && (stopped || (!rowsLeft() && rateTimer === undefined))) break;
      if (!poked) await new Promise<void>((resolve) => (wake = resolve));
      // Answers that arrive together are recorded together: one commit for many.
      await nextTurn();
      poked = false;
      wake = undefined;
    }
  } catch (error) {
    cancel.abort(error);
    await Promise.allSettled(inFlight.values());
    throw error;
  } finally {
    stopping.abort();
    pause.close();
    clearTimeout(graceTimer);
    clearTimeout(rateTimer);
    clearTimeout(recheckTimer);
    options.signal?.removeEventListener('abort', onStop);
  }
  const halted = health.halt ?? pause.halt() ?? stormHalt;
  return {
    stopped: stopped && rowsLeft(),
    sent,
    halted,
    rejectionStorm: halted !== undefined && halted === stormHalt,
    throttled,
    settledConcurrency: limiter ? settledConcurrency(limiter) : undefined,
    pauses: pause.figures().pauses,
    pausedMs: pause.figures().pausedMs,
  };
}
