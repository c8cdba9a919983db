/**
 * The validation workbook's Legend: what its Outcome words and colours say, and why an amount may
 * stand as text. Its own file so the workbook's writer keeps to the sheets' order and layout.
 */
import type { LegendEntry } from '../write-legend-sheet.js';
import { fitRowHeight } from '../fit-row-height.js';
import { SHARING_INVALID_KEY_WORDS } from '../../journal/sharing-invalid-key-sql.js';
import { LONG_AMOUNT_NOTE, LONG_AMOUNT_WORD } from '../amount-cell.js';
import { STYLE } from '../xlsx-writer/xlsx-parts.js';
import { COLUMN_HEADERS } from '../column-headers.js';

export const LEGEND_WIDTHS = [12, 60, 60];

/** What the Outcome column's words and colour say. */
const LEGEND: readonly LegendEntry[] = [
  {
    word: 'valid',
    meaning: `Every value of the invoice was read. Upload posts it once no invoice of the file is invalid; with --partial it posts it anyway, unless an invalid part of the file may belong to it (${SHARING_INVALID_KEY_WORDS}).`,
    todo: 'Nothing.',
  },
  {
    word: 'invalid',
    meaning: `A value could not be read (see Problems on its row and the Problems sheet). Upload posts nothing of the file; with --partial it posts the valid invoices but not this one, nor any valid invoice it may belong to (${SHARING_INVALID_KEY_WORDS}).`,
    todo: 'Correct the cells named in Problems, then validate the file again.',
  },
];

/** The Legend sheet's rows: the header, then each outcome, its colour on the word. */
export function legendRows() {
  const header = {
    cells: [COLUMN_HEADERS.outcome, 'What it means', 'What to do'],
    styles: [STYLE.header, STYLE.header, STYLE.header],
  };
  return [
    header,
    ...LEGEND.map((entry) => {
      const cells = [entry.word, entry.meaning, entry.todo];
      const word = entry.word === 'invalid' ? STYLE.invalid : STYLE.wrapTop;
      return { cells, styles: [word, STYLE.wrapTop, STYLE.wrapTop], height: fitRowHeight(cells, LEGEND_WIDTHS) };
    }),
    // Said once, as in the results workbook's Legend: why an amount may stand as text.
    {
      cells: [LONG_AMOUNT_WORD, LONG_AMOUNT_NOTE],
      styles: [STYLE.wrapTop, STYLE.wrapTop],
      height: fitRowHeight([LONG_AMOUNT_WORD, LONG_AMOUNT_NOTE], LEGEND_WIDTHS),
    },
  ];
}
