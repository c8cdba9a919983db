/**
 * Posting through a gateway with a capacity limit: the sandbox, in a child process, processes at
 * most `capacity` creates at once and answers 429 with Retry-After to any more. The upload runs
 * once at a fixed concurrency above the capacity and once with `--concurrency auto`; every
 * outcome comes from the journal's counts, the throttled answers from the sandbox's own.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadFiles } from '../src/batch/upload-files.js';
import { createInvoice } from '../src/finance-api/create-invoice.js';
import { openJournal } from '../src/journal/open-journal.js';
import { generatedInvoices } from './post-invoices-bench.js';
import { startSandboxChild } from './start-sandbox-child.js';

export interface ThrottleBenchOptions {
  /** Creates the gateway processes at once. */
  capacity: number;
  latencyMs: number;
  invoices: number;
  /** The fixed concurrency above the capacity, and the most `auto` may reach. */
  concurrency: number;
  dir: string;
}

export interface ThrottleRun {
  concurrency: number | 'auto';
  /** Invoices over the span from the first request to the last answer. */
  invoicesPerSecond: number;
  created: number;
  failed: number;
  inDoubt: number;
  /** Answers 429 from the sandbox's gate. */
  throttled: number;
  /** Create requests the sandbox saw, throttled ones included. */
  requests: number;
  /** With `auto`: the concurrency the upload settled on. */
  settledConcurrency: number | undefined;
}

export interface ThrottleBenchResult {
  capacity: number;
  latencyMs: number;
  invoices: number;
  /** capacity x 1000 / latency: what the gateway can take per second. */
  ideal: number;
  fixed: ThrottleRun;
  auto: ThrottleRun;
}

async function uploadThrough(options: ThrottleBenchOptions, concurrency: number | 'auto'): Promise<ThrottleRun> {
  const sandbox = await startSandboxChild({
    latencyMs: options.latencyMs,
    capacity: options.capacity,
    capacityRetryAfter: '1',
  });
  const name = `throttle-${concurrency}`;
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
      sources: [{ path: source, read: () => generatedInvoices(options.invoices, `T${Date.now().toString(36)}`) }],
      mapping: 'generated',
      concurrency,
      maxConcurrency: options.concurrency,
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: options.dir,
      // The default sender, timed: the span runs from the first request to the last answer.
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
      throttled: stats.throttled,
      requests: stats.createRequests + stats.throttled,
      settledConcurrency: run.sending?.settledConcurrency,
    };
  } finally {
    await journal.close();
    if (!stopped) await sandbox.stop();
  }
}

export async function benchThrottling(options: ThrottleBenchOptions): Promise<ThrottleBenchResult> {
  return {
    capacity: options.capacity,
    latencyMs: options.latencyMs,
    invoices: options.invoices,
    ideal: (options.capacity * 1000) / options.latencyMs,
    fixed: await uploadThrough(options, options.concurrency),
    auto: await uploadThrough(options, 'auto'),
  };
}
