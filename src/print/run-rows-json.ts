/** Runs as `history --json` prints them. Pure. */
import { runStartedBy, type RunRow } from '../journal/run-row.js';

/**
 * A run with its flags as JSON and its counts as upload --json gives them: `alreadyCreated` apart from
 * `created` (the journal keeps them `created`), so that the counts add up to `invoices` with each
 * invoice in one of them; `notSent`, `heldDiffers` and `notCreated` stay counted within theirs.
 * `startedBy` as the table shows it: `unknown` for a run recorded before the journal kept it.
 */
export function runRowJson(run: RunRow) {
  return {
    ...run,
    created: run.created - run.alreadyCreated,
    options: JSON.parse(run.options) as unknown,
    startedBy: runStartedBy(run),
  };
}
