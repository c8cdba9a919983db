/** The counts and control totals `validate` prints, amounts shown as `upload` shows them. Pure. */
import { currencyLabel, formatMoney } from '../invoice/format-money.js';
import { HIDDEN_PART_LABEL, untotalledText, type FileSummary } from '../mapping/summarize-file.js';

/** Said under control totals that leave invoices out, so that a total is never read as the file's whole. */
export function untotalledLine(count: number): string {
  return `not in these totals: ${untotalledText(count)}`;
}

export function formatValidateSummary(summary: FileSummary): string {
  const rows: [string, string][] = [
    ['invoices', String(summary.invoices)],
    ['lines', String(summary.lines)],
    ['valid', String(summary.valid)],
    ['invalid', String(summary.invalid)],
  ];
  // The part of the invalid the clerk filtered or hid, under the figure it is part of.
  const hidden = summary.hidden ?? 0;
  if (hidden > 0) rows.push([`  ${HIDDEN_PART_LABEL}`, String(hidden)]);
  for (const [currency, amount] of Object.entries(summary.totals)) {
    rows.push([`total ${currencyLabel(currency)}`, formatMoney(amount, currency)]);
    const part = summary.hiddenTotals?.[currency];
    if (part !== undefined) rows.push([`  ${HIDDEN_PART_LABEL}`, formatMoney(part, currency)]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  const table = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value.padStart(valueWidth)}\n`).join('');
  return summary.untotalled > 0 ? `${table}  ${untotalledLine(summary.untotalled)}\n` : table;
}
