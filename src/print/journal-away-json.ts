/**
 * What `upload --json` prints on standard output when its journal went out of reach: the facts the
 * human summary gives (describe-journal-away.ts, and the error's list of answers not recorded) as
 * one JSON document, so that a program reading it learns what was recorded, where the answers the
 * journal could not take are, and the commands that settle them. `complete`, `stopReason` and
 * `journal` are those of any command whose journal stopped it under --json.
 */
import type { UploadProgress } from '../batch/upload-progress.js';
import type { JournalError } from '../errors.js';

/** `progress`: the last progress of each run, by run id; `journal`: where the journal is, as shown. */
export function journalAwayJson(
  progress: ReadonlyMap<number, UploadProgress>,
  error: JournalError,
  journal: string,
  listInDoubtCommand: string,
) {
  return {
    complete: false,
    stopReason: error.message,
    journal,
    // What the journal recorded of each run before it went, as the progress counted it.
    runs: [...progress.values()].map((last) => ({
      runId: last.runId,
      file: last.file,
      phase: last.phase,
      total: last.total,
      done: last.done,
      // Create requests that left, answered or not.
      sent: last.sent ?? 0,
      counts: last.counts,
    })),
    unrecordedAnswers: {
      count: error.unrecorded.length,
      created: error.unrecorded.filter((answer) => answer.outcome === 'created').length,
      file: error.unrecordedFile ?? null,
      resolveCommand: error.recordCommand ?? null,
    },
    listInDoubtCommand,
  };
}
