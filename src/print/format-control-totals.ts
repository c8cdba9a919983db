/** The totals tables under the counts of the upload summary: control totals per currency, and mixed totals. Pure. */
import type { RunReport } from '../batch/upload-files.js';
import { currencyLabel, formatMoney } from '../invoice/format-money.js';
import { untotalledLine } from './format-validate-summary.js';
import { AMOUNT_PARTS, listedAmountParts, runTotalParts } from '../report/results/tally-run-amounts.js';
import { listMixedTotals, MIXED_TOTALS_HEADER, noCreditNotesLine } from '../report/results/list-mixed-totals.js';

/**
 * Per currency the amount in the file and the parts it splits into, the ones the totals under
 * Results list (listedAmountParts), in their words: in doubt apart (those may exist, so never "not
 * created"), held apart (never read as created).
 */
export function controlTotalLines(report: RunReport): string[] {
  const currencies = Object.entries(report.totals);
  // Every amount unread: no table, but still the count of the invoices it would leave out.
  if (currencies.length === 0) return report.untotalled > 0 ? ['', `  ${untotalledLine(report.untotalled)}`] : [];
  const parts = currencies.map(([, total]) => runTotalParts(total));
  const listed = listedAmountParts(parts);
  const header = ['Control totals', ...listed.map((part) => AMOUNT_PARTS[part]!.toLowerCase())];
  const rows = currencies.map(([currency], index) => [
    currencyLabel(currency),
    ...listed.map((part) => formatMoney(parts[index]![part]!, currency)),
  ]);
  const widths = header.map((title, i) =>
    Math.max(i === 0 ? 14 : 12, title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = ([label = '', ...amounts]: string[]) =>
    `  ${label.padEnd(widths[0] ?? 0)} ${amounts.map((cell, i) => cell.padStart(widths[i + 1] ?? 0)).join('  ')}`;
  const out = ['', line(header), ...rows.map(line)];
  if (report.untotalled > 0) out.push(`  ${untotalledLine(report.untotalled)}`);
  return out;
}

/**
 * Each total that mixes invoices and credit notes, both counted and summed apart beside the net:
 * finance reads gross amounts, and a net in doubt of -4,423.95 hides 11,351.49 of invoices.
 */
export function mixedTotalLines(report: RunReport): string[] {
  const mixed = listMixedTotals(report.totals);
  if (mixed.length === 0) return [];
  const header = MIXED_TOTALS_HEADER.map((title, index) => (index === 0 ? title : title.toLowerCase()));
  const rows = mixed.map(({ currency, label, split, net }) => [
    label,
    String(split.invoices),
    formatMoney(split.invoiceAmount, currency),
    String(split.creditNotes),
    formatMoney(split.creditNoteAmount, currency),
    formatMoney(net, currency),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = ([label = '', ...cells]: string[]) =>
    `  ${label.padEnd(widths[0] ?? 0)}  ${cells.map((cell, i) => cell.padStart(widths[i + 1] ?? 0)).join('  ')}`;
  const none = noCreditNotesLine(report.totals);
  return ['', line(header), ...rows.map(line), ...(none === undefined ? [] : [`  ${none}`])];
}
