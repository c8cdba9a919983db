/**
 * The read pass of an upload: every file is hashed, recorded as a run and staged in the journal
 * before anything is posted. A file that cannot be read, or that changed while it was read,
 * discards the runs staged so far, so an upload with a bad file posts nothing.
 */
import { osUserName } from './os-user.js';
import { fingerprintApiKey, keySourceOf } from './fingerprint-api-key.js';
import { basename, resolve } from 'node:path';
import { describeTarget } from '../finance-api/api-target.js';
import { JournalError } from '../errors.js';
import { describeDiskFull } from '../journal/describe-disk-full.js';
import { dataSecretsOf } from '../mapping/scrub-data-text.js';
import type { Journal } from '../journal/open-journal.js';
import { checkFileUnchanged, checkTakenContent, fingerprintFile } from './fingerprint-file.js';
import { maskDataSecrets, maskError } from './scrub-input-text.js';
import { stageInvoices, type StageCounts } from './stage-invoices.js';
import { thisProcess } from './this-process.js';
import { emptyCounts } from './upload-progress.js';
import type { UploadPlan } from './upload-plan.js';
import { refuseDateSwap } from './refuse-date-swap.js';

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
  // A file named with the key (a key file dropped in the inbox, a name pasted from a chat) is recorded,
  // and names its results and annotated copy, with the key replaced by ***: by the data rule, as every
  // text quoting a file is, which keeps a URL's user name or short password (`acme`), ordinary words.
  // Its path, the mapping's, its invoices' file and their problems are recorded by the same rule: a folder
  // `https:/ops@host` or an invoice number `ACME-1001` is no secret.
  const dataSecrets = dataSecretsOf(options.target);
  const masked = maskDataSecrets(dataSecrets);
  const nameOf = (path: string) => masked(basename(path));
  let file = '';
  // Which key and which mapping version, for an auditor: never the key itself (fingerprint-api-key.ts).
  // Without a salt (journal_identity emptied by hand) no fingerprint is made: a bare hash could be looked up.
  const salt = await journal.runs.keySalt();
  const keyFingerprint = salt === undefined ? undefined : fingerprintApiKey(options.target.apiKey, salt);
  try {
    // Every file is checked before any is read or recorded: a wrong one stops the upload at once,
    // and leaves no run behind, since nothing was staged.
    for (const source of options.sources) {
      file = nameOf(source.path);
      await source.check?.();
    }
    for (const source of options.sources) {
      if (options.signal?.aborted) break;
      file = nameOf(source.path);
      const fingerprint = await fingerprintFile(source.path);
      if (source.sha256 !== undefined) checkTakenContent(source.path, fingerprint, source.sha256);
      const sha256 = fingerprint.sha256;
      const startedAt = new Date();
      const readingFrom = performance.now();
      const runId = await journal.runs.insertRun({
        sourceFile: file,
        sourcePath: masked(resolve(source.path)),
        sourceSha256: sha256,
        mapping: masked(options.mapping),
        targetIdentity: options.target.identity,
        targetDescription: describeTarget(options.target),
        sandbox: options.target.sandbox,
        options: runFlags(options, masked),
        host: self.host,
        pid: self.pid,
        processToken: self.token,
        startedAt: startedAt.toISOString(),
      });
      // Who ran it, beside host and pid: asked by an auditor, as resolve records who settled an invoice.
      await journal.runs.setRunOsUser(runId, osUserName());
      if (keyFingerprint !== undefined)
        await journal.runs.setRunKey(runId, keySourceOf(options.target), keyFingerprint);
      if (options.mappingSha256 !== undefined) await journal.runs.setRunMappingSha256(runId, options.mappingSha256);
      active.add(runId);
      staged.push({ runId, file, counts: { invoices: 0, valid: 0, invalid: 0 } });
      const counts = await stageInvoices(journal, source.read(), {
        runId,
        targetIdentity: options.target.identity,
        secrets: dataSecrets,
        signal: options.signal,
        onBatch: (so) =>
          options.onProgress?.({
            phase: 'reading',
            runId,
            file,
            total: so.invoices,
            done: 0,
            requested: 0,
            counts: { ...emptyCounts(), invalid: so.invalid },
            startedAt: readingFrom,
          }),
      });
      // Nothing is sent before every file is staged: a file that changed under its reader is refused here.
      await checkFileUnchanged(source.path, fingerprint);
      // So is one whose dates a spreadsheet re-read with day and month exchanged: its new invoices would go on the wrong day.
      // Unless the user said the journal holds the swapped ones (recorded with the run's flags).
      if (!options.sentDatesSwapped) await refuseDateSwap(journal, runId, file, masked(options.mapping));
      // Kept with the run, so every results file written of it, now or later, names them.
      const leftOut = source.leftOut?.();
      if (leftOut) await journal.runs.setRunLeftOut(runId, leftOut);
      (staged[staged.length - 1] as StagedRun).counts = counts;
    }
  } catch (error) {
    // The message may quote the file (its headers), and a file may hold the API key.
    // Scrubbed in place: the caller reports the same error.
    maskError(error, masked);
    const reason = masked(error instanceof Error ? error.message : String(error));
    const discarded = await discardRuns(journal, staged, active, `nothing posted: ${reason}`);
    throw stagingFailure(error, journal.location, file, discarded);
  }
  return staged;
}

