/**
 * One bench upload of generated invoices through a sandbox child: a journal of its own, the
 * default sender timed from the first request to the last answer, and the sandbox's own figures.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadFiles, type RunReport } from '../src/batch/upload-files.js';
import { createInvoice } from '../src/finance-api/create-invoice.js';
import { openJournal } from '../src/journal/open-journal.js';
import type { SandboxOptions, SandboxStats } from '../src/sandbox/start-sandbox.js';
import { generatedInvoices } from './post-invoices-bench.js';
import { startSandboxChild } from './start-sandbox-child.js';

/** What the benches share: how many invoices, the fixed concurrency (the most `auto` may reach), where. */
export interface GeneratedUploadOptions {
  invoices: number;
  concurrency: number;
  dir: string;
}

export interface GeneratedUpload {
  sandbox: SandboxOptions;
  /** Names the journal and the source file in `dir`. */
  name: string;
  /** Starts each invoice number, so that runs of one bench never share a key. */
  keyPrefix: string;
}

export interface TimedUpload {
  concurrency: number | 'auto';
  /** Invoices over the span from the first request to the last answer. */
  invoicesPerSecond: number;
  created: number;
  failed: number;
  inDoubt: number;
  run: RunReport;
  stats: SandboxStats;
}

export async function timeGeneratedUpload(
  options: GeneratedUploadOptions,
  concurrency: number | 'auto',
  upload: GeneratedUpload,
): Promise<TimedUpload> {
  const sandbox = await startSandboxChild(upload.sandbox);
  const journal = await openJournal(join(options.dir, `${upload.name}.sqlite`));
  let stopped = false;
  try {
    const target = sandbox.target;
    const source = join(options.dir, `${upload.name}.csv`);
    writeFileSync(source, `${upload.name} ${options.invoices} ${Date.now()}\n`);
    let first = 0;
    let last = 0;
    const report = await uploadFiles(journal, {
      target,
      sources: [
        {
          path: source,
          read: () => generatedInvoices(options.invoices, `${upload.keyPrefix}${Date.now().toString(36)}`),
        },
      ],
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
      run,
      stats,
    };
  } finally {
    await journal.close();
    if (!stopped) await sandbox.stop();
  }
}
