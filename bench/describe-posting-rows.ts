/**
 * The rows of the sending side (2 posting, 9 throttling gateway) from their figures, and the
 * settings both the measurement and its row name.
 */
import type { PostBenchResult } from './post-invoices-bench.js';
import type { BarePostResult } from './bare-post-bench.js';
import type { RawPoolResult } from './raw-http-pool-bench.js';
import type { ThrottleBenchResult } from './throttle-bench.js';
import { judge, times, whole, type BenchRow } from './print-table.js';

/** The sandbox's latency in the posting rows, ms: what an ideal client's rate is computed from. */
export const LATENCY_MS = 20;
/** The concurrency at which the upload is compared with a bare node:http pool. */
export const RAW_POOL_CONCURRENCY = 16;
/** The gateway of the throttling rows: creates it processes at once, and its latency. */
export const GATEWAY_CAPACITY = 8;
export const GATEWAY_LATENCY_MS = 50;
/** The fixed concurrency above that capacity, and the most `--concurrency auto` may reach. */
export const ABOVE_CAPACITY = 32;

export interface PostingFigures {
  concurrency: number;
  invoices: number;
  result: PostBenchResult;
  bare: BarePostResult;
  /** A bare keep-alive node:http pool, at RAW_POOL_CONCURRENCY only. */
  raw?: RawPoolResult | undefined;
}

export function postingRows(results: PostingFigures[]): BenchRow[] {
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

export function throttleRows(r: ThrottleBenchResult): BenchRow[] {
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
