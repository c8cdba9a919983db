/**
 * The annotated copy of an XLSX source scrubs each cell's texts wherever the part is cut. A formula cell of an XLSX source whose saved text result is the API key (`t="str"`), or whose
 * formula holds the key in a string literal: the annotated copy writes `***` in its place, as for a
 * text cell, and tells the cell; a number's saved result and a formula without the key stay as they were.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeAnnotatedCopy } from '../../../src/report/annotated-copy/write-annotated-copy.js';
import type { ReplacedCell } from '../../../src/report/annotated-copy/replaced-cells.js';
import { scrubCellTexts } from '../../../src/report/annotated-copy/scrub-cell-texts.js';
import { withoutDataSecrets } from '../../../src/mapping/scrub-data-text.js';
import { readBook } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const KEY = 'ib_live_5Fz1-Mc8_rT4yU6iO2pA9sD3fG7hJ0';

describe('the annotated copy of formula cells', () => {
  it('replaces the key in a saved text result and in a formula literal, and tells both cells', async () => {
    const dir = makeTempDir('annotated-formula-key');
    const source = join(dir, 'in.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Invoices');
    sheet.addRow(['Vendor', 'Number', 'Portal', 'Length', 'Sum']);
    sheet.addRow([
      '0000100001',
      'F-1',
      { formula: 'CONCAT("ib_live_","rest")', result: KEY },
      { formula: `LEN("${KEY}")`, result: KEY.length },
      { formula: 'SUM(1,2)', result: 3 },
    ]);
    await book.xlsx.writeFile(source);
    const replaced: ReplacedCell[] = [];
    const file = await writeAnnotatedCopy(
      new Map(),
      source,
      { main: { type: 'xlsx' } },
      dir,
      new Date(),
      { apiKey: KEY },
      (cell) => replaced.push(cell),
    );
    const copy = (await readBook(file)).getWorksheet('Invoices');
    const value = (ref: string) => copy?.getCell(ref).value as { formula: string; result: unknown };
    expect(value('C2')).toMatchObject({ formula: 'CONCAT("ib_live_","rest")', result: '***' });
    expect(value('D2')).toMatchObject({ formula: 'LEN("***")', result: KEY.length });
    expect(value('E2')).toMatchObject({ formula: 'SUM(1,2)', result: 3 });
    expect(replaced.map((cell) => [cell.row, cell.column, cell.secret])).toEqual([
      [2, 'Portal', 'the API key'],
      [2, 'Length', 'the API key'],
    ]);
    expect(copy?.getCell('H2').text).toContain('column "Portal": the annotated copy shows ***');
  });

  // A cut just after the `<` of a closing tag left the element's text unscrubbed (a `<t>` too).
  it('finds the key in a text or formula cell wherever the part is cut into chunks', async () => {
    const xml = `<row r="2"><c r="B2" t="inlineStr"><is><t>${KEY}</t></is></c><c r="C2" t="str"><f>CONCAT("${KEY}","a")</f><v>${KEY}a</v></c><c r="D2"><f>A1+1234</f><v>1235</v></c></row>`;
    const scrub = (text: string) => withoutDataSecrets(text, { apiKey: KEY });
    const join = async (pieces: string[]) => {
      let out = '';
      for await (const piece of scrubCellTexts(
        (async function* () {
          yield* pieces;
        })(),
        scrub,
      ))
        out += piece;
      return out;
    };
    const whole = await join([xml]);
    expect(whole).toBe(
      '<row r="2"><c r="B2" t="inlineStr"><is><t>***</t></is></c><c r="C2" t="str"><f>CONCAT("***","a")</f><v>***a</v></c><c r="D2"><f>A1+1234</f><v>1235</v></c></row>',
    );
    for (let at = 1; at < xml.length; at += 1) expect(await join([xml.slice(0, at), xml.slice(at)])).toBe(whole);
  });
});
