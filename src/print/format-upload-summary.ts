/** The end-of-upload summary as plain text that pastes into an e-mail. Pure. */
import { notPostedHereText } from '../journal/not-posted-here-text.js';
import type { RecoveredRun } from '../batch/recover-interrupted-runs.js';
import type { RunReport, UploadReport } from '../batch/upload-files.js';
import { formatSending } from './format-sending.js';
import { formatRejections } from './format-rejections.js';
import { formatFailures } from './format-failures.js';
import { formatNotSent } from './format-not-sent.js';
import { controlTotalLines, mixedTotalLines } from './format-control-totals.js';
import { formatDuration, localDateTime, localDay, zoneText } from '../report/local-time.js';
import { terminalDateTime, type DateStyle } from '../report/date-style.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import { formatProblem } from '../mapping/mapped-invoice.js';
import { annotationWarnings } from './annotation-warnings.js';
import { heldNext, IN_DOUBT_TODO, inDoubtResolveLines, type OutcomeWord } from '../report/outcome-words.js';
import { listedOutcomeCounts } from '../report/count-outcomes.js';
import { heldThereResolveLines, heldThereWhy } from '../report/held-there-next.js';
import type { HeldThereGroup } from '../journal/group-in-doubt.js';

/** The count lines, in the vocabulary's words (report/outcome-words.ts). */
function countLines(report: RunReport): [OutcomeWord, number][] {
  const counts = {
    ...report.counts,
    notSent: report.notSent,
    heldDiffers: report.conflicts.count,
    notCreated: report.notCreated,
    alreadyCreated: report.alreadyCreated,
  };
  return listedOutcomeCounts(counts, report.heldForInvalid);
}

export function formatRecovered(recovered: readonly RecoveredRun[]): string {
  return recovered
    .map((run) => {
      const lost = run.journalLost;
      // A journal that could not be used stopped it, not a process that died: said so, with the journal's failure.
      const stop = lost
        ? `was stopped by its journal, which could not be used (since ${lost.at}: ${escapeControlCharacters(lost.reason)})`
        : 'had stopped without finishing';
      return `Run ${run.runId} (${escapeControlCharacters(run.sourceFile)}) ${stop}: ${run.inDoubt} invoice(s) it was sending are now in doubt, ${run.notSent} it had not sent yet are safe to post again.\n`;
    })
    .join('');
}

/** What a finance user must read before any figure: nothing was posted, or the upload stopped by itself. */
function headline(report: RunReport): string[] {
  const invalid = report.counts.invalid;
  if (report.heldForInvalid) {
    return [
      invalid > 0
        ? `Nothing was posted: ${invalid === 1 ? '1 invoice is invalid; fix it' : `${invalid} invoices are invalid; fix them`} or use --partial to post the valid ones (see the Problems sheet).`
        : 'Nothing was posted: another file of this upload has invalid invoices; fix them or use --partial to post the valid ones.',
    ];
  }
  if (report.halted) return [`Stopped early: ${report.halted}; nothing more was sent.`, haltRecorded(report)];
  return [];
}

/**
 * After a halt, what the journal and the results hold and what to run next: at 2 a.m. the reader
 * must not have to work out from the counts whether anything was lost or posted twice.
 */
function haltRecorded(report: RunReport): string {
  const recorded = countLines(report)
    .filter(([, count]) => count > 0)
    .map(([word, count]) => `${count} ${word}`);
  const doubt = report.counts.inDoubt > 0 ? ' The in doubt ones are never posted again by themselves (see below).' : '';
  return (
    `Every invoice is recorded in the journal and the results: ${recorded.join(', ') || 'none'}. ` +
    `None of the failed or not sent invoices was created: once the cause is fixed, run the same upload again; it posts them and skips the ones created.${doubt}`
  );
}

