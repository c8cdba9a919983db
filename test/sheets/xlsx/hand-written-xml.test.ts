/**
 * Workbooks from other generators than Excel: namespace prefixes, pretty-printed XML, inline
 * strings with several runs and phonetic guides, no shared strings or styles at all.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { makeTempFolder, readWholeTable } from '../sheet-files.js';
import { buildZip } from '../zip-builder.js';

const temp = makeTempFolder('xlsx-hand');
afterAll(() => temp.remove());

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function workbookWith(sheetXml: string): string {
  const file = `${temp.dir}/hand-${Math.random().toString(36).slice(2)}.xlsx`;
  fs.writeFileSync(
    file,
    buildZip([
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          `<x:workbook xmlns:x="${MAIN}" xmlns:r="${REL}"><x:sheets><x:sheet name="Data" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml) },
    ]),
  );
  return file;
}

describe('hand-written sheet XML', () => {
  it('reads prefixed, pretty-printed XML with inline strings of several runs', async () => {
    const file = workbookWith(`<?xml version="1.0" encoding="UTF-8"?>
<x:worksheet xmlns:x="${MAIN}">
  <x:sheetData>
    <x:row r="1">
      <x:c r="A1" t="inlineStr"><x:is><x:t>Invoice No.</x:t></x:is></x:c>
      <x:c r="B1" t="inlineStr"><x:is><x:t>Memo</x:t></x:is></x:c>
      <x:c r="C1" t="inlineStr"><x:is><x:t>Amount</x:t></x:is></x:c>
    </x:row>
    <x:row r="2">
      <x:c r="A2" t="inlineStr">
        <x:is>
          <x:t>INV-7</x:t>
        </x:is>
      </x:c>
      <x:c r="B2" t="inlineStr"><x:is><x:r><x:t xml:space="preserve">Net </x:t></x:r><x:r><x:t>30</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ネット</x:t></x:rPh></x:is></x:c>
      <x:c r="C2">
        <x:v>119171</x:v>
      </x:c>
    </x:row>
  </x:sheetData>
</x:worksheet>`);
    const table = await readWholeTable(file);
    expect(table.headers).toEqual(['Invoice No.', 'Memo', 'Amount']);
    expect(table.rows.map((row) => row.cells.map((cell) => cellText(cell)))).toEqual([['INV-7', 'Net 30', '119171']]);
    expect(table.rows[0]?.cells[2]).toEqual({ kind: 'number', text: '119171' });
  });
});
