/** What a drop folder's upload came to, in the one line its file's log line and verdict carry. */
import type { UploadReport } from '../batch/upload-files.js';
import { describeOutcomeCounts, outcomeCountsOf } from '../report/count-outcomes.js';
import { heldWhy } from '../report/outcome-words.js';
import { describeNoInvoices, runHoldsNoInvoices, runRowsAllLeftOut } from '../batch/every-row-left-out.js';

/** `12 invoices: 10 created, 2 skipped`, in the words of the results (report/outcome-words.ts). */
export function describeUpload(report: UploadReport): string {
  const run = report.runs[0] ?? report.unwritten?.[0];
  if (!run) return 'nothing uploaded';
  const head = describeOutcomeCounts(outcomeCountsOf(run), (word, n) =>
    word === 'held: differs' ? `${n} held: differs (NOT POSTED: ${heldWhy(run.conflicts)})` : `${n} ${word}`,
  );
  if (runHoldsNoInvoices(run)) return `${head}; ${describeNoInvoices(runRowsAllLeftOut(run))}`;
  if (report.heldForInvalid) return `${head}; nothing posted because of the invalid ones`;
  // The file goes to failed/ for them: the line says what a person does, as the workbook does.
  const inDoubt = run.counts.inDoubt;
  return inDoubt > 0 ? `${head}; ${inDoubtNext(inDoubt)}` : head;
}

/** What a person does about a drop file's in-doubt invoices, in the results workbook's words. */
function inDoubtNext(count: number): string {
  const them = count === 1 ? 'the one in doubt' : `the ${count} in doubt`;
  return `${them}: do not drop the file again nor post them by hand; look each one up in the finance system and record what you found with invoice-batch resolve (the results workbook says how)`;
}

/**
 * A results workbook that could not be written (results/ full, gone, not writable) after every
 * answer was recorded: the invoices were sent as counted, so the file must not be dropped again.
 */
export function describeUnwrittenResults(problem: string, runId: number, journalLocation?: string): string {
  const journal = journalLocation ? `the journal ${journalLocation}` : 'the journal';
  return `RESULTS WORKBOOK NOT WRITTEN (${problem}); the invoices were sent as counted, do not drop the file again: every outcome is in ${journal} (invoice-batch journal --run ${runId}), and the watcher writes the workbook from it once there is room`;
}