/**
 * Discards the runs staged so far; false when the journal would not take it (a full disk refuses
 * the deletes too). Those runs stay 'reading', and the next command closes them as interrupted
 * with their invoices not sent: the staging error is what the user needs, not the cleanup's.
 */
async function discardRuns(journal: Journal, staged: StagedRun[], active: Set<number>, note: string) {
  const at = new Date().toISOString();
  try {
    for (const run of staged) {
      // Deletes and an end, the same whenever run: run again on a new connection after a cut that left nothing committed.
      await journal.transaction(
        async (tx) => {
          await tx.stage.deleteRunProblems(run.runId);
          await tx.stage.deleteRunInvoices(run.runId);
          await tx.runs.finishRun(run.runId, 'discarded', at, note);
        },
        { repeatable: true },
      );
      active.delete(run.runId);
    }
    return true;
  } catch {
    return false;
  }
}

/** A full disk while staging is told as such, with what was sent (nothing) and what to run; else the error itself. */
function stagingFailure(error: unknown, location: string, file: string, discarded: boolean): unknown {
  const full = describeDiskFull(error, location);
  if (!full) return error;
  const code = String((error as { code?: unknown }).code);
  const reason = error instanceof Error ? error.message : String(error);
  const kept = discarded
    ? 'the invoices staged so far were discarded'
    : 'the invoices staged so far stay in the journal, and the next command marks their run interrupted and them not sent';
  return new JournalError(
    `cannot stage ${file}: ${full}; nothing was sent; ${kept}; free space there (or raise the quota, or name a journal elsewhere with --journal) and run the command again (${reason}, ${code})`,
    location,
    { cause: error },
  );
}

function runFlags(plan: UploadPlan, masked: (text: string) => string): Record<string, unknown> {
  return {
    concurrency: plan.concurrency,
    rate: plan.rate,
    partial: plan.partial,
    force: plan.force,
    sentDatesSwapped: plan.sentDatesSwapped,
    retryInDoubt: plan.retryInDoubt,
    // Read by other processes judging whether the run is live (run-liveness.ts).
    journalWaitMs: plan.journalWaitMs,
    // Who or what started it (`hand`, `schedule: <job>`, `watch: <folder>`): history's Started by.
    // A drop folder's path is recorded by the data rule, as the file's own path is.
    ...(plan.startedBy === undefined ? {} : { startedBy: masked(plan.startedBy) }),
  };
}
