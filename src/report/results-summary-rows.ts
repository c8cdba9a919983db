/** The rows of the Summary sheet, as label/value cells, from a run summary. Pure. */
import type { RunSummary } from '../journal/summarize-run.js';
import { formatDuration, localDateTime } from './local-time.js';
import { amountValue } from './amount-cell.js';
import { REJECTED_NEXT } from '../journal/rejection-statements.js';

export interface SummaryRow {
  values: (string | number | null)[];
  bold?: boolean;
  /** The cells from the second on are amounts. */
  amounts?: boolean;
}

export function summaryRows(summary: RunSummary): SummaryRow[] {
  const { run, counts } = summary;
  const rows: SummaryRow[] = [
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
    { values: ['Status', runStatusText(summary)] },
    { values: ['Started', localDateTime(new Date(run.startedAt))] },
    { values: ['Finished', run.finishedAt ? localDateTime(new Date(run.finishedAt)) : ''] },
    { values: ['Duration', formatDuration(summary.durationMs)] },
    { values: [] },
    { values: ['Outcome', 'Invoices'], bold: true },
    { values: ['created', counts.created] },
    { values: ['skipped', counts.skipped] },
    ...(summary.conflicts.count > 0
      ? [
          {
            values: [
              '  of which NOT POSTED: a different invoice has the same PayeeId and Invoice_Number',
              summary.conflicts.count,
            ],
          },
        ]
      : []),
    { values: ['invalid', counts.invalid] },
    { values: ['rejected', counts.rejected] },
    { values: ['failed', counts.failed] },
    { values: ['in-doubt', counts.inDoubt] },
    { values: ['total', counts.invoices], bold: true },
    { values: [] },
    { values: ['Currency', 'Source total', 'Created total'], bold: true },
  ];
  for (const [currency, total] of Object.entries(summary.totals))
    rows.push({ values: [currency, amountValue(total.source), amountValue(total.created)], amounts: true });
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
  return summary.run.status;
}
