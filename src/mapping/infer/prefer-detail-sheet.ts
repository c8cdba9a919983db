/**
 * A workbook of a summary sheet beside its detail (`Purchases summary` and `Purchases detail`,
 * totals by supplier or month beside one row per invoice): the detail holds the invoices. Known by
 * the values, whatever the names: where the sheet chosen by name holds no dated rows, a sheet
 * with more rows that are dated is the data, even one whose name reads like a lines sheet's. A
 * sheet of payments (`Pagos`) is dated too, but its rows are money paid, never the invoices. Pure.
 */
import { namesPayment } from './read-payment-date.js';

export interface DataSheet {
  name: string;
  /** Whether its rows are documents (a column of days), not a summary or a list of parties. */
  invoiceRows: boolean;
  /** How many rows the sample read (up to the sample's size). */
  rows: number;
}

/** The sheet of dated rows to read in place of `chosen`, where `chosen` holds none; else undefined. */
export function preferDetailSheet(chosen: DataSheet | undefined, sheets: readonly DataSheet[]): string | undefined {
  if (!chosen || chosen.invoiceRows) return undefined;
  return sheets.find((s) => s !== chosen && s.invoiceRows && s.rows > chosen.rows && !namesPayment(s.name))?.name;
}
