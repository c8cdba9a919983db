/**
 * The posting baseline that needs no journal: `createInvoice` called straight from a pool of
 * `concurrency` workers against a sandbox child at the same latency. The upload's rate over this
 * one is what the journal, planning and results cost; this one over the ideal is what HTTP, the
 * sandbox and the machine cost.
 */
import { createInvoice } from '../src/finance-api/create-invoice.js';
import { benchInvoice } from './bench-invoice.js';
import { startSandboxChild } from './start-sandbox-child.js';

export interface BarePostOptions {
  concurrency: number;
  latencyMs: number;
  invoices: number;
}

export interface BarePostResult {
  invoicesPerSecond: number;
  /** CPU time of this process per invoice, ms: the client's cost of one create. */
  cpuMsPerInvoice: number;
}

export async function benchBarePost(options: BarePostOptions): Promise<BarePostResult> {
  const sandbox = await startSandboxChild({ latencyMs: options.latencyMs });
  try {
    const tag = `P${Date.now().toString(36)}`;
    let next = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const worker = async () => {
      while (next < options.invoices) {
        next += 1;
        const outcome = await createInvoice(sandbox.target, benchInvoice(next, tag), {});
        if (outcome.kind !== 'created')
          throw new Error(`the sandbox did not create a generated invoice: ${outcome.kind}`);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    return {
      invoicesPerSecond: options.invoices / seconds,
      cpuMsPerInvoice: (used.user + used.system) / 1000 / options.invoices,
    };
  } finally {
    await sandbox.stop();
  }
}
