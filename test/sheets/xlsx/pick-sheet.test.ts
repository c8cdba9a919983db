import { describe, expect, it } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import type { ListedSheet } from '../../../src/sheets/xlsx/parse-workbook-xml.js';
import { chooseSheet } from '../../../src/sheets/xlsx/pick-sheet.js';
import { parseWorkbookXml } from '../../../src/sheets/xlsx/parse-workbook-xml.js';

function sheets(...states: ('shown' | 'hidden')[]): ListedSheet[] {
  return states.map((state, i) => ({
    name: `S${i + 1}`,
    index: i + 1,
    hidden: state === 'hidden',
    part: undefined,
    kind: 'worksheet',
  }));
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

describe('the tabs that are not worksheets', () => {
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const TYPES = ['chartsheet', 'dialogsheet', 'xlMacrosheet', 'xlIntlMacrosheet', 'worksheet'];
  const workbook = parseWorkbookXml(
    `<workbook xmlns:r="${R}"><sheets>${TYPES.map((_, i) => `<sheet name="T${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    `<Relationships>${TYPES.map((type, i) => `<Relationship Id="rId${i + 1}" Type="${R}/${type}" Target="s${i + 1}.xml"/>`).join('')}</Relationships>`,
  );

  it('are known by their relationship type', () => {
    expect(workbook.sheets.map((sheet) => sheet.kind)).toEqual([
      'chart sheet',
      'dialog sheet',
      'macro sheet',
      'macro sheet',
      'worksheet',
    ]);
  });

  it('are passed over by default, and refused by position or name, offering the worksheet', () => {
    expect(chooseSheet(workbook.sheets, undefined, 'f.xlsx').name).toBe('T5');
    expect(() => chooseSheet(workbook.sheets, 2, 'f.xlsx')).toThrow(
      'f.xlsx: sheet 2 ("T2") is a dialog sheet: an Excel 5 dialog, with no rows to read; name a worksheet under source in the mapping (sheet: "T5" or sheet: 5)',
    );
    expect(() => chooseSheet(workbook.sheets, 't3', 'f.xlsx')).toThrow('f.xlsx: sheet "T3" is a macro sheet');
  });

  it('leave a workbook of only a chart refused with the tabs named', () => {
    expect(() => chooseSheet(workbook.sheets.slice(0, 1), undefined, 'f.xlsx')).toThrow(
      'f.xlsx: no visible sheet is a worksheet ("T1" (chart sheet)); name the sheet to read in the mapping (source.sheet)',
    );
  });
});
