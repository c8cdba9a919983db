/**
 * How big the reliability runs are: `RELIABILITY_SCALE=full` the large setting, the default `ci`
 * one that finishes in a few minutes on a two-core machine.
 */

export interface ReliabilityScale {
  name: 'ci' | 'full';
  /**
   * Where the killed uploads die: `phases`, one in each phase of an upload (start-up, mid-run, the
   * last claims; see choose-kill-points.ts), or `random`, points drawn at random over the whole upload.
   */
  killPoints: 'phases' | 'random';
  /** Uploads killed with SIGKILL, each followed by a resume, on a SQLite journal. */
  crashRuns: number;
  /** The same on a PostgreSQL journal (fewer: each also creates a database and connects to it). */
  postgresCrashRuns: number;
  /** Invoices in each killed upload (and in each upload stopped by SIGTERM). */
  crashInvoices: number;
  /** Uploads stopped by SIGTERM, each followed by a resume, per journal backend. */
  stopRuns: number;
  /** Invoices in the upload at 10% gateway failures and 2% lost responses. */
  faultInvoices: number;
  /** Longest a single validate or upload of a bad input may take, ms. */
  badInputBoundMs: number;
}

/**
 * CI: 3 killed uploads of 100 invoices on each journal, one in each phase of an upload (100
 * invoices pass through every phase: one staging batch, a dozen rounds of 8 creates), 2 stopped by
 * SIGTERM on each, 1,000 invoices under faults on each; the bad-input corpus (48 cases) is the
 * same at both scales.
 */
const CI: ReliabilityScale = {
  name: 'ci',
  killPoints: 'phases',
  crashRuns: 3,
  postgresCrashRuns: 3,
  crashInvoices: 100,
  stopRuns: 2,
  faultInvoices: 1000,
  badInputBoundMs: 30_000,
};

/**
 * The large setting: 20 killed uploads of 2,000 invoices on SQLite (10 on PostgreSQL) at random
 * points, 5 stopped by SIGTERM on each, 5,000 invoices under faults on each.
 */
const FULL: ReliabilityScale = {
  name: 'full',
  killPoints: 'random',
  crashRuns: 20,
  postgresCrashRuns: 10,
  crashInvoices: 2000,
  stopRuns: 5,
  faultInvoices: 5000,
  badInputBoundMs: 30_000,
};

function pickScale(text: string | undefined): ReliabilityScale {
  if (text === undefined || text === '' || text === 'ci') return CI;
  if (text === 'full') return FULL;
  throw new Error(`RELIABILITY_SCALE: expected "ci" or "full", got "${text}"`);
}

export const SCALE = pickScale(process.env.RELIABILITY_SCALE);

/** Seed of every random choice of the suite (kill points, fault plans); RELIABILITY_SEED overrides it. */
export const SEED = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : 20_260_501;
