/**
 * `npm run bench`: every performance comparison of the project measured side by side in one run,
 * printed as one table (stdout); progress goes to stderr. BENCH_SCALE=small divides the sizes by
 * about ten for a quick check; BENCH_JSON=<file> also writes every figure as JSON; BENCH_ROWS=1,7
 * measures only the rows named (a number takes every row of that number, `3c` that row alone). The
 * exit code is 0 whether goals are met or not, and 1 only when a measurement could not be made.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchScale, type BenchScale } from './bench-scale.js';
import { describeMachine, machineLine } from './describe-machine.js';
import { benchEndToEnd, type EndToEndResult } from './end-to-end-bench.js';
import { scoreCorpus, type CorpusScore } from './infer-corpus/score-corpus.js';
import { HELD_OUT_SETS, type HeldOutSet } from './infer-held-out-sets.js';
import { benchIngest, type FormatFigures } from './ingest-bench.js';
import { benchFormulas, type FormulaBenchResult } from './formula-bench.js';
import { benchPostInvoices, type PostBenchResult } from './post-invoices-bench.js';
import { benchBarePost, type BarePostResult } from './bare-post-bench.js';
import { benchRawHttpPool, type RawPoolResult } from './raw-http-pool-bench.js';
import { benchValidateCli, type ValidateBenchResult } from './validate-cli-bench.js';
import {
  benchSharedJournal,
  sharedJournalRows,
  SHARED_CONCURRENCY,
  SHARED_LATENCY_MS,
} from './shared-journal-bench.js';
import { judge, megabytes, renderTable, times, whole, type BenchRow } from './print-table.js';
import { benchThrottling, type ThrottleBenchResult } from './throttle-bench.js';
import { benchSpikeArrest, spikeArrestRows } from './spike-arrest-bench.js';
import { benchWriteResults, type WriteResultsBenchResult } from './write-results-bench.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LATENCY_MS = 20;
const END_TO_END_CONCURRENCY = 16;
/** The concurrency at which the upload is compared with a bare node:http pool. */
const RAW_POOL_CONCURRENCY = 16;
/** The gateway of the throttling rows: creates it processes at once, and its latency. */
const GATEWAY_CAPACITY = 8;
const GATEWAY_LATENCY_MS = 50;
/** The fixed concurrency above that capacity, and the most `--concurrency auto` may reach. */
const ABOVE_CAPACITY = 32;
/** Peak RSS at four times the lines over peak RSS at a quarter: 1.0 is perfectly flat, 4.0 proportional. */
const FLAT_MEMORY_GOAL = 1.25;

const progress = (text: string) => process.stderr.write(`bench: ${text}\n`);
const seconds = (value: number) => `${value.toFixed(1)} s`;

function ingestRows(figures: FormatFigures[]): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const [index, f] of figures.entries()) {
    const label = f.format === 'csv' ? 'CSV' : 'XLSX';
    const rawName = f.format === 'csv' ? 'csv-parse' : 'exceljs stream';
    rows.push({
      id: `1${'ab'[index] ?? ''}`,
      measure: `Ingest ${label}: read + map + validate, ${whole(f.ours.rows)} lines / ${whole(f.ours.invoices)} invoices`,
      figure: `${whole(f.ours.rows / f.ours.seconds)} rows/s`,
      baseline: `${rawName} ${whole(f.raw.rows / f.raw.seconds)} rows/s`,
      ratio: times(f.ratio),
      goal: '>= 0.80x',
      verdict: judge(f.ratio, { atLeast: 0.8 }),
      note: `by CPU time ${times(f.cpuRatio)}; reader alone (openTable) ${times(f.tableRatio)}`,
    });
  }
  for (const [index, f] of figures.entries()) {
    const label = f.format === 'csv' ? 'CSV' : 'XLSX';
    const growth = f.ours.maxRssMb / f.quarter.maxRssMb;
    rows.push({
      id: `1${'cd'[index] ?? ''}`,
      measure: `Ingest ${label} memory: peak RSS at ${whole(f.ours.rows)} lines`,
      figure: megabytes(f.ours.maxRssMb),
      baseline: `${megabytes(f.quarter.maxRssMb)} at ${whole(f.quarter.rows)} lines`,
      ratio: times(growth),
      goal: `<= ${FLAT_MEMORY_GOAL.toFixed(2)}x`,
      verdict: judge(growth, { atMost: FLAT_MEMORY_GOAL }),
      note: `lowest of the runs, fresh process each; heap kept after full GC ${megabytes(f.retainedMb.quarter)} -> ${megabytes(f.retainedMb.full)}`,
    });
  }
  return rows;
}

