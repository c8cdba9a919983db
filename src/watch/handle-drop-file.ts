/**
 * What happens to one file the watcher took: refused when its content was uploaded before or no
 * rule names its mapping, else uploaded as `upload` does, with its results workbook written to
 * `results/`. Every handled file is recorded in the journal.
 */
import { listRunExceptions } from '../journal/list-run-exceptions.js';
import { localDateTime } from '../report/local-time.js';
import { InputFileError } from '../errors.js';
import { describeTarget } from '../finance-api/api-target.js';
import { dataSecretsOf, withoutDataSecrets } from '../mapping/scrub-data-text.js';
import { resultsFileName } from '../report/results-file-name.js';
import type { DropFolders } from './drop-folders.js';
import { takeFileAsRead, type FileAsRead } from './check-file-as-read.js';
import type { ClaimedFile, FileVerdict } from './watch-drop-folder.js';
import { writeRefusalWorkbook } from './write-refusal-workbook.js';
import { describeDropDiskFull } from './describe-drop-disk-full.js';
import { describeUnreadFile } from './describe-unread-file.js';
import { describeEarlierUpload } from './describe-earlier-upload.js';
import { maskRefusalReason, type ReasonSource } from './mask-refusal-reason.js';

import type { DropContext } from './drop-context.js';
import { uploadDropFile } from './upload-drop-file.js';
import type { RecordedWatchFile } from '../journal/watch-files.js';
import { findRecordedHandling, finishRecordedRefusal, finishRecordedUpload } from './find-recorded-handling.js';

export type { DropContext } from './drop-context.js';

/**
 * Handles a file taken into processing/; the verdict names the file with `***` for a secret its
 * name holds, so that moving it on does not keep the secret in the drop folder.
 */
export async function handleDropFile(file: ClaimedFile, folders: DropFolders, ctx: DropContext): Promise<FileVerdict> {
  const name = withoutDataSecrets(file.name, dataSecretsOf(ctx.target));
  const verdict = await handleNamedFile(file, name, folders, ctx);
  return name === file.name ? verdict : { ...verdict, name };
}

async function handleNamedFile(
  file: ClaimedFile,
  maskedName: string,
  folders: DropFolders,
  ctx: DropContext,
): Promise<FileVerdict> {
  const now = ctx.now ?? (() => new Date());
  const target = describeTarget(ctx.target);
  // A drop folder named with the key is recorded, as the file's own name is, with *** for it.
  const secrets = dataSecretsOf(ctx.target);
  const folder = withoutDataSecrets(folders.root, secrets);
  // The file as read, hashed once: the already-uploaded check, the upload and the check before the move use it.
  let read: FileAsRead | undefined;
  // This very file's handling as the journal holds it, when a watcher stopped before its move.
  const known: { recorded?: RecordedWatchFile | undefined } = {};
  const record = async (
    verdict: FileVerdict,
    sha256: string,
    uploaded: boolean,
    runId?: number,
    note?: string,
  ): Promise<FileVerdict> => {
    await ctx.journal.watch.insertWatchFile({
      folder,
      // The journal names the file as it was moved: no row of it keeps the secret its name held.
      fileName: maskedName,
      sha256,
      outcome: verdict.destination === 'done' ? 'done' : uploaded ? 'failed' : 'refused',
      uploaded,
      runId,
      movedTo: verdict.destination,
      resultsFile: verdict.resultsWorkbook && withoutDataSecrets(verdict.resultsWorkbook, secrets),
      note,
      handledAt: now().toISOString(),
    });
    return { ...verdict, read };
  };
  const refuse = async (
    sha256: string,
    unscrubbed: string,
    details: [string, string | number][] = [],
    source: ReasonSource = 'file',
  ): Promise<FileVerdict> => {
    // A reason may quote the file (its headers, a cell): a dropped key file must not show the key.
    const reason = maskRefusalReason(unscrubbed, source, ctx.target);
    const again = finishRecordedRefusal(known.recorded, reason);
    if (again) return { ...again, read };
    // A file named with the key (the key file dropped in) names its refusal with *** for it.
    const name = resultsFileName(folders.results, maskedName, now(), 'xlsx');
    let workbook: string;
    try {
      workbook = await writeRefusalWorkbook(
        { file: maskedName, sha256, reason, details, target, sandbox: ctx.target.sandbox, at: now() },
        name,
        ctx.dateStyle,
        ctx.fileSystem,
      );
    } catch (error) {
      // Nothing was sent: refused again once there is room, the note then written, and recorded once.
      const full = describeDropDiskFull(error, folders.results, 'the note saying why could not be written');
      if (!full) throw error;
      const summary = `not uploaded: ${reason}; ${full}; left in processing/ to be tried again when there is room`;
      return { destination: 'processing', summary, resultsWorkbook: undefined, dropDiskFull: full, read };
    }
    return record(
      { destination: 'failed', summary: `not uploaded: ${reason}`, resultsWorkbook: workbook },
      sha256,
      false,
      undefined,
      reason,
    );
  };

  try {
    read = await takeFileAsRead(file.path);
  } catch (error) {
    // Unreadable, or gone from processing/: the file's own fault, never the folder's.
    if (!(error instanceof InputFileError)) throw error;
    const code = (error.cause as NodeJS.ErrnoException | undefined)?.code ?? 'error';
    return refuse('', describeUnreadFile(file, folders, code));
  }
  const sha256 = read.sha256;
  if (file.problem) return refuse(sha256, file.problem);
  const recorded = await findRecordedHandling(ctx.journal, file, folder, maskedName, sha256);
  if (recorded?.uploaded) return { ...finishRecordedUpload(recorded), read };
  known.recorded = recorded;
  const earlier = await ctx.journal.watch.findFinishedUploadOfContent(sha256, ctx.target.identity);
  if (earlier && file.retaken && earlier.sourcePath === file.path) {
    // The interrupted watcher finished this very upload but died before moving the file.
    const { conflicts } = await listRunExceptions(ctx.journal, earlier.runId);
    const ok = earlier.invalid + earlier.rejected + earlier.failed + earlier.inDoubt + conflicts.count === 0;
    const verdict: FileVerdict = {
      destination: ok ? 'done' : 'failed',
      summary: `uploaded before the interruption (run ${earlier.runId})`,
      resultsWorkbook: earlier.resultsFile ?? undefined,
      runIds: [earlier.runId],
      counts: earlier,
    };
    return record(verdict, sha256, true, earlier.runId);
  }
  if (earlier) {
    const when = earlier.finishedAt ? ` on ${localDateTime(new Date(earlier.finishedAt))}` : '';
    return refuse(
      sha256,
      `the same content was uploaded before as ${earlier.sourceFile}${when} (run ${earlier.runId}); nothing was sent again`,
      describeEarlierUpload(earlier),
    );
  }

  return uploadDropFile(file, read, folders, ctx, { folder, maskedName, record, refuse });
}
