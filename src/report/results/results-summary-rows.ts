/** The rows of the Summary sheet, as label/value cells, from a run summary and its amounts. Pure. */
import { heldThereNext } from '../held-there-next.js';
import { skippedThereText } from './other-target-messages.js';
import { sandboxText } from '../sandbox-words.js';
import type { RunSummary } from '../../journal/summarize-run.js';
import { runBy, runKeyText, runMappingText, runStartedBy } from '../../journal/run-row.js';
import { formatDuration, zoneText } from '../local-time.js';
import { amountValue } from '../amount-cell.js';
import { localDateTimeCell } from '../date-cell.js';
import { currencyLabel } from '../../invoice/format-money.js';
import { heldNext, inDoubtNext, OUTCOME_MEANINGS, rejectedNext, RESOLVED_NOT_CREATED } from '../outcome-words.js';
import { countOfOutcome, outcomeCountsOf } from '../count-outcomes.js';
import { untotalledText } from '../../mapping/summarize-file.js';
import { AMOUNT_PARTS, amountParts, type RunAmounts } from './tally-run-amounts.js';
import type { RunLeftOut } from '../../journal/run-left-out.js';
import { LEFT_OUT_LABEL, leftOutLines } from '../describe-left-out-rows.js';
import { describeRunStatus } from './describe-run-status.js';
import { HIDDEN_SHEET_LABEL } from '../../mapping/hidden-sheet-read.js';
import { listMixedTotals, MIXED_TOTALS_HEADER, noCreditNotesLine } from './list-mixed-totals.js';
import type { StopReason } from './stop-messages.js';
import { stopRows } from './stop-summary-rows.js';
import type { ResultsSummary, SummaryRow } from './summary-row.js';

/** The rows not read as invoices, each named with its rule, when the upload that read the file says. */
function leftOutRows(leftOut: RunLeftOut | undefined): SummaryRow[] {
  if (leftOut === undefined) return [];
  const lines = leftOutLines(leftOut);
  return [
    { values: [] },
    { values: [LEFT_OUT_LABEL, lines.total], bold: true },
    ...lines.rules.map(({ rule, text }) => ({ values: [rule, text], span: true })),
  ];
}

/**
 * Every outcome of the vocabulary with its count, none left out at 0: the table reads as the
 * Legend, history and the journal list the outcomes, so a word missing never looks like a count lost.
 */
function countRows(summary: RunSummary): SummaryRow[] {
  const counts = outcomeCountsOf(summary);
  return OUTCOME_MEANINGS.map(({ word }) => ({ values: [word, countOfOutcome(word, counts)], outcome: word }));
}

/** The per-currency table: each currency's amount in the file and the parts it splits into (amountParts). */
function amountRows(amounts: RunAmounts): SummaryRow[] {
  const all = amounts.get('all');
  const rows: SummaryRow[] = [{ values: ['Currency', ...AMOUNT_PARTS], bold: true, amounts: true }];
  for (const currency of all?.currencies() ?? []) {
    rows.push({
      values: [
        currencyLabel(currency),
        ...amountParts(amounts, currency).map((amount) => amountValue(amount, currency)),
      ],
      amounts: true,
      currency,
    });
  }
  return rows;
}

/** Each total that mixes invoices and credit notes, both apart beside the net (list-mixed-totals.ts). */
function mixedRows(totals: RunSummary['totals']): SummaryRow[] {
  const mixed = listMixedTotals(totals);
  const rows = mixed.map(({ currency, label, split: s, net }) => ({
    values: [
      label,
      s.invoices,
      amountValue(s.invoiceAmount),
      s.creditNotes,
      amountValue(s.creditNoteAmount),
      amountValue(net),
    ],
    ...{ amounts: true, currency, counts: [1, 3] },
  }));
  if (rows.length === 0) return [];
  const none = noCreditNotesLine(totals);
  const noneRow = none === undefined ? [] : [{ values: [none] }];
  return [{ values: [] }, { values: MIXED_TOTALS_HEADER, bold: true, amounts: true }, ...rows, ...noneRow];
}

/**
 * What to do about the invoices that need a person: rejections by reason, held, resolved as not
 * created, in doubt (named, as `inDoubtNames` lists them), rejected.
 */
