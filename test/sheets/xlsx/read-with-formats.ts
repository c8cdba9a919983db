/**
 * Hand-written XLSX parts: a workbook whose cells each have their own number format, as Excel and
 * LibreOffice write the format codes, read back.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../sheet-files.js';
import { buildZip } from '../zip-builder.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A workbook with one cell per format, in column A, each holding `value` (or its own value), read back. */
export async function readWithFormats(formats: readonly string[], value: string | readonly string[]) {
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`);
  const xfs = formats.map(
    (_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`,
  );
  const styles = `<styleSheet xmlns="${MAIN}"><numFmts count="${formats.length}">${numFmts.join('')}</numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const rows = formats.map(
    (_, i) =>
      `<row r="${i + 2}"><c r="A${i + 2}" s="${i + 1}"><v>${typeof value === 'string' ? value : value[i]}</v></c></row>`,
  );
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
