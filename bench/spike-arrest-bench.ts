/**
 * Posting through a gateway's spike arrest: the sandbox, in a child process, admits one create
 * every 1000/N ms and answers the others 500 with Apigee's SpikeArrestViolation fault, stating
 * the rate. The upload runs at a fixed concurrency and with `--concurrency auto`; the rate is
 * taken from the first request to the last answer, the refusals from the sandbox's own count.
 */
import { judge, times, whole, type BenchRow } from './print-table.js';
import { timeGeneratedUpload } from './time-generated-upload.js';

export interface SpikeArrestBenchOptions {
  /** The spike arrest's rate, requests per second. */
  perSecond: number;
  invoices: number;
  /** The fixed concurrency, and the most `auto` may reach. */
  concurrency: number;
  dir: string;
}

export interface SpikeArrestRun {
  concurrency: number | 'auto';
  invoicesPerSecond: number;
  created: number;
  failed: number;
  inDoubt: number;
  /** Requests the gateway refused, and all create requests it saw. */
  refused: number;
  requests: number;
  /** The rate the upload spread its requests at in the end. */
  pacedPerSecond: number | undefined;
}

export interface SpikeArrestBenchResult {
  perSecond: number;
  invoices: number;
  fixed: SpikeArrestRun;
  auto: SpikeArrestRun;
}

async function uploadThrough(options: SpikeArrestBenchOptions, concurrency: number | 'auto'): Promise<SpikeArrestRun> {
  const { run, stats, ...outcome } = await timeGeneratedUpload(options, concurrency, {
    sandbox: { gateway: { spikeArrestPerSecond: options.perSecond, spikeArrestStatus: 500 } },
    name: `spike-${concurrency}`,
    keyPrefix: 'S',
  });
  return {
    ...outcome,
    refused: stats.gatewayRefusals,
    requests: stats.createRequests + stats.gatewayRefusals,
    pacedPerSecond: run.sending?.pacedPerSecond,
  };
}

export async function benchSpikeArrest(options: SpikeArrestBenchOptions): Promise<SpikeArrestBenchResult> {
  return {
    perSecond: options.perSecond,
    invoices: options.invoices,
    fixed: await uploadThrough(options, options.concurrency),
    auto: await uploadThrough(options, 'auto'),
  };
}

/** Rows 10a-10d: each run's rate as a ratio of the allowed rate, and its share of refused requests. */
export function spikeArrestRows(r: SpikeArrestBenchResult): BenchRow[] {
  const gateway = `${r.perSecond}/s spike arrest answered 500, ${whole(r.invoices)} invoices`;
  const all = (run: SpikeArrestRun) => run.created === r.invoices && run.failed === 0 && run.inDoubt === 0;
  const outcomes = (run: SpikeArrestRun) =>
    `${whole(run.created)} created, ${run.failed} failed, ${run.inDoubt} in doubt`;
  return [r.fixed, r.auto].flatMap((run, i) => {
    const ratio = run.invoicesPerSecond / r.perSecond;
    const share = run.refused / Math.max(1, run.requests);
    const id = i === 0 ? ['10a', '10b'] : ['10c', '10d'];
    return [
      {
        id: id[0] as string,
        measure: `--concurrency ${run.concurrency} through a ${gateway}: rate`,
        figure: `${run.invoicesPerSecond.toFixed(1)} invoices/s`,
        baseline: `allowed ${r.perSecond}/s`,
        ratio: times(ratio),
        goal: '>= 0.90x',
        verdict: all(run) ? judge(ratio, { atLeast: 0.9 }) : 'MISSES',
        note: `paced at ${run.pacedPerSecond?.toFixed(1) ?? '-'}/s; ${outcomes(run)}`,
      },
      {
        id: id[1] as string,
        measure: `--concurrency ${run.concurrency} through a ${gateway}: requests refused`,
        figure: `${(share * 100).toFixed(1)} %`,
        baseline: `${whole(run.requests)} requests`,
        ratio: '-',
        goal: '<= 5 %',
        verdict: all(run) ? judge(share, { atMost: 0.05 }) : 'MISSES',
        note: `${whole(run.refused)} refused with SpikeArrestViolation and sent again`,
      },
    ];
  });
}