function nextRows(summary: RunSummary, inDoubtNames: string | undefined, resolve: string | undefined): SummaryRow[] {
  const rows: SummaryRow[] = [];
  // By target, the most invoices first, as the Status line above and the terminal name them.
  const skippedThere = summary.otherTarget?.targets ?? [];
  if (summary.rejections.length > 0) {
    rows.push({ values: [] }, { values: ['Rejection reason', 'Invoices', 'Example message'], bold: true });
    for (const group of summary.rejections)
      rows.push({ values: [group.reason, group.count, group.example], span: true });
  }
  const inDoubt = summary.counts.inDoubt;
  const held = summary.conflicts.count;
  const resolved = summary.notCreated;
  if (inDoubt > 0 || held > 0 || resolved > 0 || summary.rejections.length > 0 || skippedThere.length > 0)
    rows.push({ values: [] });
  // Said once here: each row's Message says only "under another target" (other-target-messages.ts).
  for (const group of skippedThere)
    rows.push({
      values: ['Skipped elsewhere: what to do', skippedThereText(group.count, group.target)],
      span: true,
      outcome: 'skipped',
    });
  if (held > 0)
    rows.push({ values: ['Held: what to do', heldNext(summary.conflicts)], span: true, outcome: 'held: differs' });
  if (resolved > 0) {
    const next = RESOLVED_NOT_CREATED.next;
    rows.push({ values: ['Resolved: what to do', next], span: true, outcome: 'resolved: not created' });
  }
  if (inDoubt > 0 && inDoubtNames)
    rows.push({ values: ['In doubt: invoices', inDoubtNames], span: true, outcome: 'in doubt' });
  const heldThere = summary.heldThere ?? [];
  const own = inDoubt - heldThere.reduce((sum, group) => sum + group.count, 0);
  if (own > 0)
    rows.push({
      values: ['In doubt: what to do', inDoubtNext(own, resolve, summary.inDoubtKinds)],
      span: true,
      outcome: 'in doubt',
    });
  // Resolved under the target their doubt is on: this run's resolve command reaches nothing there.
  for (const group of heldThere)
    rows.push({
      values: ['In doubt elsewhere: what to do', heldThereNext(group.count, group)],
      span: true,
      outcome: 'in doubt',
    });
  if (summary.rejections.length > 0)
    rows.push({ values: ['What happens next', rejectedNext(summary.rejections)], span: true });
  return rows;
}

/**
 * @param inDoubt the in-doubt invoices named (name-in-doubt.ts) @default not named
 * @param resolve the resolve command with the run's settings flags @default 'invoice-batch resolve'
 * @param stops the reasons of the invoices whose Message says only `not sent: run stopped` (StopReasons) @default none
 */
export function summaryRows(
  summary: ResultsSummary,
  amounts: RunAmounts,
  inDoubt?: string,
  resolve?: string,
  stops: readonly StopReason[] = [],
): SummaryRow[] {
  const { run } = summary;
  const rows: SummaryRow[] = [
    { values: ['Status', describeRunStatus(summary)], bold: true, span: true },
    ...(summary.outage ? [{ values: ['Journal', summary.outage], bold: true, span: true }] : []),
    ...stopRows(summary, stops),
    { values: ['Target', run.targetDescription], span: true },
    {
      values: ['Sandbox', sandboxText(run.sandbox)],
      span: true,
    },
    { values: ['Source file', run.sourceFile], span: true },
    { values: ['Source path', run.sourcePath], span: true },
    // Only a hidden sheet is named: the user sees another tab than the one read.
    ...(summary.hiddenSheet ? [{ values: [HIDDEN_SHEET_LABEL, summary.hiddenSheet], bold: true, span: true }] : []),
    ...(summary.sourceNow ? [{ values: ['Source file now', summary.sourceNow], bold: true, span: true }] : []),
    { values: ['SHA-256', run.sourceSha256], span: true },
    // Which version of the mapping: two versions of one path map the same file differently.
    { values: ['Mapping', runMappingText(run)], span: true },
    { values: ['Run', run.id] },
    // Who ran it, as resolve records who settled an invoice: the OS user and host, never a key.
    { values: ['Run by', runBy(run)], span: true },
    // By hand, which scheduled job or which drop folder: an auditor reading a year of runs asks.
    { values: ['Started by', runStartedBy(run)], span: true },
    // Which key, told by a fingerprint that cannot give it back, and where the settings took it from.
    {
      values: ['API key', run.keySource === null ? runKeyText(run) : `${runKeyText(run)}: ${run.keySource}`],
      span: true,
    },
    // A date cell holds a wall time: its label names the zone.
    {
      values: [`Started (${zoneText(new Date(run.startedAt))})`, localDateTimeCell(run.startedAt)],
      dateTime: true,
      span: true,
    },
    {
      values: [
        `Finished (${zoneText(new Date(run.finishedAt ?? run.startedAt))})`,
        run.finishedAt ? localDateTimeCell(run.finishedAt) : null,
      ],
      dateTime: true,
      span: true,
    },
    { values: ['Duration', formatDuration(summary.durationMs)] },
    { values: [] },
    { values: ['Outcome', 'Invoices'], bold: true },
    ...countRows(summary),
    { values: ['total', summary.counts.invoices], bold: true },
    { values: [] },
    ...amountRows(amounts),
    ...mixedRows(summary.totals),
  ];
  if (summary.untotalled > 0)
    rows.push({ values: ['Not in these totals', untotalledText(summary.untotalled)], span: true });
  rows.push(...leftOutRows(summary.leftOut));
  rows.push(...nextRows(summary, inDoubt, resolve));
  return rows;
}
