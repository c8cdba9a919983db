/**
 * What an amount cell says beyond its value, kept while a row is mapped and checked once the
 * invoice's currency is known: currency signs or codes written in it (check-currency-markers.ts),
 * and a number format that shows fewer decimal places than the cell holds (check-currency-places.ts).
 * Pure.
 */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import type { MarkedAmount } from './check-currency-markers.js';
import type { Problem } from './mapped-invoice.js';
import { amountCurrencyMarkers } from './parse-amount-text.js';

/** An amount read from a number cell whose format shows fewer decimal places than it holds. */
export interface ShownAmount {
  /** Where, with the value held; the message is the check's. */
  problem: Omit<Problem, 'message'>;
  cell: Extract<SheetCell, { kind: 'number' }>;
}

/** Where the notes of a record go. */
interface Notes {
  marked?: MarkedAmount[];
  shown?: ShownAmount[];
}

/** Notes `cell`, read as the amount of field `field` from `column` of `row`, when it says more than its value. */
export function noteAmountCell(
  record: Notes,
  cell: SheetCell,
  row: SheetRow,
  column: string | undefined,
  field: string,
): void {
  // A percent cell's shown percentage is no amount's rounding: reading it as an amount is a problem of its own.
  const shown = cell.kind === 'number' && !cell.percent && cell.shown !== undefined;
  const markers = cell.kind === 'text' ? amountCurrencyMarkers(cell.text) : [];
  if (markers.length === 0 && !shown) return;
  const problem = { file: row.file, sheet: row.sheet, row: row.row, column, field, value: cellText(cell) };
  if (cell.kind === 'number') (record.shown ??= []).push({ problem, cell });
  else (record.marked ??= []).push({ problem, markers });
}
