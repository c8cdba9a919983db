/**
 * Cells styled with a built-in date format of Japanese, Chinese or Korean Excel (ids 27-31, 36,
 * 50, 51, 54, 57, 58), written as those Excels write them: an `<xf numFmtId>` and no `<numFmt>`.
 * They are date cells; 32 and 33 show a time; 34, 35 and 52-56, a date or a time by the language
 * of the Excel that wrote them, stay numbers.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../sheet-files.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../zip-builder.js';

/** Column A of a workbook with one cell per built-in id holding `value`; `numFmts` as the styles part defines. */
async function readBuiltinIds(ids: readonly number[], value: string, numFmts = '') {
  const xfs = ids.map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`);
  const styles = `<styleSheet xmlns="${SPREADSHEET_MAIN}">${numFmts}<fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${ids.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const rows = ids.map((_, i) => `<row r="${i + 2}"><c r="A${i + 2}" s="${i + 1}"><v>${value}</v></c></row>`);
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c></row>${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('xlsx-cjk'), 'cjk.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, styles));
  const table = await readWholeTable(file);
  return table.rows.map((row) => row.cells[0]);
}

describe('built-in East Asian date formats', () => {
  const dateIds = [27, 28, 29, 30, 31, 36, 50, 51, 54, 57, 58];

  it.each(dateIds)('id %i holding 45322 is the date cell 2024-01-31', async (id) => {
    const [cell] = await readBuiltinIds([id], '45322');
    expect(cell).toEqual({ kind: 'date', date: '20240131' });
  });

  it.each([32, 33])('id %i (a time in every language) shows a time and no day', async (id) => {
    const [cell] = await readBuiltinIds([id], '45322.5');
    expect(cell).toMatchObject({ kind: 'date', partial: { shows: 'a time', lacks: 'a date' } });
  });

  it.each([34, 35, 52, 53, 55, 56])('id %i (a date or a time by language) stays a number', async (id) => {
    const [cell] = await readBuiltinIds([id], '45322');
    expect(cell).toMatchObject({ kind: 'number', text: '45322' });
  });

  it("a workbook's own code for one of these ids is the one read", async () => {
    const [cell] = await readBuiltinIds(
      [57],
      '45322',
      `<numFmts count="1"><numFmt numFmtId="57" formatCode="0.00"/></numFmts>`,
    );
    expect(cell).toMatchObject({ kind: 'number', text: '45322' });
  });
});
