/**
 * A writer that pauses longer than the settle time (a remote copy, a script appending in bursts)
 * has its file taken half written: the first part is posted and moved on, and the rest arrives
 * under the same name without a header row, to be refused for its missing columns. That refusal
 * says what most likely happened, so that staff do not take the first part for the whole file.
 */
import { InputFileError } from '../errors.js';
import type { Journal } from '../journal/open-journal.js';
import { localDateTime } from '../report/local-time.js';

/** How long after a file was taken a headerless file of its name is taken for its rest. */
const RECENT_MS = 3_600_000;

/** The words a missing header gives (mapping/resolve-columns.ts): the first line is not the header row. */
const NO_HEADER = /is not in the header row/;

/** A sentence to add to the refusal, or undefined when `error` is not a missing header or no file of the name was taken lately. */
export async function describeCutTail(
  error: unknown,
  journal: Journal,
  folder: string,
  fileName: string,
  now: Date,
): Promise<string | undefined> {
  if (!(error instanceof InputFileError) || !NO_HEADER.test(error.message)) return undefined;
  const since = new Date(now.getTime() - RECENT_MS).toISOString();
  const earlier = await journal.watch.findLastUploadNamed(folder, fileName, since);
  if (!earlier) return undefined;
  const run = earlier.runId === undefined ? '' : `run ${earlier.runId}, `;
  const results = earlier.resultsFile ? `, results ${earlier.resultsFile}` : '';
  return (
    `this looks like the rest of ${fileName} cut off: a file of that name was taken at ${localDateTime(new Date(earlier.handledAt))} ` +
    `(${run}moved to ${earlier.movedTo ?? '?'}/${results}) and its writer went on after a pause longer than the settle time ` +
    `(watch.settleMs); drop the whole file again once it is written, the invoices created from its first part are skipped`
  );
}
