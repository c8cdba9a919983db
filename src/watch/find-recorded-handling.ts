/**
 * A file taken again from `processing/` whose handling the journal already holds: its outcome was
 * recorded, then its move to done/ or failed/ was not made (the drop folder's disk refused it, or
 * the watcher stopped first). Only the move is owed: nothing is sent again, and neither a second
 * record nor a second note is made.
 */
import type { Journal } from '../journal/open-journal.js';
import type { RecordedWatchFile } from '../journal/watch-files.js';
import type { ClaimedFile, FileVerdict } from './watch-options.js';

/** `may.csv` for `may.20261202-073000.csv` or `may.20261202-073000-2.csv` (move-file.ts's stamped names); undefined for any other name. */
function droppedName(name: string): string | undefined {
  const stamped = /^(.+)\.\d{8}-\d{6}(?:-\d+)?(\.[^.]*)?$/.exec(name);
  return stamped ? `${stamped[1]!}${stamped[2] ?? ''}` : undefined;
}

/**
 * The file's last record when it may be of this very file: an upload whose run still names the
 * file's place in processing/ (once moved, its run names done/ or failed/), or a refusal, which is
 * this file's only when it is refused now for the same reason (sameRefusal).
 * @param folder the drop folder as the journal names it
 * @param name the file's name as the journal names it
 */
export async function findRecordedHandling(
  journal: Journal,
  file: ClaimedFile,
  folder: string,
  name: string,
  sha256: string,
): Promise<RecordedWatchFile | undefined> {
  if (!file.retaken) return undefined;
  // Taken beside a file of its name, it lies in processing/ under a stamped name, recorded under the one it was dropped as.
  const dropped = droppedName(name);
  const row =
    (await journal.watch.findLastHandled(folder, name, sha256)) ??
    (dropped === undefined ? undefined : await journal.watch.findLastHandled(folder, dropped, sha256));
  if (!row || (row.movedTo !== 'done' && row.movedTo !== 'failed')) return undefined;
  if (!row.uploaded) return row;
  return row.runId !== undefined && row.sourcePath === file.path ? row : undefined;
}

/** The verdict that only moves on an uploaded file whose handling was recorded. */
export function finishRecordedUpload(row: RecordedWatchFile): FileVerdict {
  return {
    destination: row.movedTo === 'done' ? 'done' : 'failed',
    summary: `handled before the restart (run ${row.runId}); only its move was owed, nothing sent again`,
    resultsWorkbook: row.resultsFile,
    runIds: row.runId === undefined ? [] : [row.runId],
  };
}

/**
 * The verdict that only moves on a file refused now as it was when recorded, its note already
 * written; undefined when the refusal differs (the rules changed meanwhile): then it is refused anew.
 * @param reason the refusal as recorded, with `***` for a secret
 */
export function finishRecordedRefusal(row: RecordedWatchFile | undefined, reason: string): FileVerdict | undefined {
  if (!row || row.uploaded || row.note !== reason) return undefined;
  return {
    destination: 'failed',
    summary: `not uploaded: ${reason}; refused before the restart, its note already written`,
    resultsWorkbook: row.resultsFile,
  };
}
