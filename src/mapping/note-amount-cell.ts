/**
 * What an amount cell says beyond its value, kept while a row is mapped and checked once the
 * invoice's currency is known: currency signs or codes written in it or shown by its number format
 * (check-currency-markers.ts),
 * a number format that shows fewer decimal places than the cell holds (check-currency-places.ts),
 * and a text whose reading depends on the decimal separator assumed (check-decimal-comma.ts).
 * Pure.
 */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import type { MarkedAmount } from './check-currency-markers.js';
import type { Problem } from './mapped-invoice.js';
import type { Step } from './compiled-mapping.js';
import { accountingDress, amountCurrencyMarkers, isAccountingZero, parseAmountText } from './parse-amount-text.js';
import { commaReading } from './read-either-way.js';
import { formatCurrencyMarkers } from './currency-marker.js';

/** An amount read from a number cell whose format shows fewer decimal places than it holds. */
export interface ShownAmount {
  /** Where, with the value held; the message is the check's. */
  problem: Omit<Problem, 'message'>;
  cell: Extract<SheetCell, { kind: 'number' }>;
  /** The field whose formula read the cell, when a formula did (note-formula-cell.ts). */
  readBy?: string;
}

/** An amount written as text that reads as another number with a decimal comma (`1.250`). */
export interface EitherWayAmount {
  /** Where, with the text; the message is the check's. */
  problem: Omit<Problem, 'message'>;
  /** What it was read as (`1.2500`) and what it is with a decimal comma (`1250.0000`). */
  point: string;
  comma: string;
}

/** An accounting zero (` -   `, `$ -   `, ` -   € `) read as 0, kept only where its column is in that format. */
export interface AccountingZero {
  /** Where, with the text; the message is the check's. */
  problem: Omit<Problem, 'message'>;
  /** How it is dressed (accountingDress). */
  dress: string;
}

/** Where the notes of a record go. */
interface Notes {
  marked?: MarkedAmount[];
  shown?: ShownAmount[];
  eitherWay?: EitherWayAmount[];
  accountingZeros?: AccountingZero[];
}

/** Notes `cell`, read as the amount of field `field` from `column` of `row`, when it says more than its value. */
export function noteAmountCell(
  record: Notes,
  cell: SheetCell,
  row: SheetRow,
  column: string | undefined,
  field: string,
  steps: readonly Step[] = [],
): void {
  // A percent cell's shown percentage is no amount's rounding: reading it as an amount is a problem of its own.
  const shown = cell.kind === 'number' && !cell.percent && cell.shown !== undefined;
  const format = cell.kind === 'text' ? steps.findLast((step) => step.kind === 'amount')?.format : undefined;
  const markers =
    cell.kind === 'text'
      ? amountCurrencyMarkers(cell.text, format?.wordSigns === true)
      : cell.kind === 'number' && cell.affixes
        ? formatCurrencyMarkers(cell.affixes)
        : [];
  const comma = format && cell.kind === 'text' ? commaReading(cell.text, format) : undefined;
  const zero = cell.kind === 'text' && isAccountingZero(cell.text);
  if (markers.length === 0 && !shown && comma === undefined && !zero) return;
  const problem = { file: row.file, sheet: row.sheet, row: row.row, column, field, value: cellText(cell) };
  if (zero) (record.accountingZeros ??= []).push({ problem, dress: accountingDress(cell.text) ?? '' });
  if (comma !== undefined && cell.kind === 'text') {
    const point = parseAmountText(cell.text, format!);
    if (point.ok) (record.eitherWay ??= []).push({ problem, point: point.text, comma });
  }
  if (markers.length === 0 && !shown) return;
  if (shown) (record.shown ??= []).push({ problem, cell: cell as ShownAmount['cell'] });
  if (markers.length > 0) (record.marked ??= []).push({ problem, markers });
}
