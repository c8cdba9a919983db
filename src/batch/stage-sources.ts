/**
 * The read pass of an upload: every file is hashed, recorded as a run and staged in the journal
 * before anything is posted. A file that cannot be read, or that changed while it was read,
 * discards the runs staged so far, so an upload with a bad file posts nothing.
 */
import { basename, resolve } from 'node:path';
import { describeTarget } from '../finance-api/api-target.js';
import { scrubServerText, secretsOf } from '../finance-api/scrub-server-text.js';
import type { Journal } from '../journal/open-journal.js';
import { checkFileUnchanged, checkTakenContent, fingerprintFile } from './fingerprint-file.js';
import { scrubError } from './scrub-input-text.js';
import { stageInvoices, type StageCounts } from './stage-invoices.js';
import { thisProcess } from './this-process.js';
import { emptyCounts } from './upload-progress.js';
import type { UploadPlan } from './upload-plan.js';

export interface StagedRun {
  runId: number;
  /** Base name of the file. */
  file: string;
  counts: StageCounts;
}

/** The read pass over every file; a file that cannot be read discards the runs staged so far. */
export async function stageSources(journal: Journal, options: UploadPlan, active: Set<number>): Promise<StagedRun[]> {
  const staged: StagedRun[] = [];
  const self = thisProcess();
  try {
    for (const source of options.sources) {
      if (options.signal?.aborted) break;
      const file = basename(source.path);
      const fingerprint = await fingerprintFile(source.path);
      if (source.sha256 !== undefined) checkTakenContent(source.path, fingerprint, source.sha256);
      const sha256 = fingerprint.sha256;
      const startedAt = new Date();
      const readingFrom = performance.now();
      const runId = await journal.runs.insertRun({
        sourceFile: file,
        sourcePath: resolve(source.path),
        sourceSha256: sha256,
        mapping: options.mapping,
        targetIdentity: options.target.identity,
        targetDescription: describeTarget(options.target),
        sandbox: options.target.sandbox,
        options: runFlags(options),
        host: self.host,
        pid: self.pid,
        processToken: self.token,
        startedAt: startedAt.toISOString(),
      });
      active.add(runId);
      staged.push({ runId, file, counts: { invoices: 0, valid: 0, invalid: 0 } });
      const counts = await stageInvoices(journal, source.read(), {
        runId,
        targetIdentity: options.target.identity,
        secrets: secretsOf(options.target),
        signal: options.signal,
        onBatch: (so) =>
          options.onProgress?.({
            phase: 'reading',
            runId,
            file,
            total: so.invoices,
            done: 0,
            counts: { ...emptyCounts(), invalid: so.invalid },
            startedAt: readingFrom,
          }),
      });
      // Nothing is sent before every file is staged: a file that changed under its reader is refused here.
      await checkFileUnchanged(source.path, fingerprint);
      (staged[staged.length - 1] as StagedRun).counts = counts;
    }
  } catch (error) {
    // The message may quote the file (its headers), and a file may hold the API key.
    // Scrubbed in place: the caller reports the same error.
    const secrets = secretsOf(options.target);
    scrubError(error, secrets);
    const reason = scrubServerText(error instanceof Error ? error.message : String(error), secrets);
    const at = new Date().toISOString();
    for (const run of staged) {
      await journal.transaction(async (tx) => {
        await tx.stage.deleteRunProblems(run.runId);
        await tx.stage.deleteRunInvoices(run.runId);
        await tx.runs.finishRun(run.runId, 'discarded', at, `nothing posted: ${reason}`);
      });
      active.delete(run.runId);
    }
    throw error;
  }
  return staged;
}

function runFlags(plan: UploadPlan): Record<string, unknown> {
  return {
    concurrency: plan.concurrency,
    rate: plan.rate,
    partial: plan.partial,
    force: plan.force,
    retryInDoubt: plan.retryInDoubt,
  };
}
