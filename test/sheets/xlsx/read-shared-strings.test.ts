/**
 * String items as writers store them, each read twice: as a shared string (`<si>`) and as an
 * inline string (`<is>`), which must give the same text, the one the sheet shows. Japanese
 * text from Excel carries phonetic runs (`<rPh>`, furigana) and `<phoneticPr>`: never the value.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../sheet-files.js';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN } from '../zip-builder.js';

interface Item {
  writer: string;
  /** The children of `<si>` / `<is>` as the writer writes them. */
  xml: string;
  shown: string;
}

const PHONETIC_PR = '<phoneticPr fontId="1" type="noConversion"/>';
const ITEMS: Item[] = [
  { writer: 'plain text', xml: '<t>INV-7</t>', shown: 'INV-7' },
  {
    writer: 'Excel, Japanese with readings over each part',
    xml: `<t>請求第123号</t><rPh sb="0" eb="2"><t>セイキュウ</t></rPh><rPh sb="2" eb="3"><t>ダイ</t></rPh><rPh sb="6" eb="7"><t>ゴウ</t></rPh>${PHONETIC_PR}`,
    shown: '請求第123号',
  },
  {
    writer: 'Excel, an amount typed as text with a reading',
    xml: `<t>1234.50</t><rPh sb="0" eb="1"><t>9</t></rPh>${PHONETIC_PR}`,
    shown: '1234.50',
  },
  {
    writer: 'Excel, rich text runs with a reading',
    xml: `<r><t>東京</t></r><r><rPr><b/></rPr><t>商事</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><rPh sb="2" eb="4"><t>ショウジ</t></rPh>${PHONETIC_PR}`,
    shown: '東京商事',
  },
  { writer: 'Excel, phoneticPr only', xml: `<t>請求書A</t>${PHONETIC_PR}`, shown: '請求書A' },
  {
    writer: 'xlsxwriter, rich string',
    xml: '<r><t xml:space="preserve">Net </t></r><r><rPr><i/></rPr><t>30</t></r>',
    shown: 'Net 30',
  },
  {
    writer: 'pretty-printed, whitespace between elements',
    xml: '\n  <r>\n    <t>INV</t>\n  </r>\n  <r><t>-8</t></r>\n  <rPh sb="0" eb="1">\n    <t>イ</t>\n  </rPh>\n',
    shown: 'INV-8',
  },
  {
    writer: 'text with entities and kept spaces',
    xml: '<t xml:space="preserve"> A &amp; B </t>',
    shown: ' A & B ',
  },
];

/** Column A holds each item as a shared string, column B the same item inline, one row each. */
function workbookFile(items: readonly Item[], prefix: string): string {
  const p = prefix === '' ? '' : `${prefix}:`;
  const ns = prefix === '' ? 'xmlns' : `xmlns:${prefix}`;
  const withPrefix = (xml: string) => xml.replace(/<(\/?)(\w+)/g, `<$1${p}$2`);
  const shared = items.map((item) => `<${p}si>${withPrefix(item.xml)}</${p}si>`).join('');
  const rows = items
    .map(
      (item, i) =>
        `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>${i + 2}</v></c><c r="B${i + 2}" t="inlineStr"><is>${item.xml}</is></c></row>`,
    )
    .join('');
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>${rows}</sheetData></worksheet>`;
  const file = join(makeTempDir('shared-strings'), 'book.xlsx');
  writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        ),
      },
      {
        name: 'xl/sharedStrings.xml',
        data: Buffer.from(
          `<${p}sst ${ns}="${SPREADSHEET_MAIN}"><${p}si><${p}t>Shared</${p}t></${p}si><${p}si><${p}t>Inline</${p}t></${p}si>${shared}</${p}sst>`,
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
    ]),
  );
  return file;
}

describe.each(['', 'x'])('shared strings as writers store them (namespace prefix "%s")', (prefix) => {
  it.each(ITEMS)('$writer: the text the sheet shows, shared and inline alike', async (item) => {
    const table = await readWholeTable(workbookFile([item], prefix));
    expect(table.rows[0]!.cells).toEqual([
      { kind: 'text', text: item.shown },
      { kind: 'text', text: item.shown },
    ]);
  });
});

describe('shared strings in order', () => {
  it('keeps each string at its index when items with readings come between them', async () => {
    const table = await readWholeTable(workbookFile(ITEMS, ''));
    expect(table.rows.map((row) => row.cells[0])).toEqual(ITEMS.map((item) => ({ kind: 'text', text: item.shown })));
  });
});
