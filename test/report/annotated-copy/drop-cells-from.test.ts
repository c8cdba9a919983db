/** The cells of an annotated copy's old outcome columns are left out, however the part arrives in chunks. */
import { describe, expect, it } from 'vitest';
import { dropCellsFrom } from '../../../src/report/annotated-copy/drop-cells-from.js';

const SHEET =
  '<worksheet><sheetData>' +
  '<row r="1" spans="1:4"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>Outcome</t></is></c><c r="D1" s="2"/></row>' +
  '<row r="2"><c r="A2"><v>7</v></c><c><v>8</v></c><c><v>9</v></c></row>' +
  '<row r="3"><x:c r="A3"><x:v>1</x:v></x:c><x:c r="C3" t="inlineStr"><x:is><x:t>created</x:t></x:is></x:c></row>' +
  '</sheetData><cols><col min="1" max="3"/></cols></worksheet>';

async function* chunks(text: string, size: number): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

async function dropped(size: number): Promise<string> {
  let out = '';
  for await (const piece of dropCellsFrom(chunks(SHEET, size), 3)) out += piece;
  return out;
}

describe('dropCellsFrom', () => {
  it.each([1, 7, 64, 10_000])('keeps every byte but the cells from column C on (chunks of %i)', async (size) => {
    expect(await dropped(size)).toBe(
      '<worksheet><sheetData>' +
        '<row r="1" spans="1:4"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2"><v>7</v></c><c><v>8</v></c></row>' +
        '<row r="3"><x:c r="A3"><x:v>1</x:v></x:c></row>' +
        '</sheetData><cols><col min="1" max="3"/></cols></worksheet>',
    );
  });
});
