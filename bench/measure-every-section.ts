/**
 * Runs every section of the bench in turn, at the sizes of the scale: what each measures is in its
 * *-bench.ts, how its figures read as rows in describe-*-rows.ts. Each section's figures come back
 * with its rows, for BENCH_JSON.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchScale } from './bench-scale.js';
import { benchEndToEnd } from './end-to-end-bench.js';
import { scoreCorpus } from './infer-corpus/score-corpus.js';
import { benchIngest } from './ingest-bench.js';
import { benchFormulas } from './formula-bench.js';
import { benchPostInvoices } from './post-invoices-bench.js';
import { benchBarePost } from './bare-post-bench.js';
import { benchRawHttpPool } from './raw-http-pool-bench.js';
import { benchValidateCli } from './validate-cli-bench.js';
import {
  benchSharedJournal,
  sharedJournalRows,
  SHARED_CONCURRENCY,
  SHARED_LATENCY_MS,
} from './shared-journal-bench.js';
import { benchThrottling } from './throttle-bench.js';
import { benchSpikeArrest, spikeArrestRows } from './spike-arrest-bench.js';
import { benchWriteResults } from './write-results-bench.js';
import { formulaRows, ingestRows, validateRows } from './describe-ingest-rows.js';
import {
  ABOVE_CAPACITY,
  GATEWAY_CAPACITY,
  GATEWAY_LATENCY_MS,
  LATENCY_MS,
  postingRows,
  RAW_POOL_CONCURRENCY,
  throttleRows,
  type PostingFigures,
} from './describe-posting-rows.js';
import {
  annotateRows,
  END_TO_END_CONCURRENCY,
  endToEndRows,
  registerRows,
  resultsRows,
} from './describe-upload-rows.js';
import { inferRows, scoreHeldOutSets } from './describe-infer-rows.js';
import { benchHoldTwins, holdTwinsRows } from './hold-twins-bench.js';
import { progress, section } from './measure-section.js';

/** Every section's rows and figures, in the order they ran. */
export async function measureEverySection(scale: BenchScale, dir: string) {
  const ingest = await section(
    '1',
    'ingest',
    () => benchIngest({ lines: scale.ingestLines, repeats: scale.repeats, dir }),
    ingestRows,
  );
  const posting = await section(
    '2',
    'posting',
    async () => {
      const results: PostingFigures[] = [];
      for (const [concurrency, invoices] of Object.entries(scale.postInvoices).map(
        ([c, n]) => [Number(c), n] as const,
      )) {
        progress(`posting at concurrency ${concurrency} ...`);
        const bare = await benchBarePost({ concurrency, latencyMs: LATENCY_MS, invoices });
        const result = await benchPostInvoices({ concurrency, latencyMs: LATENCY_MS, invoices, dir });
        const raw =
          concurrency === RAW_POOL_CONCURRENCY
            ? await benchRawHttpPool({ concurrency, latencyMs: LATENCY_MS, invoices })
            : undefined;
        results.push({ concurrency, invoices, result, bare, raw });
      }
      return results;
    },
    postingRows,
  );
  const results = await section(
    '4',
    'results workbook',
    () => benchWriteResults({ invoices: scale.resultsInvoices, repeats: scale.repeats, dir }),
    (r) => resultsRows(r, scale.resultsInvoices),
  );
  const endToEnd = await section(
    '3',
    'end-to-end upload',
    () => benchEndToEnd({ invoices: scale.endToEndInvoices, concurrency: END_TO_END_CONCURRENCY, dir }),
    endToEndRows,
  );
  const annotated = await section(
    '3c',
    'end-to-end upload with --annotate',
    () => benchEndToEnd({ invoices: scale.endToEndInvoices, concurrency: END_TO_END_CONCURRENCY, dir, annotate: true }),
    (r) => annotateRows(r, endToEnd.value),
  );
  const register = await section(
    '3d',
    'end-to-end upload of a month-end register XLSX',
    () =>
      benchEndToEnd({
        invoices: scale.registerInvoices,
        concurrency: END_TO_END_CONCURRENCY,
        dir,
        register: true,
      }),
    registerRows,
  );

  const formulas = await section(
    '6',
    'formulas',
    () => benchFormulas({ lines: scale.ingestLines, repeats: scale.repeats, dir }),
    formulaRows,
  );
  const validate = await section(
    '7',
    'validate CLI',
    () =>
      benchValidateCli({ lines: scale.ingestLines, largeLines: scale.ingestLines * 4, repeats: scale.repeats, dir }),
    validateRows,
  );

  const corpusDir = join(dir, 'infer-corpus');
  mkdirSync(corpusDir);
  const infer = await section(
    '5',
    'mapping infer corpus',
    async () => ({
      tuning: await scoreCorpus(corpusDir),
      heldOut: await scoreHeldOutSets(corpusDir),
    }),
    inferRows,
  );

  const shared = await section(
    '8',
    'shared PostgreSQL journal',
    () =>
      benchSharedJournal({
        invoices: scale.sharedInvoices,
        latencyMs: SHARED_LATENCY_MS,
        concurrency: SHARED_CONCURRENCY,
        costInvoices: scale.journalCostInvoices,
        dir,
      }),
    (r) => sharedJournalRows(r, scale.sharedInvoices),
  );

  const throttling = await section(
    '9',
    'throttling gateway',
    () =>
      benchThrottling({
        capacity: GATEWAY_CAPACITY,
        latencyMs: GATEWAY_LATENCY_MS,
        invoices: scale.throttleInvoices,
        concurrency: ABOVE_CAPACITY,
        dir,
      }),
    throttleRows,
  );

  const spikeArrest = await section(
    '10',
    'spike arrest gateway',
    () => benchSpikeArrest({ perSecond: 40, invoices: 600, concurrency: 8, dir }),
    spikeArrestRows,
  );

  const holdTwins = await section(
    '11',
    'in-file twin hold',
    async () => {
      const figures = [];
      for (const invoices of scale.holdTwinsInvoices) figures.push(await benchHoldTwins({ invoices, dir }));
      return figures;
    },
    holdTwinsRows,
  );

  return {
    ingest,
    posting,
    results,
    endToEnd,
    annotated,
    register,
    formulas,
    validate,
    infer,
    shared,
    throttling,
    spikeArrest,
    holdTwins,
  };
}
