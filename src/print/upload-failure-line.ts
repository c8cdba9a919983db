/**
 * The one line an upload that exits 1 or 3 without stopping writes on standard error, with or without
 * --json: what needs a person, counted over its files. A scheduler's log often keeps only standard
 * error, and the exit code alone does not say which of the outcomes it was. Pure.
 */
import type { UploadReport } from '../batch/upload-files.js';
import { notPostedHereText } from '../journal/not-posted-here-text.js';
import type { RunSummary } from '../journal/summarize-run.js';
import { describeNoInvoices, runHoldsNoInvoices, runRowsAllLeftOut } from '../batch/every-row-left-out.js';

/** What needs a person in the runs, or undefined when nothing does. */
export function uploadFailureLine(report: UploadReport): string | undefined {
  const runs: RunSummary[] = [...report.runs, ...(report.unwritten ?? [])];
  const sum = (of: (run: RunSummary) => number) => runs.reduce((total, run) => total + of(run), 0);
  const invalid = sum((run) => run.counts.invalid);
  const rejected = sum((run) => run.counts.rejected);
  const inDoubt = sum((run) => run.counts.inDoubt);
  const notSent = sum((run) => run.notSent);
  const failed = sum((run) => run.counts.failed) - notSent;
  const conflicts = sum((run) => run.conflicts.count);
  const parts = [
    invalid > 0 ? `${invalid} invalid` : '',
    rejected > 0 ? `${rejected} rejected` : '',
    failed > 0 ? `${failed} failed` : '',
    notSent > 0 ? `${notSent} not sent` : '',
    inDoubt > 0 ? `${inDoubt} in doubt (settle each with the resolve command before posting any again)` : '',
    conflicts > 0
      ? `${conflicts} skipped: a different invoice with the same PayeeId and Invoice_Number was created earlier`
      : '',
    ...runs.flatMap((run) =>
      run.otherTarget?.count ? [notPostedHereText(run.otherTarget, run.run.targetIdentity)] : [],
    ),
  ].filter((part) => part !== '');
  const empty = runs.flatMap((run) =>
    runHoldsNoInvoices(run) ? [`${run.run.sourceFile}: ${describeNoInvoices(runRowsAllLeftOut(run))}`] : [],
  );
  const listed = parts.length > 0 ? [`${parts.join('; ')}; each is listed in the results workbook`] : [];
  if (listed.length + empty.length === 0) return undefined;
  return `upload: ${[...listed, ...empty].join('; ')}`;
}
