/** The Status line of a run's Summary sheet: how it ended, in a sentence. Pure. */
import { notPostedHereText } from '../../journal/not-posted-here-text.js';
import { describeReadStop } from '../../journal/describe-read-stop.js';
import type { RunSummary } from '../../journal/summarize-run.js';
import { otherPayeeHeld, type HeldCounts } from '../outcome-words.js';

/** Why every invoice of a run was held, for its status. */
function heldBecause(held: HeldCounts): string {
  if (held.otherPayee === 0)
    return 'an invoice with the same vendor id and number but other content, or the same InvoiceId and amount, was created earlier';
  if (held.otherPayee === held.count) return otherPayeeHeld();
  return 'the finance system holds, or may hold, an invoice they would duplicate or contradict';
}

export function describeRunStatus(summary: RunSummary): string {
  if (summary.heldForInvalid)
    return 'nothing posted: the file has invalid invoices (use --partial to post the valid ones)';
  if (summary.halted) return `stopped: ${summary.halted}; the invoices not sent are safe to post again`;
  if (summary.readStopped) return `stopped while the file was read: ${describeReadStop(summary.counts.invoices)}`;
  if (summary.stopped) return 'stopped before every invoice was sent; the ones not sent are safe to post again';
  const { counts } = summary;
  if (counts.invoices > 0 && counts.skipped === counts.invoices && summary.conflicts.count > 0)
    return `nothing posted: ${summary.conflicts.count} invoice(s) held because ${heldBecause(summary.conflicts)} (see Message)`;
  const other = summary.otherTarget;
  if (other !== undefined && other.count > 0)
    return `${counts.skipped === counts.invoices ? 'nothing posted: ' : ''}${notPostedHereText(other, summary.run.targetIdentity)}`;
  if (counts.invoices > 0 && counts.skipped === counts.invoices)
    return 'nothing new: every invoice was already created by an earlier upload';
  // A run that ended is "finished" even when answers did not come: the word alone reads as all done.
  if (counts.inDoubt > 0)
    return `${summary.run.status}, ${counts.inDoubt} invoice(s) in doubt: sent, but no clear answer came, so they may or may not exist in the finance system; never posted again by themselves (see Message)`;
  return summary.run.status;
}