interface PostingFigures {
  concurrency: number;
  invoices: number;
  result: PostBenchResult;
  bare: BarePostResult;
  /** A bare keep-alive node:http pool, at RAW_POOL_CONCURRENCY only. */
  raw?: RawPoolResult | undefined;
}

function postingRows(results: PostingFigures[]): BenchRow[] {
  const rows = results.map(({ concurrency, invoices, result, bare }, index): BenchRow => ({
    id: `2${'abc'[index] ?? ''}`,
    measure: `Posting, concurrency ${concurrency}, latency ${LATENCY_MS} ms, ${whole(invoices)} invoices`,
    figure: `${whole(result.invoicesPerSecond)} invoices/s`,
    baseline: `ideal ${whole(result.ideal)} invoices/s`,
    ratio: times(result.ratio),
    goal: '>= 0.90x',
    verdict: judge(result.ratio, { atLeast: 0.9 }),
    note: `bare createInvoice pool ${whole(bare.invoicesPerSecond)}/s (${times(bare.invoicesPerSecond / result.ideal)} of ideal, client CPU ${bare.cpuMsPerInvoice.toFixed(2)} ms/invoice): upload at ${times(result.invoicesPerSecond / bare.invoicesPerSecond)} of it`,
  }));
  for (const { concurrency, invoices, result, raw } of results) {
    if (!raw) continue;
    const ratio = result.invoicesPerSecond / raw.invoicesPerSecond;
    rows.push({
      id: '2d',
      measure: `Posting against a bare node:http pool, concurrency ${concurrency}, latency ${LATENCY_MS} ms, ${whole(invoices)} invoices`,
      figure: `${whole(result.invoicesPerSecond)} invoices/s`,
      baseline: `node:http keep-alive pool ${whole(raw.invoicesPerSecond)} invoices/s`,
      ratio: times(ratio),
      goal: '>= 0.95x',
      verdict: judge(ratio, { atLeast: 0.95 }),
      note: `same bodies, same sandbox latency; pool CPU ${raw.cpuMsPerInvoice.toFixed(2)} ms/invoice, upload (whole process) ${result.cpuMsPerInvoice.toFixed(2)} ms/invoice`,
    });
  }
  return rows;
}

function validateRows(r: ValidateBenchResult): BenchRow[] {
  const large = r.large.figures;
  return [
    {
      id: '7a',
      measure: `validate --json (CLI process), ${whole(r.lines)}-line CSV`,
      figure: `${seconds(r.validate.seconds)}`,
      baseline: `csv-parse process ${seconds(r.csvParse.seconds)}`,
      ratio: times(r.ratio),
      goal: '<= 3.00x',
      verdict: judge(r.ratio, { atMost: 3 }),
      note: `whole processes, fastest of the runs; CPU ${seconds(r.validate.cpuSeconds)} vs ${seconds(r.csvParse.cpuSeconds)}; peak RSS ${megabytes(r.validate.maxRssMb)}`,
    },
    {
      id: '7b',
      measure: `validate --json (CLI process), ${whole(r.large.invoices)} invoices / ${whole(r.large.lines)} lines: peak RSS`,
      figure: megabytes(large.maxRssMb),
      baseline: '-',
      ratio: '-',
      goal: '<= 250 MB',
      verdict: judge(large.maxRssMb, { atMost: 250 }),
      note: `getrusage maxrss at exit, lowest of the runs; ${seconds(large.seconds)}, CPU ${seconds(large.cpuSeconds)}`,
    },
  ];
}