/** Where the summary was made: the journal the outcomes are recorded in. */
export interface SummaryContext {
  journal?: string | undefined;
  /** The config's `dateStyle`, for the run's times. @default ISO */
  dateStyle?: DateStyle | undefined;
  /** The XLSX sheet read of each file, by its absolute path; none is named for CSV. @default none */
  sheets?: ReadonlyMap<string, string | undefined> | undefined;
  /** `invoice-batch resolve` with the settings flags the run was given, for the in-doubt hint. @default 'invoice-batch resolve' */
  resolveCommand?: string | undefined;
  /** `invoice-batch journal --outcome "in doubt" --json` with the journal flags the run was given. @default without flags */
  listInDoubtCommand?: string | undefined;
}

/** The run's own invoices in doubt: what happened, the resolve lines with the run's flags, which ones. */
function ownInDoubtLines(report: RunReport, inDoubt: number, context: SummaryContext): string[] {
  const lines = [
    `${inDoubt} invoice(s) are IN DOUBT: the request left but the answer did not say whether the invoice was created (no answer, a server or gateway error, or an unreadable answer), so they may or may not exist in the finance system. ${IN_DOUBT_TODO}:`,
  ];
  const resolve = context.resolveCommand ?? 'invoice-batch resolve';
  const commands = inDoubtResolveLines(resolve, inDoubt, report.inDoubtKinds);
  // The one-invoice lines aligned; the bulk line (several in doubt) after them.
  const width = Math.max(
    ...commands.filter((line) => !line.command.includes(' ... ')).map((line) => line.command.length),
  );
  for (const { command, why } of commands) lines.push(`  ${command.padEnd(width)}   (${why})`);
  if (inDoubt > 1) {
    const list = context.listInDoubtCommand ?? 'invoice-batch journal --outcome "in doubt" --json';
    lines.push(`  ${list}   (lists every invoice in doubt, for a script)`);
  }
  lines.push(`In doubt: ${report.inDoubtExamples.join(', ')}${inDoubt > report.inDoubtExamples.length ? ', ...' : ''}`);
  return lines;
}

/** Invoices held behind another target's post in doubt: resolved there, with the command their Message names. */
function heldThereLines(group: HeldThereGroup): string[] {
  const commands = heldThereResolveLines(group);
  const width = Math.max(...commands.map((line) => line.command.length));
  return [
    `${heldThereWhy(group.count, group.target)}:`,
    ...commands.map(({ command, why }) => `  ${command.padEnd(width)}   (${why})`),
    `Held in doubt: ${group.examples.join(', ')}${group.count > group.examples.length ? ', ...' : ''}`,
    'If that target is a different finance system, upload again with --distinct-target.',
  ];
}

