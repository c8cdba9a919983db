/**
 * Hand-written XLSX parts: a workbook whose cells each have their own number format, as Excel and
 * LibreOffice write the format codes, read back.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../sheet-files.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../zip-builder.js';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A workbook with one cell per format, in column A, each holding `value` (or its own value), read back. */
export async function readWithFormats(formats: readonly string[], value: string | readonly string[]) {
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`);
  const xfs = formats.map(
    (_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`,
  );
  const styles = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><numFmts count="${formats.length}">${numFmts.join('')}</numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const rows = formats.map(
    (_, i) =>
      `<row r="${i + 2}"><c r="A${i + 2}" s="${i + 1}"><v>${typeof value === 'string' ? value : value[i]}</v></c></row>`,
  );
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Value</t></is></c></row>${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('xlsx-formats'), 'formats.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, styles));
  const table = await readWholeTable(file);
  return table.rows.map((row) => row.cells[0]);
}
