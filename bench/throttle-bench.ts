/**
 * Posting through a gateway with a capacity limit: the sandbox, in a child process, processes at
 * most `capacity` creates at once and answers 429 with Retry-After to any more. The upload runs
 * once at a fixed concurrency above the capacity and once with `--concurrency auto`; every
 * outcome comes from the journal's counts, the throttled answers from the sandbox's own.
 */
import { timeGeneratedUpload } from './time-generated-upload.js';

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
  const { run, stats, ...outcome } = await timeGeneratedUpload(options, concurrency, {
    sandbox: { latencyMs: options.latencyMs, capacity: options.capacity, capacityRetryAfter: '1' },
    name: `throttle-${concurrency}`,
    keyPrefix: 'T',
  });
  return {
    ...outcome,
    throttled: stats.throttled,
    requests: stats.createRequests + stats.throttled,
    settledConcurrency: run.sending?.settledConcurrency,
  };
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
