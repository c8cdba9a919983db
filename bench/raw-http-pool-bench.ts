/**
 * The floor of posting: a bare keep-alive `node:http` pool of `concurrency` sockets posting the
 * same JSON bodies to a sandbox child at the same latency - no ky, no schema, no journal. The
 * upload's rate over this one is what the product adds per invoice.
 */
import { Agent, request } from 'node:http';
import { createInvoiceUrl } from '../src/finance-api/api-paths.js';
import { benchInvoice } from './bench-invoice.js';
import { startSandboxChild } from './start-sandbox-child.js';

export interface RawPoolOptions {
  concurrency: number;
  latencyMs: number;
  invoices: number;
}

export interface RawPoolResult {
  invoicesPerSecond: number;
  /** CPU time of this process per invoice, ms. */
  cpuMsPerInvoice: number;
}

function post(url: URL, agent: Agent, apiKey: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          api_key: apiKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function benchRawHttpPool(options: RawPoolOptions): Promise<RawPoolResult> {
  const sandbox = await startSandboxChild({ latencyMs: options.latencyMs });
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  try {
    const url = new URL(createInvoiceUrl(sandbox.target));
    const tag = `R${Date.now().toString(36)}`;
    let next = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const worker = async () => {
      while (next < options.invoices) {
        next += 1;
        const status = await post(url, agent, sandbox.target.apiKey, JSON.stringify(benchInvoice(next, tag)));
        if (status !== 200) throw new Error(`the sandbox answered HTTP ${status} to a generated invoice`);
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
    agent.destroy();
    await sandbox.stop();
  }
}
