/** Invoice rows as a plain text table for the `journal` command. Pure. */
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import type { DateStyle } from '../report/date-style.js';
import { listingTime, listingTimeHeader } from './listing-time.js';
import { liveRowWord } from '../report/live-row-word.js';
import { liveRowDetail } from './live-row-detail.js';
import { nameTargets } from './name-targets.js';

const count = (n: number) => n.toLocaleString('en-US');
const clip = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

/**
 * Call after settling the runs whose process is gone: a row still sending or staged is then a live run's.
 * `total`: the rows matching in all; when more than listed, a last line says the list was cut.
 * `dateStyle`: the user's, times in it and local; none: ISO in UTC.
 */
export function formatInvoiceRows(rows: readonly InvoiceRow[], total = rows.length, dateStyle?: DateStyle): string {
  if (rows.length === 0) return 'No invoices match.\n';
  // Rows of more than one company: each says whose it is.
  const targets = nameTargets(rows.map((row) => row.targetIdentity));
  const target = (row: InvoiceRow) => (targets.size > 1 ? [targets.get(row.targetIdentity) ?? ''] : []);
  const table = rows.map((row) =>
    [
      String(row.runId),
      ...target(row),
      row.invoiceId ?? '',
      displayKey(row),
      liveRowWord(row),
      row.instanceId ?? '',
      listingTime(row.updatedAt, dateStyle),
      clip(liveRowDetail(row) ?? row.eMessage ?? '', 80),
    ].map(escapeControlCharacters),
  );
  const header = [
    'Run',
    ...(targets.size > 1 ? ['Target'] : []),
    'InvoiceId',
    'PayeeId/Invoice_Number',
    'Outcome',
    'Instance',
    listingTimeHeader('Updated', dateStyle),
    'Detail',
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const lines = [line(header), ...table.map(line)];
  if (total > rows.length)
    lines.push(
      `Showing the newest ${count(rows.length)} of ${count(total)} matching invoices; --limit N shows more, --limit 0 all.`,
    );
  return `${lines.join('\n')}\n`;
}
