/**
 * Which columns of an invoice table repeat at the left of every page across: those that say which
 * invoice a row is (Vendor, Vendor id and Invoice number, wherever the first of them stands, to
 * Invoice number), so a row's message on a later page is matched to its amount on the first. One
 * rule for every workbook that lists invoices: the validation workbook and the results workbook.
 */
import { COLUMN_HEADERS } from './column-headers.js';

const INVOICE_NUMBER = 'Invoice number';

/** The columns that identify an invoice, the last of them Invoice number. */
const IDENTIFYING: readonly string[] = [COLUMN_HEADERS.vendorName, COLUMN_HEADERS.vendorId, INVOICE_NUMBER];

/**
 * The 1-based first and last column repeated on every page across, for a table with these headers.
 * `leading`: headers repeated with them when they stand before them (a row's Outcome, which says
 * what a page's row is about). With no Invoice number column, the first column alone. Pure.
 * @default leading none
 */
export function identityTitles(headers: readonly string[], leading: readonly string[] = []): [number, number] {
  const last = headers.indexOf(INVOICE_NUMBER) + 1;
  if (last === 0) return [1, 1];
  const first = headers.findIndex((header) => IDENTIFYING.includes(header) || leading.includes(header)) + 1;
  return [Math.min(first, last), last];
}
