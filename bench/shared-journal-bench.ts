/**
 * The shared PostgreSQL journal: one upload worker against three on the same file and journal
 * (separate CLI processes, concurrency 8 each, a sandbox with real latency in its own process),
 * and what the journal costs per invoice on PostgreSQL next to SQLite (an upload whose finance
 * system answers at once, so that the journal is most of the work).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { uploadFiles } from '../src/batch/upload-files.js';
import type { ApiTarget } from '../src/finance-api/api-target.js';
import { createResponseSchema } from '../src/finance-api/create-response-schema.js';
import { openJournal } from '../src/journal/open-journal.js';
import type { MappedInvoice } from '../src/mapping/mapped-invoice.js';
import { startTestPostgres } from '../test/helpers/postgres-server.js';
import { benchInvoice } from './bench-invoice.js';
import { writeLinesCsv } from './generate-invoice-lines.js';
import { startSandboxChild } from './start-sandbox-child.js';
import { judge, times, whole, type BenchRow } from './print-table.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SharedJournalBenchOptions {
  /** Invoices of the file the workers upload. */
  invoices: number;
  latencyMs: number;
  /** Requests in flight per worker. */
  concurrency: number;
  /** Invoices of the journal-cost comparison. */
  costInvoices: number;
  dir: string;
}

export interface WorkersFigures {
  workers: number;
  /** From the first create request to the last answer, s. */
  sendSeconds: number;
  /** From the start of the first worker to the end of the last, s. */
  wallSeconds: number;
}

export interface SharedJournalBenchResult {
  one: WorkersFigures;
  three: WorkersFigures;
  /** one.sendSeconds / three.sendSeconds */
  speedUp: number;
  sqliteMsPerInvoice: number;
  postgresMsPerInvoice: number;
}

const COST_TARGET: ApiTarget = {
  baseUrl: 'http://127.0.0.1:9',
  erpSegment: 'erp',
  appSegment: 'invoicing',
  envSegment: 'qa',
  apiKey: 'bench-not-used',
  timeoutMs: 30_000,
  retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
  sandbox: true,
  profile: 'sandbox',
  identity: 'bench:journal-cost',
};

function runWorker(args: string[], cwd: string, apiKey: string): Promise<void> {
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('INVOICE_BATCH_'))),
    INVOICE_BATCH_API_KEY: apiKey,
  };
  const child = spawn(process.execPath, [join(ROOT, 'dist/src/cli.js'), ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // stdout is the --json summary: kept (its end) to say why a worker failed.
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`a worker ended with exit code ${code}: ${stderr.trim().slice(-1500)}`)),
    );
  });
}

async function sendWindow(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const row = (
      await client.query<{ first: string; last: string }>(
        'SELECT MIN(sending_at) AS first, MAX(outcome_at) AS last FROM invoices WHERE sending_at IS NOT NULL',
      )
    ).rows[0];
    return (Date.parse(row?.last ?? '') - Date.parse(row?.first ?? '')) / 1000;
  } finally {
    await client.end();
  }
}

async function workers(
  count: number,
  url: string,
  options: SharedJournalBenchOptions,
  target: ApiTarget,
): Promise<WorkersFigures> {
  // Invoice numbers of their own: the sandbox still holds those of the run before.
  const file = join(options.dir, `shared-${count}-${options.invoices}.csv`);
  await writeLinesCsv(file, { lines: options.invoices * 2, tag: `S${count}${Date.now().toString(36)}` });
  const started = Date.now();
  const args = (i: number) => [
    'upload',
    file,
    '--mapping',
    join(ROOT, 'mappings/european-erp.yaml'),
    '--base-url',
    target.baseUrl,
    '--journal',
    url,
    '--out',
    join(options.dir, `shared-out-${count}-${i}`),
    '--concurrency',
    String(options.concurrency),
    '--json',
  ];
  await Promise.all(Array.from({ length: count }, (_, i) => runWorker(args(i), options.dir, target.apiKey)));
  return { workers: count, sendSeconds: await sendWindow(url), wallSeconds: (Date.now() - started) / 1000 };
}

