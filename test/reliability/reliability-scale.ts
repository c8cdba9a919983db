/**
 * How big the reliability runs are: `RELIABILITY_SCALE=full` gives the sizes of the issue, the
 * default `ci` a setting that finishes in a few minutes on a two-core machine.
 */

export interface ReliabilityScale {
  name: 'ci' | 'full';
  /** Uploads killed with SIGKILL, each followed by a resume. */
  crashRuns: number;
  /** Invoices in each killed upload. */
  crashInvoices: number;
  /** Invoices in the upload at 10% gateway failures and 2% lost responses. */
  faultInvoices: number;
  /** Longest a single validate or upload of a bad input may take, ms. */
  badInputBoundMs: number;
}

/**
 * CI: 4 killed uploads of 300 invoices, 1,000 invoices under faults; the bad-input corpus (48
 * cases) is the same at both scales. The whole suite takes about 2 minutes on two cores.
 */
const CI: ReliabilityScale = {
  name: 'ci',
  crashRuns: 4,
  crashInvoices: 300,
  faultInvoices: 1000,
  badInputBoundMs: 30_000,
};

/** The numbers: 20 killed uploads of 2,000 invoices; about 7 minutes on two cores. */
const FULL: ReliabilityScale = {
  name: 'full',
  crashRuns: 20,
  crashInvoices: 2000,
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
