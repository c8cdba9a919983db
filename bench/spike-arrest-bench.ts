/**
 * Posting through a gateway's spike arrest: the sandbox, in a child process, admits one create
 * every 1000/N ms and answers the others 500 with Apigee's SpikeArrestViolation fault, stating
 * the rate. The upload runs at a fixed concurrency and with `--concurrency auto`; the rate is
 * taken from the first request to the last answer, the refusals from the sandbox's own count.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadFiles } from '../src/batch/upload-files.js';
import { createInvoice } from '../src/finance-api/create-invoice.js';
import { openJournal } from '../src/journal/open-journal.js';
import { generatedInvoices } from './post-invoices-bench.js';
import { judge, times, whole, type BenchRow } from './print-table.js';
import { startSandboxChild } from './start-sandbox-child.js';

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
  const sandbox = await startSandboxChild({
    gateway: { spikeArrestPerSecond: options.perSecond, spikeArrestStatus: 500 },
  });
  const name = `spike-${concurrency}`;
  const journal = await openJournal(join(options.dir, `${name}.sqlite`));
  let stopped = false;
  try {
    const target = sandbox.target;
    const source = join(options.dir, `${name}.csv`);
    writeFileSync(source, `${name} ${options.invoices} ${Date.now()}\n`);
    let first = 0;
    let last = 0;
    const report = await uploadFiles(journal, {
      target,
      sources: [{ path: source, read: () => generatedInvoices(options.invoices, `S${Date.now().toString(36)}`) }],
      mapping: 'generated',
      concurrency,
      maxConcurrency: options.concurrency,
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: options.dir,
      send: async (body, signal, hooks) => {
        first ||= performance.now();
        const outcome = await createInvoice(target, body, { signal, ...hooks });
        last = performance.now();
        return outcome;
      },
    });
    const run = report.runs[0];
    if (!run) throw new Error('the upload made no run');
    const stats = await sandbox.stop();
    stopped = true;
    if (!stats) throw new Error('the sandbox child gave no figures');
    return {
      concurrency,
      invoicesPerSecond: options.invoices / ((last - first) / 1000),
      created: run.counts.created,
      failed: run.counts.failed,
      inDoubt: run.counts.inDoubt,
      refused: stats.gatewayRefusals,
      requests: stats.createRequests + stats.gatewayRefusals,
      pacedPerSecond: run.sending?.pacedPerSecond,
    };
  } finally {
    await journal.close();
    if (!stopped) await sandbox.stop();
  }
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