export function formatRunSummary(report: RunReport, context: SummaryContext = {}): string {
  const { run, counts } = report;
  const first = headline(report);
  const lines: string[] = first.length > 0 ? [...first, ''] : [];
  if (run.sandbox) lines.push('LOCAL SANDBOX: nothing was sent to a real finance system.');
  lines.push(`Target:   ${run.targetDescription}`);
  lines.push(`File:     ${run.sourceFile} (sha256 ${run.sourceSha256})`);
  const sheet = context.sheets?.get(run.sourcePath);
  if (sheet !== undefined) lines.push(`Sheet:    ${escapeControlCharacters(sheet)}`);
  lines.push(`Mapping:  ${run.mapping}`);
  // A journal other than the one meant (another folder, a mistyped path) is how invoices get posted twice.
  if (context.journal) lines.push(`Journal:  ${escapeControlCharacters(context.journal)}`);
  const started = terminalDateTime(new Date(run.startedAt), context.dateStyle);
  // The finish on the start's day is only its time.
  const finished = !run.finishedAt
    ? '?'
    : localDay(run.finishedAt) === localDay(run.startedAt)
      ? localDateTime(new Date(run.finishedAt)).slice(11)
      : terminalDateTime(new Date(run.finishedAt), context.dateStyle);
  lines.push(
    `Run:      ${run.id}, ${started} to ${finished} in ${zoneText(new Date(run.startedAt))} (${formatDuration(report.durationMs)})`,
  );
  lines.push('');
  const width = String(counts.invoices).length;
  const listed = countLines(report);
  const labels = Math.max(9, ...listed.map(([label]) => label.length));
  for (const [label, count] of listed) lines.push(`  ${label.padEnd(labels)} ${String(count).padStart(width)}`);
  lines.push(`  ${'total'.padEnd(labels)} ${String(counts.invoices).padStart(width)}`);
  lines.push(...controlTotalLines(report), ...mixedTotalLines(report));
  const sending = formatSending(report.sending);
  if (sending) lines.push('', sending);
  lines.push('');
  if (report.stopped && !report.halted)
    lines.push('The upload was stopped: the invoices not sent are safe to post again with the same command.');
  if (report.resultsFile) lines.push(`Results:  ${report.resultsFile}`);
  else lines.push(`Results not written: ${report.resultsProblem ?? 'unknown reason'}`);
  if (report.annotatedFile)
    lines.push(`Annotated copy: ${report.annotatedFile}${report.annotatedNote ? ` (${report.annotatedNote})` : ''}`);
  if (report.annotationProblem) lines.push(`Annotated copy not written: ${report.annotationProblem}`);
  // The copy changed these cells (and notes) of the user's file though no problem tells them: said, as validate does.
  const warnings = annotationWarnings(report);
  if (warnings.length > 0)
    lines.push(
      '',
      `Warnings (${warnings.length}):`,
      ...warnings.map((w) => `  ${escapeControlCharacters(formatProblem(w))}`),
    );
  if (report.failures.length > 0) lines.push('', ...formatFailures(report.failures));
  // Held back by invalid ones, every invoice is not sent for the one reason the headline gives.
  if (report.notSentGroups.length > 0 && !report.heldForInvalid) lines.push('', ...formatNotSent(report.notSentGroups));
  if (report.rejections.length > 0) lines.push('', ...formatRejections(report.rejections));
  const { conflicts } = report;
  if (conflicts.count > 0) {
    lines.push('');
    // The InvoiceId hold apart: its invoices were most often posted under a number or vendor id since corrected.
    const byId =
      conflicts.sameInvoiceId > 0
        ? ` (${conflicts.sameInvoiceId} for the same InvoiceId under another number or vendor id)`
        : '';
    lines.push(`${conflicts.count} invoice(s) are held: differs${byId}. ${heldNext(conflicts)}`);
    lines.push(
      `Not posted: ${conflicts.examples.join(', ')}${conflicts.count > conflicts.examples.length ? ', ...' : ''}`,
    );
  }
  const reviewed = report.reviewedCopies?.count ?? 0;
  if (reviewed > 0)
    lines.push(
      '',
      `${reviewed} invoice(s) are changed copies a person closed as reviewed, not posted (resolve --reviewed): nothing to do. ${report.reviewedCopies!.examples[0]}${reviewed > 1 ? ', ...' : ''}`,
    );
  if ((report.otherTarget?.count ?? 0) > 0)
    lines.push('', notPostedHereText(report.otherTarget!, report.run.targetIdentity));
  const heldThere = report.heldThere ?? [];
  const ownInDoubt = counts.inDoubt - heldThere.reduce((sum, group) => sum + group.count, 0);
  if (ownInDoubt > 0) lines.push('', ...ownInDoubtLines(report, ownInDoubt, context));
  for (const group of heldThere) lines.push('', ...heldThereLines(group));
  // File names, targets and server messages are outside text: no line of the summary can be faked.
  return `${lines.map(escapeControlCharacters).join('\n')}\n`;
}

export function formatUploadSummary(report: UploadReport, context: SummaryContext = {}): string {
  return formatRecovered(report.recovered) + report.runs.map((run) => formatRunSummary(run, context)).join('\n');
}
