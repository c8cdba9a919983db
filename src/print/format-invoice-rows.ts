/** Invoice rows as a plain text table for the `journal` command. Pure. */
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import type { DateStyle } from '../report/date-style.js';
import { listingTime, listingTimeHeader } from './listing-time.js';
import { liveRowWord } from '../report/live-row-word.js';
import { liveRowDetail } from './live-row-detail.js';
import { nameTargets } from './name-targets.js';
import { formatMoney } from '../invoice/format-money.js';

const count = (n: number) => n.toLocaleString('en-US');
/** A Detail longer than this is cut to keep a row on one line of a wide terminal, unless `wide`. */
const DETAIL_WIDTH = 80;
const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/** The amount as the terminal writes amounts (`-7,887.72`, `41,935` JPY); empty when the journal has none. */
const amountOf = (row: InvoiceRow) => (row.invoiceAmount ? formatMoney(row.invoiceAmount, row.currencyCode ?? '') : '');

export interface InvoiceRowsOptions {
  /** Every Detail whole, for a file or a reader who scrolls; else cut to 80 characters. @default false */
  wide?: boolean;
}

/**
 * Call after settling the runs whose process is gone: a row still sending or staged is then a live run's.
 * `total`: the rows matching in all; when more than listed, a last line says the list was cut.
 * `dateStyle`: the user's, times in it and local; none: ISO in UTC.
 */
export function formatInvoiceRows(
  rows: readonly InvoiceRow[],
  total = rows.length,
  dateStyle?: DateStyle,
  options: InvoiceRowsOptions = {},
): string {
  if (rows.length === 0) return 'No invoices match.\n';
  const details = rows.map((row) => liveRowDetail(row) ?? row.eMessage ?? '');
  const cutCount = options.wide ? 0 : details.filter((detail) => detail.length > DETAIL_WIDTH).length;
  // Rows of more than one company: each says whose it is.
  const targets = nameTargets(rows.map((row) => row.targetIdentity));
  const target = (row: InvoiceRow) => (targets.size > 1 ? [targets.get(row.targetIdentity) ?? ''] : []);
  const table = rows.map((row, index) =>
    [
      String(row.runId),
      ...target(row),
      row.invoiceId ?? '',
      displayKey(row),
      liveRowWord(row),
      row.instanceId ?? '',
      amountOf(row),
      row.currencyCode ?? '',
      listingTime(row.updatedAt, dateStyle),
      options.wide ? (details[index] ?? '') : clip(details[index] ?? '', DETAIL_WIDTH),
    ].map(escapeControlCharacters),
  );
  const header = [
    'Run',
    ...(targets.size > 1 ? ['Target'] : []),
    'InvoiceId',
    'PayeeId/Invoice_Number',
    'Outcome',
    'Instance',
    'Amount',
    'Currency',
    listingTimeHeader('Updated', dateStyle),
    'Detail',
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => (cells[i] ?? '').length)));
  const amountColumn = header.indexOf('Amount');
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        if (i === cells.length - 1) return cell;
        // Amounts right-aligned, so their places line up as in a ledger.
        return i === amountColumn ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0);
      })
      .join('  ')
      .trimEnd();
  const lines = [line(header), ...table.map(line)];
  if (cutCount > 0)
    lines.push(
      `${count(cutCount)} Detail${cutCount === 1 ? ' is' : 's are'} cut to ${DETAIL_WIDTH} characters (…): journal --wide shows every Detail whole, journal show <InvoiceId> an invoice's whole trail.`,
    );
  if (total > rows.length)
    lines.push(
      `Showing the newest ${count(rows.length)} of ${count(total)} matching invoices; --limit N shows more, --limit 0 all.`,
    );
  return `${lines.join('\n')}\n`;
}
