/**
 * Sizes of every benchmark. The default is the size the performance goals are stated for;
 * `BENCH_SCALE=small` divides them by about ten for a quick check that everything runs.
 */
export interface BenchScale {
  name: 'full' | 'small';
  /** Lines of the generated ingest files; the memory comparison also reads a quarter of it. */
  ingestLines: number;
  /** Each ingest reader and each results writer is measured this often, alternately; the best run counts. */
  repeats: number;
  /** Invoices posted at each concurrency of the posting comparison. */
  postInvoices: Record<number, number>;
  /** Invoices of the end-to-end upload (two lines each). */
  endToEndInvoices: number;
  /** Invoices of the end-to-end upload of a month-end register XLSX (one row each). */
  registerInvoices: number;
  /** Invoices of the journal run the results workbook is written from. */
  resultsInvoices: number;
  /** Invoices of the file one and three workers upload on a shared PostgreSQL journal. */
  sharedInvoices: number;
  /** Invoices of the journal-cost comparison (SQLite against PostgreSQL). */
  journalCostInvoices: number;
  /** Invoices of each upload through a gateway with a capacity limit. */
  throttleInvoices: number;
  /** Staged invoices of the runs the in-file twin hold is measured over, smaller first. */
  holdTwinsInvoices: readonly number[];
}

const FULL: BenchScale = {
  name: 'full',
  ingestLines: 100_000,
  repeats: 3,
  postInvoices: { 4: 2000, 16: 5000, 32: 5000 },
  endToEndInvoices: 50_000,
  registerInvoices: 20_000,
  resultsInvoices: 50_000,
  sharedInvoices: 3000,
  journalCostInvoices: 5000,
  throttleInvoices: 1000,
  holdTwinsInvoices: [100_000, 1_000_000],
};

const SMALL: BenchScale = {
  name: 'small',
  ingestLines: 10_000,
  repeats: 1,
  postInvoices: { 4: 200, 16: 500, 32: 500 },
  endToEndInvoices: 5000,
  registerInvoices: 2000,
  resultsInvoices: 5000,
  sharedInvoices: 600,
  journalCostInvoices: 1000,
  throttleInvoices: 200,
  holdTwinsInvoices: [10_000],
};

/** The scale named by BENCH_SCALE (`small`, else full). */
export function benchScale(env: NodeJS.ProcessEnv = process.env): BenchScale {
  return env.BENCH_SCALE === 'small' ? SMALL : FULL;
}
