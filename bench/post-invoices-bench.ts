/**
 * Posting rate of the upload against the sandbox at a fixed latency, compared with the ideal
 * concurrency / latency. Everything real: journal on disk, HTTP over loopback, results workbook.
 * The sandbox runs in a child process, as a finance system would run elsewhere, so its CPU and
 * memory are not the upload's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openJournal } from '../src/journal/open-journal.js';
import { uploadFiles } from '../src/batch/upload-files.js';
import { createInvoice } from '../src/finance-api/create-invoice.js';
import type { MappedInvoice } from '../src/mapping/mapped-invoice.js';
import { startSandboxChild } from './start-sandbox-child.js';
import { benchInvoice } from './bench-invoice.js';

export interface PostBenchOptions {
  concurrency: number;
  latencyMs: number;
  invoices: number;
  /** Folder for the journal and the results workbook. */
  dir: string;
}

export interface PostBenchResult {
  invoicesPerSecond: number;
  /** concurrency x 1000 / latencyMs */
  ideal: number;
  ratio: number;
  peakRssMb: number;
  /** CPU time of this process (upload and all) per invoice, ms. */
  cpuMsPerInvoice: number;
}

/** `count` valid invoices of one line each, as a mapped file would give them. */
export async function* generatedInvoices(count: number, prefix: string): AsyncIterable<MappedInvoice> {
  for (let i = 1; i <= count; i += 1) {
    const invoice = benchInvoice(i, prefix);
    yield {
      file: 'bench.csv',
      sheet: undefined,
      rows: String(i + 1),
      firstRow: i + 1,
      draft: {
        InvoiceId: invoice.InvoiceId,
        Invoice_Number: invoice.Invoice_Number,
        PayeeId: invoice.PayeeId,
        CurrencyCode: invoice.CurrencyCode,
        Invoice_Amount: invoice.Invoice_Amount,
        lines: 1,
      },
      invoice,
      problems: [],
    };
  }
}

export async function benchPostInvoices(options: PostBenchOptions): Promise<PostBenchResult> {
  const sandbox = await startSandboxChild({ latencyMs: options.latencyMs });
  const journal = await openJournal(join(options.dir, `bench-${options.concurrency}-${options.latencyMs}.sqlite`));
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  try {
    const target = sandbox.target;
    const source = join(options.dir, `bench-${options.concurrency}-${options.latencyMs}.csv`);
    writeFileSync(source, `${options.concurrency} ${options.latencyMs} ${options.invoices} ${Date.now()}\n`);
    let first = 0;
    let last = 0;
    const cpu = process.cpuUsage();
    await uploadFiles(journal, {
      target,
      sources: [{ path: source, read: () => generatedInvoices(options.invoices, `B${Date.now().toString(36)}`) }],
      mapping: 'generated',
      concurrency: options.concurrency,
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: options.dir,
      send: async (invoice, signal) => {
        first ||= performance.now();
        const outcome = await createInvoice(target, invoice, { signal });
        last = performance.now();
        return outcome;
      },
    });
    const used = process.cpuUsage(cpu);
    const seconds = (last - first) / 1000;
    const invoicesPerSecond = options.invoices / seconds;
    const ideal = (options.concurrency * 1000) / options.latencyMs;
    return {
      invoicesPerSecond,
      ideal,
      ratio: invoicesPerSecond / ideal,
      peakRssMb: peakRss / 1024 / 1024,
      cpuMsPerInvoice: (used.user + used.system) / 1000 / options.invoices,
    };
  } finally {
    clearInterval(sampler);
    await journal.close();
    await sandbox.stop();
  }
}
