/**
 * The Legend sheet of a workbook: each outcome in its colour, what it means and what to do, then
 * the words the workbook uses. The same text as the docs (docs/operations.md, "Outcomes").
 */
import type ExcelJS from 'exceljs';
import { OUTCOME_MEANINGS } from './outcome-words.js';
import { NOT_CREATED_MEANING } from './not-created-outcomes.js';
import { printOptions } from './print-setup.js';
import { addWorksheet } from './ignore-numbers-as-text.js';
import { fitRowHeight } from './fit-row-height.js';
import { COLUMN_HEADERS } from './column-headers.js';
import { LONG_AMOUNT_NOTE, LONG_AMOUNT_WORD } from './amount-cell.js';

/** Words a finance reader meets in the workbooks and the terminal, explained once. */
const TERMS: readonly [string, string][] = [
  ['Run', 'One upload of one file; numbered, so a later upload of the same file is a new run.'],
  ['Journal', 'The record of every invoice ever posted, kept so nothing is posted twice.'],
  ['Target', 'The finance system the invoices were posted to (or the local sandbox, which posts nothing).'],
  [COLUMN_HEADERS.instanceId, 'The number the finance system gave the created invoice; search for it there.'],
  ['Not created', NOT_CREATED_MEANING],
  [LONG_AMOUNT_WORD, LONG_AMOUNT_NOTE],
];

const WRAP = { vertical: 'top', wrapText: true } as const;
const WIDTHS = [14, 60, 60];

/** One line of a legend: a word as the workbook shows it, in its colour (none: no fill). */
export interface LegendEntry {
  word: string;
  color?: string;
  meaning: string;
  todo: string;
}

/**
 * The Legend sheet, added last; `outcomes` defaults to every outcome of the vocabulary.
 * @param heading the header of the words' column, as the workbook's own column is headed @default 'Outcome'
 * @param ownTerms the workbook's own words, explained before the shared ones @default none
 */
export function writeLegendSheet(
  workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter,
  outcomes: readonly LegendEntry[] = OUTCOME_MEANINGS,
  heading = 'Outcome',
  ownTerms: readonly (readonly [string, string])[] = [],
): ExcelJS.Worksheet {
  const sheet = addWorksheet(workbook, 'Legend', printOptions(1));
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const header = sheet.addRow([heading, 'What it means', 'What to do']);
  header.font = { bold: true };
  header.commit();
  for (const outcome of outcomes) {
    const values = [outcome.word, outcome.meaning, outcome.todo];
    const row = sheet.addRow(values);
    row.alignment = WRAP;
    row.height = fitRowHeight(values, WIDTHS);
    if (outcome.color) row.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: outcome.color } };
    row.commit();
  }
  sheet.addRow([]).commit();
  const terms = sheet.addRow(['Word', 'Meaning']);
  terms.font = { bold: true };
  terms.commit();
  for (const [word, meaning] of [...ownTerms, ...TERMS]) {
    const row = sheet.addRow([word, meaning]);
    row.alignment = WRAP;
    row.height = fitRowHeight([word, meaning], WIDTHS);
    row.commit();
  }
  return sheet;
}