function endToEndRows(r: EndToEndResult): BenchRow[] {
  const p = r.phases;
  const phaseRss = (mb: number | undefined) => (mb === undefined ? '?' : megabytes(mb));
  return [
    {
      id: '3a',
      measure: `End-to-end upload (CLI), ${whole(r.invoices)} invoices / ${whole(r.lines)} lines: peak RSS`,
      figure: megabytes(r.peakRssMb),
      baseline: '-',
      ratio: '-',
      goal: '<= 250 MB',
      verdict: judge(r.peakRssMb, { atMost: 250 }),
      note: `V8 heap peak ${megabytes(r.peakHeapTotalMb)} (used ${megabytes(r.peakHeapUsedMb)}); by phase: read ${phaseRss(r.phaseRssMb.readAndStage)}, send ${phaseRss(r.phaseRssMb.send)}, results ${phaseRss(r.phaseRssMb.results)}`,
    },
    {
      id: '3b',
      measure: `End-to-end upload (CLI), ${whole(r.invoices)} invoices: duration`,
      figure: `${seconds(r.seconds)} (${whole(r.invoicesPerSecond)} invoices/s)`,
      baseline: '-',
      ratio: '-',
      goal: '-',
      verdict: 'info',
      note: `start ${seconds(p.startSeconds)}, read + stage ${seconds(p.readAndStageSeconds)}, send ${seconds(p.sendSeconds)} at concurrency ${END_TO_END_CONCURRENCY}, results ${seconds(p.resultsSeconds)}; CPU ${seconds(r.cpuSeconds)}`,
    },
  ];
}

function annotateRows(r: EndToEndResult, plain: EndToEndResult | undefined): BenchRow[] {
  const extra = plain
    ? `${seconds(r.seconds - plain.seconds)} more in all (${seconds(plain.seconds)} -> ${seconds(r.seconds)})`
    : 'no run without --annotate to compare';
  return [
    {
      id: '3c',
      measure: `End-to-end upload with --annotate, ${whole(r.invoices)} invoices / ${whole(r.lines)} lines: peak RSS`,
      figure: megabytes(r.peakRssMb),
      baseline: plain ? `${megabytes(plain.peakRssMb)} without` : '-',
      ratio: plain ? times(r.peakRssMb / plain.peakRssMb) : '-',
      goal: '<= 250 MB',
      verdict: judge(r.peakRssMb, { atMost: 250 }),
      note: `annotated copy written in ${r.annotateSeconds === undefined ? '?' : seconds(r.annotateSeconds)} after the results; ${extra}`,
    },
  ];
}

function registerRows(r: EndToEndResult): BenchRow[] {
  const phaseRss = (mb: number | undefined) => (mb === undefined ? '?' : megabytes(mb));
  return [
    {
      id: '3d',
      measure: `End-to-end upload (CLI), ${whole(r.invoices)}-invoice month-end register XLSX: peak RSS`,
      figure: megabytes(r.peakRssMb),
      baseline: '-',
      ratio: '-',
      goal: '<= 250 MB',
      verdict: judge(r.peakRssMb, { atMost: 250 }),
      note: `V8 heap peak ${megabytes(r.peakHeapTotalMb)} (used ${megabytes(r.peakHeapUsedMb)}), reading thread only; by phase: read ${phaseRss(r.phaseRssMb.readAndStage)}, send ${phaseRss(r.phaseRssMb.send)}, results ${phaseRss(r.phaseRssMb.results)}; ${seconds(r.seconds)}`,
    },
  ];
}

function resultsRows(r: WriteResultsBenchResult, invoices: number): BenchRow[] {
  return [
    {
      id: '4',
      measure: `Results workbook write, ${whole(invoices)} invoices + problems (${whole(r.ours.rows)} rows)`,
      figure: `${whole(r.ours.rowsPerSecond)} rows/s`,
      baseline: `exceljs stream writer ${whole(r.raw.rowsPerSecond)} rows/s`,
      ratio: times(r.ratio),
      goal: '>= 0.50x',
      verdict: judge(r.ratio, { atLeast: 0.5 }),
      note: `by CPU time ${times(r.cpuRatio)}; ours pages the journal, styles cells`,
    },
  ];
}

const withoutProposals = (score: CorpusScore) => ({
  ...score,
  layouts: score.layouts.map(({ proposal: _proposal, ...rest }) => rest),
});

/** Every held-out set's score, in the order of HELD_OUT_SETS. */
async function scoreHeldOutSets(dir: string): Promise<CorpusScore[]> {
  const scores: CorpusScore[] = [];
  for (const set of HELD_OUT_SETS) scores.push(await scoreCorpus(dir, set.layouts, set.referenceDir));
  return scores;
}