async function* generate(count: number, tag: string): AsyncIterable<MappedInvoice> {
  for (let i = 1; i <= count; i += 1) {
    const invoice = benchInvoice(i, tag);
    yield {
      file: 'cost.csv',
      sheet: undefined,
      rows: String(i + 1),
      firstRow: i + 1,
      invoice,
      problems: [],
      draft: {
        InvoiceId: invoice.InvoiceId,
        Invoice_Number: invoice.Invoice_Number,
        PayeeId: invoice.PayeeId,
        CurrencyCode: invoice.CurrencyCode,
        Invoice_Amount: invoice.Invoice_Amount,
        Invoice_Date: invoice.Invoice_Date,
        vendorName: undefined,
        lines: 1,
      },
    };
  }
}

/** ms per invoice of a whole upload (stage, plan, claim, record, results) whose finance system answers at once. */
async function journalCost(location: string, options: SharedJournalBenchOptions, tag: string): Promise<number> {
  const journal = await openJournal(location);
  try {
    const source = join(options.dir, `cost-${tag}.csv`);
    writeFileSync(source, tag);
    let instance = 4_000_000_000;
    const started = performance.now();
    await uploadFiles(journal, {
      target: COST_TARGET,
      sources: [{ path: source, read: () => generate(options.costInvoices, tag) }],
      mapping: 'generated',
      concurrency: options.concurrency,
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: join(options.dir, `cost-out-${tag}`),
      send: async (body) => {
        const invoice = JSON.parse(body) as { Invoice_Number: string };
        const instanceId = String((instance += 1)).padStart(12, '0');
        const response = createResponseSchema.parse({
          E_INSTANCE_ID: instanceId,
          E_MESSAGE: `Invoice ${invoice.Invoice_Number} created`,
          E_RETCODE: 0,
        });
        return { kind: 'created', instanceId, status: 200, response, attempts: 1 };
      },
    });
    return (performance.now() - started) / options.costInvoices;
  } finally {
    await journal.close();
  }
}

export async function benchSharedJournal(options: SharedJournalBenchOptions): Promise<SharedJournalBenchResult> {
  // fsync on, like the SQLite journal's synchronous=FULL: the cost per invoice compares like with like.
  const server = await startTestPostgres({ durable: true });
  const sandbox = await startSandboxChild({ latencyMs: options.latencyMs });
  try {
    const one = await workers(1, await server.createDatabase(), options, sandbox.target);
    const three = await workers(3, await server.createDatabase(), options, sandbox.target);
    const sqliteMsPerInvoice = await journalCost(join(options.dir, 'cost.sqlite'), options, 'sqlite');
    const postgresMsPerInvoice = await journalCost(await server.createDatabase(), options, 'postgres');
    return { one, three, speedUp: one.sendSeconds / three.sendSeconds, sqliteMsPerInvoice, postgresMsPerInvoice };
  } finally {
    await sandbox.stop();
    await server.stop();
  }
}

/** Latency of the sandbox and concurrency of each worker in the shared-journal comparison. */
export const SHARED_LATENCY_MS = 40;
export const SHARED_CONCURRENCY = 8;

const seconds = (value: number) => `${value.toFixed(1)} s`;

export function sharedJournalRows(r: SharedJournalBenchResult, invoices: number): BenchRow[] {
  return [
    {
      id: '8a',
      measure: `Shared PostgreSQL journal, ${whole(invoices)} invoices, latency ${SHARED_LATENCY_MS} ms: 3 workers vs 1, concurrency ${SHARED_CONCURRENCY} each`,
      figure: `${seconds(r.three.sendSeconds)} sending`,
      baseline: `1 worker ${seconds(r.one.sendSeconds)}`,
      ratio: times(r.speedUp),
      goal: '>= 2.50x',
      verdict: judge(r.speedUp, { atLeast: 2.5 }),
      note: `wall clock incl. start, staging and results: 1 worker ${seconds(r.one.wallSeconds)}, 3 workers ${seconds(r.three.wallSeconds)}`,
    },
    {
      id: '8b',
      measure: 'Journal cost per invoice, PostgreSQL vs SQLite (finance system answering at once)',
      figure: `${r.postgresMsPerInvoice.toFixed(2)} ms/invoice`,
      baseline: `SQLite ${r.sqliteMsPerInvoice.toFixed(2)} ms/invoice`,
      ratio: times(r.postgresMsPerInvoice / r.sqliteMsPerInvoice),
      goal: '-',
      verdict: 'info',
      note: 'whole upload: stage, claim, record, results workbook; PostgreSQL on this machine over loopback',
    },
  ];
}
