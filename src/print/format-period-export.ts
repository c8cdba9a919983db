/**
 * What `journal export` prints: the file written, and the period's totals per currency (per target
 * too when the journal holds several), the same figures as the workbook's Totals; or them as JSON.
 */
import { formatMoney } from '../invoice/format-money.js';
import type { PeriodExport } from '../report/period/plan-period-export.js';
import { describePeriod } from '../report/period/describe-period.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import { plural } from '../invoice/format-count.js';

export function formatPeriodExport(exported: PeriodExport, file: string): string {
  const targets = new Set(exported.totals.map((t) => t.target)).size;
  const lines = exported.totals.map((t) => {
    const on = targets > 1 ? ` on ${escapeControlCharacters(t.target)}` : '';
    const money = (amount: string) => formatMoney(amount, t.currency);
    const invoices = plural(t.invoices, 'invoice');
    const credits = plural(t.creditNotes, 'credit note');
    return `  ${escapeControlCharacters(t.currency)}${on}: ${invoices} ${money(t.invoiceAmount)}, ${credits} ${money(t.creditNoteAmount)}, net ${money(t.net)}\n`;
  });
  const open = exported.open.length;
  return (
    `${describePeriod(exported.period)}: ${exported.created.length} written to ${escapeControlCharacters(file)}\n` +
    lines.join('') +
    `${plural(open, 'invoice')} open at the end of the period (sheet Open)\n`
  );
}

/** The export as --json prints it: amounts exact decimal text, as the journal holds them. */
export function periodExportJson(exported: PeriodExport, file: string): string {
  return `${printableJson({
    file,
    period: exported.period,
    created: exported.created.length,
    totals: exported.totals,
    open: exported.open.length,
  })}\n`;
}
