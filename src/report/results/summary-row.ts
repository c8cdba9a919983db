/** A row of the Summary sheet, and the run summary the sheet is written from. */
import type { RunSummary } from '../../journal/summarize-run.js';
import type { OutcomeWord } from '../outcome-words.js';

export interface SummaryRow {
  values: (string | number | Date | null)[];
  bold?: boolean;
  /** The cells from the second on are amounts. */
  amounts?: boolean;
  /** The currency of those amounts, for their decimal places; none in the header row. */
  currency?: string;
  /** Of those cells, the indexes in `values` of counts, not amounts. @default none */
  counts?: readonly number[];
  /** The second cell is a date and time. */
  dateTime?: boolean;
  /** The first cell is an outcome word, coloured as in Results. */
  outcome?: OutcomeWord;
  /** The last value is a long text: it runs across the table's columns rather than widen one of them. */
  span?: boolean;
}

/** A run's summary as the Summary sheet shows it. */
export type ResultsSummary = RunSummary & {
  /** Written while the journal could not be reached: what is known and what to run (journalUnreachedText). */
  outage?: string | undefined;
  /** Where the source file is now, when it left where it was read while it was uploaded. @default not said */
  sourceNow?: string | undefined;
  /** The sheet read, when it is hidden in the workbook, as validate's Summary says it (hiddenSheetNote). @default not said */
  hiddenSheet?: string | undefined;
};
