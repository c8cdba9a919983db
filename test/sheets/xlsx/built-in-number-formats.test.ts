/**
 * Cells styled with one of Excel's built-in format ids and no `<numFmt>` for it, as openpyxl
 * writes its BUILTIN_FORMATS: the reader knows what each shows (en-US forms without the locale's
 * currency for the currency and accounting ids), so an amount with decimals the cell hides is
 * refused at the cell.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../sheet-files.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../zip-builder.js';

/** Column A of one row per id, each holding `value` in a cell styled with that id. */
async function readStyled(ids: readonly number[], value: string, numFmts = '') {
  const xfs = ids.map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`);
  const styles = `<styleSheet xmlns="${SPREADSHEET_MAIN}">${numFmts}<fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${ids.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const rows = ids.map((_, i) => `<row r="${i + 2}"><c r="A${i + 2}" s="${i + 1}"><v>${value}</v></c></row>`);
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Amount</t></is></c></row>${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('built-in-formats'), 'book.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, styles));
  const table = await readWholeTable(file);
  return table.rows.map((row) => row.cells[0]);
}

// [id, what Excel (en-US) and LibreOffice show for 1234.56]: the trial's openpyxl-builtin.xlsx
const HIDING: Array<[number, string]> = [
  [1, '1235'],
  [3, '1,235'],
  [5, '1,235'],
  [6, '1,235'],
  [7, '1,234.56'],
  [37, '1,235'],
  [38, '1,235'],
  [41, '1,235'],
  [42, '1,235'],
];

describe('built-in number format ids without a <numFmt>', () => {
  it.each(HIDING)('id %i shows 1234.56 as %s: the number the cell shows is named', async (id, shown) => {
    const [cell] = await readStyled([id], '1234.56');
    // id 7 shows the reader's locale currency, which the file does not name: no sign is read
    if (shown === '1,234.56') expect(cell).toEqual({ kind: 'number', text: '1234.56' });
    else expect(cell).toMatchObject({ kind: 'number', text: '1234.56', shown });
  });

  it.each([5, 6, 7, 8, 41, 42, 43, 44])('id %i shows a whole amount as it holds it', async (id) => {
    const [cell] = await readStyled([id], '1234');
    expect(cell).toMatchObject({ kind: 'number', text: '1234' });
    expect(cell).not.toHaveProperty('shown');
  });

  it.each([8, 43, 44])('id %i shows two decimals: 1234.567 is shown as 1,234.57', async (id) => {
    const [cell] = await readStyled([id], '1234.567');
    expect(cell).toMatchObject({ kind: 'number', text: '1234.567', shown: '1,234.57' });
  });

  it('reads a code the workbook writes for a built-in id as the one the cell shows', async () => {
    const own = '<numFmts count="1"><numFmt numFmtId="5" formatCode="#,##0.00\\ &quot;€&quot;"/></numFmts>';
    const [cell] = await readStyled([5], '1234.56', own);
    expect(cell).toEqual({ kind: 'number', text: '1234.56', affixes: ['€'] });
  });
});
