/**
 * Test helper: a workbook written as a new-user trial's generator wrote its files (hand-written
 * OOXML, built-in number formats 14 date, 3 `#,##0` and 10 `0.00%`, and `"$"#,##0` as style 4),
 * from the XML of its worksheet: the trial's files rebuilt in a temp folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { buildZip } from '../zip-builder.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const STYLES = `<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0"/></numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="3" applyNumberFormat="1"/><xf numFmtId="10" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** A text cell as the trial wrote them. */
export const s = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Writes `name` holding one sheet of `sheetData` (and `after` it, e.g. `<mergeCells>`); returns its path. */
export function trialWorkbook(name: string, sheetData: string, after = ''): string {
  const file = join(makeTempDir('trial-workbook'), name);
  const sheet = `<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetData>${sheetData}</sheetData>${after}</worksheet>`;
  writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/styles.xml', data: Buffer.from(STYLES) },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
    ]),
  );
  return file;
}
