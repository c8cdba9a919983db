/**
 * Test helper: a real .xlsx of one invoice per row, each cell written as one of the kinds real
 * writers produce (a number, a shared string, an inline string, a formula's string result `str`)
 * under its own number format, as Excel and LibreOffice write styles.xml and sharedStrings.xml.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../helpers/temp-dir.js';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN } from '../sheets/zip-builder.js';

/** How a cell is written in the worksheet. */
export type CellKind = 'number' | 'shared' | 'inline' | 'str';
export const CELL_KINDS: readonly CellKind[] = ['number', 'shared', 'inline', 'str'];
export const TEXT_KINDS: readonly CellKind[] = ['shared', 'inline', 'str'];

/** One cell: its kind, its value as the file stores it, and its number format (none: General). */
export interface FormattedCell {
  kind: CellKind;
  value: string;
  format?: string;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Writes `rows` (cells by header, in `headers` order; a string is an inline string cell) under a
 * header row, and returns the file's path.
 */
export function formattedCellsWorkbook(
  headers: readonly string[],
  rows: ReadonlyArray<Readonly<Record<string, FormattedCell | string>>>,
): string {
  const formats: string[] = [];
  const strings: string[] = [];
  const styleOf = (format: string | undefined) => {
    if (format === undefined) return '';
    let at = formats.indexOf(format);
    if (at < 0) at = formats.push(format) - 1;
    return ` s="${at + 1}"`;
  };
  const cellXml = (ref: string, cell: FormattedCell | string) => {
    const { kind, value, format } = typeof cell === 'string' ? { kind: 'inline' as const, value: cell } : cell;
    const s = styleOf(format);
    if (kind === 'number') return `<c r="${ref}"${s}><v>${value}</v></c>`;
    if (kind === 'inline')
      return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
    if (kind === 'str')
      return `<c r="${ref}"${s} t="str"><f>TRIM("${escapeXml(value)}")</f><v>${escapeXml(value)}</v></c>`;
    return `<c r="${ref}"${s} t="s"><v>${strings.push(value) - 1}</v></c>`;
  };
  const letter = (i: number) => String.fromCharCode(65 + i);
  const head = `<row r="1">${headers.map((h, i) => cellXml(`${letter(i)}1`, h)).join('')}</row>`;
  const body = rows.map((row, r) => {
    const cells = headers.map((h, i) => (row[h] === undefined ? '' : cellXml(`${letter(i)}${r + 2}`, row[h]!)));
    return `<row r="${r + 2}">${cells.join('')}</row>`;
  });
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`);
  const xfs = formats.map(
    (_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`,
  );
  const styles = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><numFmts count="${formats.length}">${numFmts.join('')}</numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const shared = `<sst xmlns="${SPREADSHEET_MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((t) => `<si><t xml:space="preserve">${escapeXml(t)}</t></si>`).join('')}</sst>`;
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData>${head}${body.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('formatted-cells'), 'formatted.xlsx');
  writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/styles.xml', data: Buffer.from(styles) },
      { name: 'xl/sharedStrings.xml', data: Buffer.from(shared) },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
    ]),
  );
  return file;
}
