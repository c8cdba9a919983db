/** The send pass of an upload: run after run, unless invalid invoices or a stop hold it back. */
import { createInvoice } from '../finance-api/create-invoice.js';
import type { Invoice } from '../invoice/invoice-schema.js';
import type { Journal } from '../journal/open-journal.js';
import { failStagedInvoices } from '../journal/send-statements.js';
import { setRunStatus } from '../journal/run-statements.js';
import { sendStagedInvoices } from './send-staged-invoices.js';
import type { StagedRun } from './stage-sources.js';
import { emptyCounts } from './upload-progress.js';
import type { UploadOptions } from './upload-options.js';

/** Posts run after run; returns true when a signal stopped it. */
export async function sendRuns(journal: Journal, options: UploadOptions, staged: StagedRun[], heldForInvalid: boolean): Promise<boolean> {
  let stopped = false;
  const target = options.target;
  const send = options.send ?? ((invoice: Invoice, signal: AbortSignal) => createInvoice(target, invoice, { signal }));
  for (const run of staged) {
    const at = () => new Date().toISOString();
    if (heldForInvalid) {
      failStagedInvoices(journal, run.runId, 'not sent: the upload has invalid invoices, so nothing was posted; fix them, or upload with --partial', at());
      continue;
    }
    if (stopped || options.signal?.aborted) {
      stopped = true;
      failStagedInvoices(journal, run.runId, 'not sent: the run was stopped; safe to post again', at());
      continue;
    }
    setRunStatus(journal, run.runId, 'sending', at());
    const counts = { ...emptyCounts(), invalid: run.counts.invalid };
    const startedAt = Date.now();
    const report = () => options.onProgress?.({ phase: 'sending', file: run.file, total: run.counts.valid, done: counts.created + counts.skipped + counts.rejected + counts.failed + counts['in-doubt'], counts, startedAt });
    report();
    const result = await sendStagedInvoices(journal, {
      runId: run.runId,
      concurrency: options.concurrency ?? 4,
      ratePerSecond: options.rate,
      plan: { force: Boolean(options.force), retryInDoubt: Boolean(options.retryInDoubt), rejectsDuplicates: Boolean(options.rejectsDuplicates) },
      duplicates: options.duplicates,
      send,
      signal: options.signal,
      stopGraceMs: options.stopGraceMs ?? target.timeoutMs + 2000,
      onOutcome: (outcome) => {
        counts[outcome] += 1;
        report();
      },
    });
    if (result.stopped || options.signal?.aborted) {
      const left = failStagedInvoices(journal, run.runId, 'not sent: the run was stopped; safe to post again', at());
      stopped = stopped || result.stopped || left > 0;
    }
  }
  return stopped;
}
