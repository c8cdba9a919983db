/**
 * Costs not yet invoiced, listed beside the invoiced ones (a job cost report's `ACCRUED` rows
 * beside its `POSTED` ones): rows of one status that leave blank the invoice's own columns (its
 * number, date and total) which every row of the other statuses fills. They are no invoices to
 * post yet: skipped by their status, and left out of the sample, so the invoices' key is read
 * from the invoiced rows alone. A status whose rows fill the invoice's columns (`OPEN` beside
 * `PAID`: only the payment's columns differ) is no such status. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { headerCandidates } from './match-headers.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';
import { namesStatusHeader } from './find-cancelled-rows.js';

export interface UninvoicedRows {
  index: number;
  header: string;
  values: string[];
}

const INVOICE_COLUMNS = new Set(['InvoiceId', 'Invoice_Number', 'Invoice_Date', 'Invoice_Amount']);
// At least this many of the invoice's own columns are blank on the status's rows.
const MIN_BLANK = 2;
// A status column holds a few states.
const MAX_STATES = 8;

const blank = (row: SheetRow, index: number) => cellText(row.cells[index]).trim() === '';

export function findUninvoicedRows(table: SampledTable): UninvoicedRows | undefined {
  const invoiceColumns = [
    ...new Set(
      headerCandidates(table.headers, ['invoice'])
        .filter((c) => INVOICE_COLUMNS.has(c.field))
        .map((c) => c.index),
    ),
  ];
  if (invoiceColumns.length < MIN_BLANK) return undefined;
  for (const [index, header] of table.headers.entries()) {
    if (!namesStatusHeader(header) || invoiceColumns.includes(index)) continue;
    const stateOf = (r: SheetRow) => cellText(r.cells[index]).trim();
    const states = new Set(table.rows.map(stateOf).filter((s) => s !== ''));
    if (states.size < 2 || states.size > MAX_STATES) continue;
    const values = [...states].filter((state) => {
      const own = table.rows.filter((r) => stateOf(r) === state);
      const others = table.rows.filter((r) => stateOf(r) !== state);
      // The invoice's columns every other row fills and every row of this status leaves blank.
      const left = invoiceColumns.filter((i) => others.every((r) => !blank(r, i)) && own.every((r) => blank(r, i)));
      return left.length >= MIN_BLANK;
    });
    // The invoiced rows are the most: the others are costs waiting for their invoice.
    const waiting = table.rows.filter((r) => values.includes(stateOf(r))).length;
    if (values.length > 0 && waiting * 2 < table.rows.length) return { index, header, values };
  }
  return undefined;
}

/** The `skipRows` rule that skips the costs not yet invoiced. */
export function uninvoicedSkipRule(found: UninvoicedRows): SkipProposal {
  return {
    name: 'not invoiced',
    letter: '',
    column: found.header,
    equals: found.values,
    why: 'costs not yet invoiced (no invoice number, date or total on these rows), not invoices to post',
  };
}
