/**
 * Test helper: a workbook written as a new-user trial's generator wrote its files (hand-written
 * OOXML, built-in number formats 14 date, 3 `#,##0` and 10 `0.00%`, and `"$"#,##0` as style 4),
 * from the XML of its worksheet: the trial's files rebuilt in a temp folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN, RELATIONSHIPS } from '../zip-builder.js';

const STYLES = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0"/></numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="3" applyNumberFormat="1"/><xf numFmtId="10" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** A text cell as the trial wrote them. */
export const s = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Writes `name` holding one sheet of `sheetData` (and `after` it, e.g. `<mergeCells>`); returns its path. */
export function trialWorkbook(name: string, sheetData: string, after = ''): string {
  const file = join(makeTempDir('trial-workbook'), name);
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheetData>${sheetData}</sheetData>${after}</worksheet>`;
  writeFileSync(file, oneSheetWorkbook(sheet, STYLES, 'Sheet1'));
  return file;
}
