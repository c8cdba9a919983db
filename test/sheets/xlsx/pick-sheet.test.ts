import { describe, expect, it } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import type { ListedSheet } from '../../../src/sheets/xlsx/parse-workbook-xml.js';
import { chooseSheet } from '../../../src/sheets/xlsx/pick-sheet.js';

function sheets(...states: ('shown' | 'hidden')[]): ListedSheet[] {
  return states.map((state, i) => ({ name: `S${i + 1}`, index: i + 1, hidden: state === 'hidden', part: undefined }));
}

describe('the sheet a table reads', () => {
  // Every order of hidden and shown sheets up to four: the default is the first one Excel shows.
  const layouts: ('shown' | 'hidden')[][] = [];
  for (let n = 1; n <= 4; n++)
    for (let bits = 0; bits < 2 ** n; bits++)
      layouts.push(Array.from({ length: n }, (_, i) => ((bits >> i) & 1 ? 'hidden' : 'shown')));

  const withVisible = layouts.filter((layout) => layout.includes('shown')).map((layout) => ({ layout }));
  it.each(withVisible)('is the first visible sheet by default: $layout', ({ layout }) => {
    const chosen = chooseSheet(sheets(...layout), undefined, 'f.xlsx');
    expect(chosen.hidden).toBe(false);
    expect(chosen.index).toBe(layout.indexOf('shown') + 1);
  });

  it('refuses a workbook whose sheets are all hidden unless one is named', () => {
    const all = sheets('hidden', 'hidden');
    expect(() => chooseSheet(all, undefined, 'f.xlsx')).toThrow(
      'every sheet of the workbook is hidden ("S1" (hidden), "S2" (hidden)); name the sheet to read in the mapping (source.sheet)',
    );
    expect(chooseSheet(all, 's2', 'f.xlsx').name).toBe('S2');
  });

  it('reads a hidden sheet by name, and refuses a position that falls on one, naming it', () => {
    const list = sheets('hidden', 'shown');
    expect(chooseSheet(list, 'S1', 'f.xlsx').name).toBe('S1');
    expect(chooseSheet(list, 2, 'f.xlsx').name).toBe('S2');
    let error: unknown;
    try {
      chooseSheet(list, 1, 'f.xlsx');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as Error).message).toBe(
      'f.xlsx: sheet 1 ("S1") is hidden in the workbook; to read a hidden sheet, name it in the mapping (sheet: "S1")',
    );
  });
});