/** A held-out set's row: its goal is the (P >= 97 %, R >= 80 %, no wrong money or key field). */
function heldOutRow(held: HeldOutSet, set: CorpusScore): BenchRow {
  return {
    id: held.row,
    measure: `mapping infer on the ${held.title.replace(/ \(.*?\)/, '').replace(/^\w/, (c) => c.toLowerCase())}${held.spent ? ' (spent: tuned on since)' : ' (never tuned on)'}`,
    figure: `P ${set.precision.toFixed(1)} % / R ${set.recall.toFixed(1)} %`,
    baseline: '-',
    ratio: '-',
    goal: 'P >= 97 %, R >= 80 %, 0 wrong money/key',
    verdict: judge(set.precision >= 97 && set.recall >= 80 && set.dangerous === 0 ? 1 : 0, { atLeast: 1 }),
    note: `${set.layouts.length} layouts: ${set.right} right, ${set.wrong} wrong (${set.dangerous} of PayeeId/Invoice_Number/Invoice_Amount/Amount/Tax), ${set.missing} missing of ${set.referenceKeys}`,
  };
}

function inferRows({ tuning: score, heldOut }: { tuning: CorpusScore; heldOut: CorpusScore[] }): BenchRow[] {
  const counts = `${score.layouts.length} layouts, ${whole(score.referenceKeys)} reference keys: ${score.right} right, ${score.wrong} wrong, ${score.missing} missing`;
  return [
    {
      id: '5a',
      measure: 'mapping infer on the corpus of export layouts: precision',
      figure: `${score.precision.toFixed(1)} %`,
      baseline: '-',
      ratio: '-',
      goal: '>= 98 %',
      verdict: judge(score.precision, { atLeast: 98 }),
      note: `${counts}; a commented alternative is not a proposal (node dist/bench/score-infer.js --verbose)`,
    },
    {
      id: '5b',
      measure: 'mapping infer on the corpus of export layouts: recall',
      figure: `${score.recall.toFixed(1)} %`,
      baseline: '-',
      ratio: '-',
      goal: '>= 85 %',
      verdict: judge(score.recall, { atLeast: 85 }),
      note: 'right keys over the keys of the hand-written reference mappings',
    },
    ...HELD_OUT_SETS.map((held, i) => heldOutRow(held, heldOut[i]!)),
  ];
}

function formulaRows(r: FormulaBenchResult): BenchRow[] {
  return [
    {
      id: '6',
      measure: `Formulas: ${whole(r.lines)} lines validated with Invoice_Amount = SUM of lines and Tax = ROUND(Amount x rate)`,
      figure: `${whole(r.formulas.rows / r.formulas.seconds)} rows/s`,
      baseline: `plain mapping ${whole(r.plain.rows / r.plain.seconds)} rows/s`,
      ratio: times(r.ratio),
      goal: '<= 1.30x',
      verdict: r.sameInvoices ? judge(r.ratio, { atMost: 1.3 }) : 'MISSES',
      note: `time over the plain mapping's; by CPU time ${times(r.cpuRatio)}; ${r.sameInvoices ? 'same' : 'DIFFERENT'} ${whole(r.formulas.invoices)} invoices`,
    },
  ];
}

