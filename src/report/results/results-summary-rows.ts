/** The rows of the Summary sheet, as label/value cells, from a run summary and its amounts. Pure. */
import type { RunSummary } from '../../journal/summarize-run.js';
import { formatDuration } from '../local-time.js';
import { amountValue } from '../amount-cell.js';
import { localDateTimeCell } from '../date-cell.js';
import { REJECTED_NEXT } from '../../journal/list-run-exceptions.js';
import { currencyLabel } from '../../invoice/format-money.js';
import { sumAmounts } from '../../invoice/decimal-amount.js';
import { OUTCOME_MEANINGS, type OutcomeWord } from '../outcome-words.js';
import type { RunAmounts } from './tally-run-amounts.js';

export interface SummaryRow {
  values: (string | number | Date | null)[];
  bold?: boolean;
  /** The cells from the second on are amounts. */
  amounts?: boolean;
  /** The second cell is a date and time. */
  dateTime?: boolean;
  /** The first cell is an outcome word, coloured as in Results. */
  outcome?: OutcomeWord;
}

const COUNT_OF: Record<OutcomeWord, keyof RunSummary['counts'] | undefined> = {
  created: 'created',
  skipped: 'skipped',
  invalid: 'invalid',
  rejected: 'rejected',
  failed: 'failed',
  'not sent': undefined,
  'in doubt': 'inDoubt',
};

function countRows(summary: RunSummary): SummaryRow[] {
  const { counts } = summary;
  const rows: SummaryRow[] = [];
  for (const { word } of OUTCOME_MEANINGS) {
    const key = COUNT_OF[word];
    if (!key) continue;
    // A held run's failed rows were never sent: the vocabulary calls them so.
    const shown = word === 'failed' && summary.heldForInvalid ? 'not sent' : word;
    rows.push({ values: [shown, counts[key]], outcome: shown });
    if (word === 'skipped' && summary.conflicts.count > 0)
      rows.push({
        values: [
          '  of which NOT POSTED: a different invoice has the same vendor id and invoice number',
          summary.conflicts.count,
        ],
      });
  }
  return rows;
}

function amountRows(amounts: RunAmounts): SummaryRow[] {
  const all = amounts.get('all');
  const rows: SummaryRow[] = [
    { values: ['Currency', 'In the file', 'Created now', 'Already created (skipped)', 'Not created'], bold: true },
  ];
  for (const currency of all?.currencies() ?? []) {
    const total = all?.get(currency) ?? '0.0000';
    const created = amounts.get('created')?.get(currency) ?? '0.0000';
    const skipped = amounts.get('skipped')?.get(currency) ?? '0.0000';
    const others = new Map([...amounts].filter(([word]) => !['all', 'created', 'skipped'].includes(word)));
    const rest = sumAmounts([...others.values()].map((totals) => totals.get(currency)));
    rows.push({
      values: [
        currencyLabel(currency),
        amountValue(total),
        amountValue(created),
        amountValue(skipped),
        amountValue(rest),
      ],
      amounts: true,
    });
  }
  return rows;
}

export function summaryRows(summary: RunSummary, amounts: RunAmounts): SummaryRow[] {
  const { run } = summary;
  const rows: SummaryRow[] = [
    { values: ['Status', runStatusText(summary)], bold: true },
    { values: ['Target', run.targetDescription] },
    {
      values: [
        'Sandbox',
        run.sandbox ? 'YES - local sandbox: nothing reached a real finance system' : 'no - a real finance system',
      ],
    },
    { values: ['Source file', run.sourceFile] },
    { values: ['Source path', run.sourcePath] },
    { values: ['SHA-256', run.sourceSha256] },
    { values: ['Mapping', run.mapping] },
    { values: ['Run', run.id] },
    { values: ['Started', localDateTimeCell(run.startedAt)], dateTime: true },
    { values: ['Finished', run.finishedAt ? localDateTimeCell(run.finishedAt) : null], dateTime: true },
    { values: ['Duration', formatDuration(summary.durationMs)] },
    { values: [] },
    { values: ['Outcome', 'Invoices'], bold: true },
    ...countRows(summary),
    { values: ['total', summary.counts.invoices], bold: true },
    { values: [] },
    ...amountRows(amounts),
  ];
  if (summary.rejections.length > 0) {
    rows.push({ values: [] }, { values: ['Rejection reason', 'Invoices', 'Example message'], bold: true });
    for (const group of summary.rejections) rows.push({ values: [group.reason, group.count, group.example] });
    rows.push({ values: ['What happens next', REJECTED_NEXT] });
  }
  return rows;
}

function runStatusText(summary: RunSummary): string {
  if (summary.heldForInvalid)
    return 'nothing posted: the file has invalid invoices (use --partial to post the valid ones)';
  if (summary.halted) return `stopped: ${summary.halted}; the invoices not sent are safe to post again`;
  if (summary.stopped) return 'stopped before every invoice was sent; the ones not sent are safe to post again';
  const { counts } = summary;
  if (counts.invoices > 0 && counts.skipped === counts.invoices)
    return 'nothing new: every invoice was already created by an earlier upload';
  return summary.run.status;
}
