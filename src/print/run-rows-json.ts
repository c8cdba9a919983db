/** Runs as `history --json` prints them. Pure. */
import { runStartedBy, type RunRow } from '../journal/run-row.js';
import type { FilesNow } from '../report/look-up-files.js';

/**
 * A run with its flags as JSON and its counts as upload --json gives them: `alreadyCreated` apart from
 * `created` (the journal keeps them `created`), so that the counts add up to `invoices` with each
 * invoice in one of them; `notSent`, `heldDiffers` and `notCreated` stay counted within theirs.
 * `startedBy` as the table shows it: `unknown` for a run recorded before the journal kept it.
 * `resultsFileExists`: false once retention removed the results file; null when none was written or
 * its recorded name cannot be looked up.
 * @param filesNow whether each results file is there now (report/look-up-files.ts) @default none looked up
 */
export function runRowJson(run: RunRow, filesNow: FilesNow = new Map()) {
  return {
    ...run,
    resultsFileExists: run.resultsFile === null ? null : (filesNow.get(run.resultsFile) ?? null),
    created: run.created - run.alreadyCreated,
    options: JSON.parse(run.options) as unknown,
    startedBy: runStartedBy(run),
  };
}