function throttleRows(r: ThrottleBenchResult): BenchRow[] {
  const gateway = `capacity ${r.capacity}, latency ${r.latencyMs} ms, ${whole(r.invoices)} invoices`;
  const share = (run: ThrottleBenchResult['auto']) => run.throttled / Math.max(1, run.requests);
  const outcomes = (run: ThrottleBenchResult['auto']) =>
    `${whole(run.created)} created, ${run.failed} failed, ${run.inDoubt} in doubt`;
  const all = (run: ThrottleBenchResult['auto']) => run.created === r.invoices && run.failed === 0 && run.inDoubt === 0;
  const auto = r.auto;
  const ratio = auto.invoicesPerSecond / r.ideal;
  return [
    {
      id: '9a',
      measure: `--concurrency auto through a gateway (${gateway}): rate`,
      figure: `${whole(auto.invoicesPerSecond)} invoices/s`,
      baseline: `capacity / latency ${whole(r.ideal)} invoices/s`,
      ratio: times(ratio),
      goal: '>= 0.80x',
      verdict: all(auto) ? judge(ratio, { atLeast: 0.8 }) : 'MISSES',
      note: `settled on ${auto.settledConcurrency ?? '?'} (at most ${ABOVE_CAPACITY}); ${outcomes(auto)}`,
    },
    {
      id: '9b',
      measure: `--concurrency auto through a gateway (${gateway}): requests throttled`,
      figure: `${(share(auto) * 100).toFixed(1)} %`,
      baseline: `${whole(auto.requests)} requests`,
      ratio: '-',
      goal: '<= 5 %',
      verdict: all(auto) ? judge(share(auto), { atMost: 0.05 }) : 'MISSES',
      note: `${whole(auto.throttled)} answered 429 with Retry-After: 1`,
    },
    {
      id: '9c',
      measure: `--concurrency ${r.fixed.concurrency} through a gateway (${gateway}): outcomes`,
      figure: outcomes(r.fixed),
      baseline: '-',
      ratio: '-',
      goal: 'all created',
      verdict: all(r.fixed) ? 'meets' : 'MISSES',
      note: `${whole(r.fixed.throttled)} of ${whole(r.fixed.requests)} requests throttled and sent again; ${whole(r.fixed.invoicesPerSecond)} invoices/s`,
    },
  ];
}

function failedRow(id: string, measure: string, error: unknown): BenchRow {
  const message = error instanceof Error ? error.message : String(error);
  return {
    id,
    measure,
    figure: '-',
    baseline: '-',
    ratio: '-',
    goal: '-',
    verdict: 'ERROR',
    note: message.split('\n')[0] ?? '',
  };
}

/** The row ids or numbers of BENCH_ROWS, or undefined for every row. */
function chosenRows(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const list = env.BENCH_ROWS?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list && list.length > 0 ? list : undefined;
}

const CHOSEN = chosenRows();

async function section<T>(
  id: string,
  measure: string,
  run: () => Promise<T>,
  rows: (value: T) => BenchRow[],
): Promise<{ rows: BenchRow[]; value?: T }> {
  if (CHOSEN && !CHOSEN.some((entry) => entry === id || entry === id.charAt(0))) return { rows: [] };
  const started = Date.now();
  progress(`${measure} ...`);
  try {
    const value = await run();
    progress(`${measure}: done in ${seconds((Date.now() - started) / 1000)}`);
    return { rows: rows(value), value };
  } catch (error) {
    progress(`${measure}: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { rows: [failedRow(id, measure, error)] };
  }
}

async function main(scale: BenchScale, dir: string): Promise<number> {
  const machine = describeMachine(ROOT);
  progress(`scale ${scale.name}; working in ${dir}`);
  const startedAt = Date.now();

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

  const rows = [
    ...ingest.rows,
    ...posting.rows,
    ...endToEnd.rows,
    ...annotated.rows,
    ...register.rows,
    ...results.rows,
    ...infer.rows,
    ...formulas.rows,
    ...validate.rows,
    ...shared.rows,
    ...throttling.rows,
    ...spikeArrest.rows,
  ];
  const loadAtEnd = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
  const total = (Date.now() - startedAt) / 1000;
  process.stdout.write(
    `\ninvoice-batch bench, scale ${scale.name}: ${machineLine(machine)}, load ${loadAtEnd} at end, ${seconds(total)} in all\n\n`,
  );
  process.stdout.write(`${renderTable(rows)}\n`);
  const json = process.env.BENCH_JSON;
  if (json) {
    const figures = {
      machine,
      loadAtEnd,
      totalSeconds: total,
      scale,
      ingest: ingest.value,
      posting: posting.value,
      endToEnd: endToEnd.value,
      annotated: annotated.value,
      register: register.value,
      results: results.value,
      formulas: formulas.value,
      validate: validate.value,
      shared: shared.value,
      throttling: throttling.value,
      spikeArrest: spikeArrest.value,
      infer: infer.value && {
        tuning: withoutProposals(infer.value.tuning),
        heldOut: infer.value.heldOut.map(withoutProposals),
      },
      rows,
    };
    writeFileSync(json, `${JSON.stringify(figures, null, 2)}\n`);
  }
  return rows.some((row) => row.verdict === 'ERROR') ? 1 : 0;
}

const dir = mkdtempSync(join(os.tmpdir(), 'invoice-batch-bench-'));
try {
  process.exitCode = await main(benchScale(), dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
