/**
 * A dropped file uploaded as `upload` does, with the mapping its rule names, its results workbook
 * written to `results/`: the verdict says where it goes. A file that cannot be read through its
 * mapping is refused.
 */
import { basename } from 'node:path';
import { uploadMappedFiles } from '../batch/upload-mapped-files.js';
import { hashFile } from '../batch/hash-file.js';
import { ConfigError, EXIT_NO_INVOICES, EXIT_UNAVAILABLE, InputFileError, JournalError } from '../errors.js';
import { loadMapping } from '../mapping/load-mapping.js';
import { uploadExitCode } from '../print/upload-json.js';
import type { FileAsRead } from './check-file-as-read.js';
import { chooseMapping } from './choose-mapping.js';
import { describeCutTail } from './describe-cut-tail.js';
import { describePartCopy } from './describe-part-copy.js';
import { describeSourceNow } from './describe-source-now.js';
import { describeUnwrittenResults, describeUpload } from './describe-upload.js';
import { outcomeCountsOf } from '../report/count-outcomes.js';
import { runRowsAllLeftOut } from '../batch/every-row-left-out.js';
import { planHandledPlace } from './plan-handled-place.js';
import type { DropContext } from './drop-context.js';
import type { DropFolders } from './drop-folders.js';
import type { ReasonSource } from './mask-refusal-reason.js';
import type { ClaimedFile, FileVerdict } from './watch-options.js';

/** How a handled file's outcome is recorded in the journal, or it is refused with a note. */
export interface DropOutcomes {
  /** The drop folder as the journal names it, with `***` for a secret. */
  folder: string;
  /** The file's name as the journal names it, with `***` for a secret. */
  maskedName: string;
  record(verdict: FileVerdict, sha256: string, uploaded: boolean, runId?: number, note?: string): Promise<FileVerdict>;
  refuse(
    sha256: string,
    reason: string,
    details?: [string, string | number][],
    source?: ReasonSource,
  ): Promise<FileVerdict>;
}

export async function uploadDropFile(
  file: ClaimedFile,
  read: FileAsRead,
  folders: DropFolders,
  ctx: DropContext,
  { folder, maskedName, record, refuse }: DropOutcomes,
): Promise<FileVerdict> {
  const now = ctx.now ?? (() => new Date());
  const sha256 = read.sha256;
  const choice = chooseMapping(file.name, ctx.rules, ctx.mappingOverride);
  if (!choice.ok) return refuse(sha256, choice.message);
  // The name its results workbook gave it in done/ or failed/, which the move then takes.
  let movedAs: string | undefined;
  try {
    const mapping = await loadMapping(choice.mapping);
    const mappingSha256 = await hashFile(choice.mapping);
    const report = await uploadMappedFiles(ctx.journal, mapping, {
      target: ctx.target,
      files: [file.path],
      // The content checked against earlier uploads above is the content posted, or the file is refused.
      expectedSha256: new Map([[file.path, sha256]]),
      // The person who dropped the file gets it back with each row's outcome, next to the results workbook.
      annotate: true,
      mapping: choice.mapping,
      mappingSha256,
      rejectsDuplicates: ctx.rejectsDuplicates,
      stopAfterRejections: ctx.stopAfterRejections,
      journalWaitMs: ctx.journalWaitMs,
      startedBy: ctx.startedBy,
      dateStyle: ctx.dateStyle,
      duplicates: ctx.duplicates,
      outDir: folders.results,
      // A stopped file is taken again; its results are written once, when it is settled.
      resultsWhenStopped: false,
      // Staff who only see the folder look for the file where its results say it went.
      describeSourceNow: (path) => describeSourceNow(path, read, folders),
      // Its results name where it goes next; one that left processing/ says where it is instead.
      sourcePathOnceHandled: (path, summary) => {
        if (describeSourceNow(path, read, folders)) return undefined;
        const planned = planHandledPlace(
          summary,
          folders,
          maskedName === file.name ? basename(path) : maskedName,
          now(),
        );
        movedAs = basename(planned);
        return planned;
      },
      signal: ctx.signal,
      beforeFirstSend: ctx.beforeFirstSend,
    });
    const run = report.runs[0];
    const runIds = [...report.runs, ...(report.unwritten ?? [])].map((summary) => summary.run.id);
    const uploaded = run ?? report.unwritten?.[0];
    const counts = uploaded && outcomeCountsOf(uploaded);
    const everyRowLeftOut = uploaded !== undefined && runRowsAllLeftOut(uploaded).length > 0;
    // A rejection storm is the file's fault: taking it again would only be refused again.
    if (report.stopped && !report.rejectionStorm) {
      return {
        destination: 'processing',
        // As upload's exit 69: the finance API out of reach, nothing in doubt; watch --once exits so.
        unreachable: uploadExitCode(report) === EXIT_UNAVAILABLE,
        halted: report.halted,
        summary: `stopped${report.halted ? ` (${report.halted})` : ''}: ${describeUpload(report)}; left in processing/ to be taken again`,
        resultsWorkbook: undefined,
        runIds,
        counts,
        everyRowLeftOut,
        read,
      };
    }
    const resultsProblem = run?.resultsProblem
      ? describeUnwrittenResults(run.resultsProblem, run.run.id, ctx.journalLocation)
      : undefined;
    // The person who dropped the file looks for its annotated copy: its absence is told, with why.
    // When the results folder itself refused both files, its reason is told once, with the workbook's.
    const annotationProblem = run?.annotationProblem;
    const sameReason = resultsProblem !== undefined && annotationProblem === run?.resultsProblem;
    const noCopy = !annotationProblem
      ? ''
      : sameReason
        ? '; annotated copy not written either'
        : `; annotated copy not written: ${annotationProblem}`;
    // Every invoice sent as it should be, only the workbook unwritten: the file is done, its workbook to come.
    const written = { ...report, runs: report.runs.map((summary) => ({ ...summary, resultsProblem: undefined })) };
    const exitCode = uploadExitCode(written);
    const verdict: FileVerdict = {
      destination: exitCode === 0 ? 'done' : 'failed',
      noInvoices: exitCode === EXIT_NO_INVOICES,
      summary: `${describeUpload(report)}${resultsProblem ? `; ${resultsProblem}` : ''}${noCopy}`,
      resultsWorkbook: run?.resultsFile,
      runIds,
      counts,
      everyRowLeftOut,
      resultsProblem,
      annotationProblem,
      movedAs,
    };
    // Its row names its run whatever stopped it: the workbooks still to come are found by it.
    return await record(verdict, sha256, true, uploaded?.run.id, resultsProblem);
  } catch (error) {
    // Without the journal nothing can be trusted: stop the watcher, the file stays in processing/.
    if (error instanceof JournalError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const tail = describePartCopy(error) ?? (await describeCutTail(error, ctx.journal, folder, maskedName, now()));
    // The file's and the mapping's own errors quote the file; any other may quote the server or its address.
    const fromFile = error instanceof InputFileError || error instanceof ConfigError;
    return refuse(
      sha256,
      `the file could not be read through ${basename(choice.mapping)}: ${message}${tail ? `; ${tail}` : ''}`,
      [],
      fromFile ? 'file' : 'server',
    );
  }
}
