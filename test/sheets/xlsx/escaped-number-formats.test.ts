/**
 * Number formats as Excel and LibreOffice write them, with escaped (`\%`) and quoted (`"%"`)
 * literals: a cell is read for what its format does, not for a character its format only shows.
 * `0.00\%` shows 19 as "19.00%" without scaling; `0.00%` shows 0.19 as "19.00%".
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../sheet-files.js';
import { buildZip } from '../zip-builder.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A workbook with one cell per format, in column A, each holding `value`, read back. */
async function readWithFormats(formats: readonly string[], value: string) {
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`);
  const xfs = formats.map(
    (_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`,
  );
  const styles = `<styleSheet xmlns="${MAIN}"><numFmts count="${formats.length}">${numFmts.join('')}</numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const rows = formats.map((_, i) => `<row r="${i + 2}"><c r="A${i + 2}" s="${i + 1}"><v>${value}</v></c></row>`);
  const sheet = `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Value</t></is></c></row>${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('xlsx-formats'), 'formats.xlsx');
  writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/styles.xml', data: Buffer.from(styles) },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
    ]),
  );
  const table = await readWholeTable(file);
  return table.rows.map((row) => row.cells[0]);
}

describe('number formats with literal characters', () => {
  it.each([
    // [format as written, value held, percent cell?]
    ['0.00\\%', '19', false],
    ['0.00"%"', '19', false],
    ['0.00" %"', '19', false],
    ['#,##0.00\\ \\%', '19', false],
    ['0.00%', '0.19', true],
    ['0.0%', '0.195', true],
    ['0%;[Red]-0%', '0.07', true],
    ['"Rate: "0%', '0.19', true],
    ['[$-407]0.00\\ %', '0.19', true],
  ])('%s holding %s is read as a percent cell: %s', async (format, value, percent) => {
    const [cell] = await readWithFormats([format], value);
    expect(cell).toMatchObject({ kind: 'number', text: value });
    expect(cell?.kind === 'number' && cell.percent === true).toBe(percent);
  });

  it.each([
    ['dd\\.mm\\.yyyy', '45689', '20250201'],
    ['d\\-mmm\\-yy', '45689', '20250201'],
    ['yyyy\\/mm\\/dd', '45689', '20250201'],
  ])('the date format %s holding %s shows the day %s', async (format, value, date) => {
    const [cell] = await readWithFormats([format], value);
    expect(cell).toEqual({ kind: 'date', date });
  });

  it('a number format with an escaped letter that looks like a date part stays a number', async () => {
    const [cell] = await readWithFormats(['0.00\\ \\k\\m'], '12.5');
    expect(cell).toMatchObject({ kind: 'number', text: '12.5' });
  });
});
