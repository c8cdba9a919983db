/**
 * An auditor's period export of the journal, planned from its rows: one line per invoice created in
 * the period, its totals per target and currency summed exactly (invoices, credit notes, net), and
 * the invoices open at the period's end. Pure: the workbook, the terminal line and --json are
 * written from it.
 */
import type { PeriodRow } from '../../journal/period-statements.js';
import { isAlreadyCreated } from '../../journal/invoice-state.js';
import { addAmounts } from '../../invoice/decimal-amount.js';
import { SignTallies, type SignSplit } from '../../invoice/split-by-sign.js';
import { outcomeWordOf } from '../outcome-words.js';

/** The period: from the first instant, to before the second, both ISO 8601 UTC. */
export interface Period {
  from: string;
  to: string;
}

export interface CreatedLine {
  row: PeriodRow;
  /** How the invoice came to be recorded created: by an upload's answer, or a person's resolution. */
  how: string;
}

export interface OpenLine {
  row: PeriodRow;
  /** What was open at the period's end, in the listings' words. */
  word: string;
}

/** One target's and currency's totals; every sum exact, with four places, as the journal keeps amounts. */
export interface CurrencyTotals extends SignSplit {
  target: string;
  currency: string;
  net: string;
}

export interface PeriodExport {
  period: Period;
  created: CreatedLine[];
  totals: CurrencyTotals[];
  open: OpenLine[];
}

const BY_HAND = /^(?:resolved|corrected) on /;

/** Whose word made the row created: the resolution's own detail (when, by whom, the note), or the run's answer. */
export function howCreated(row: PeriodRow): string {
  if (row.inDoubtAt !== null || BY_HAND.test(row.detail ?? ''))
    return row.detail ?? `run ${row.runId}: settled after being in doubt`;
  if (isAlreadyCreated(row)) return `upload run ${row.runId}: found in the finance system (already created)`;
  return `upload run ${row.runId}: created by the finance system's answer`;
}

/** The word an open row had at the period's end: in doubt for one a person resolved only after it. */
function openWord(row: PeriodRow, period: Period): string {
  if (row.inDoubtAt !== null && row.outcomeAt !== null && row.outcomeAt >= period.to)
    return `in doubt (resolved after the period: ${outcomeWordOf(row)})`;
  return outcomeWordOf(row);
}

/** Totals per target and currency of the created rows; a credit note is a negative amount. */
export function totalCreated(rows: readonly PeriodRow[]): CurrencyTotals[] {
  const tallies = new SignTallies<string>();
  for (const row of rows) tallies.add(row.currencyCode ?? '', row.targetDescription, row.invoiceAmount ?? '');
  return tallies
    .all()
    .map(({ currency, part: target, split }) => ({
      target,
      currency,
      ...split,
      net: addAmounts(split.invoiceAmount, split.creditNoteAmount),
    }))
    .sort((a, b) => a.target.localeCompare(b.target) || a.currency.localeCompare(b.currency));
}

export function planPeriodExport(
  period: Period,
  created: readonly PeriodRow[],
  open: readonly PeriodRow[],
): PeriodExport {
  return {
    period,
    created: created.map((row) => ({ row, how: howCreated(row) })),
    totals: totalCreated(created),
    open: open.map((row) => ({ row, word: openWord(row, period) })),
  };
}
