/**
 * Rows and cells without the optional `r` attribute (ECMA-376 18.3.1.73 and 18.3.1.4): a row
 * follows the row before it and a cell the cell before it. The files are a real workbook written
 * by exceljs whose sheet XML is edited as such writers write it; each reads as the original does,
 * at the positions document order gives.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { numberRowsAndCells } from '../../../src/sheets/xlsx/number-rows-and-cells.js';
import { makeTempFolder, readWholeTable, writeWorkbook, type ReadTable } from '../sheet-files.js';
import { buildZip, readZipParts } from '../zip-builder.js';

const temp = makeTempFolder('xlsx-no-r');
afterAll(() => temp.remove());

/** The new `r` of the row (cell undefined) or cell at these document-order indexes; undefined removes it. */
type EditR = (row: number, cell: number | undefined, r: string) => string | undefined;

/** `xml` with the `r` attributes of its rows and cells as `edit` says. */
function editRefs(xml: string, edit: EditR): string {
  let row = -1;
  let cell = 0;
  return xml.replace(/<(row|c) r="([^"]*)"/g, (_, name: string, r: string) => {
    if (name === 'row') {
      row += 1;
      cell = -1;
    } else cell += 1;
    const next = edit(row, name === 'row' ? undefined : cell, r);
    return next === undefined ? `<${name}` : `<${name} r="${next}"`;
  });
}

async function original(): Promise<string> {
  return writeWorkbook(`${temp.dir}/original.xlsx`, (workbook) => {
    const sheet = workbook.addWorksheet('Lines');
    sheet.addRow(['Invoice', 'Memo', 'Amount']);
    sheet.addRow(['INV-1', 'first', 12.5]);
    sheet.addRow(['INV-2', 'second', new Date(Date.UTC(2026, 2, 5))]);
    sheet.addRow(['INV-3', 'third', '0042']);
  });
}

function edited(source: string, name: string, edit: EditR): string {
  const parts = readZipParts(source).map((part) =>
    part.name === 'xl/worksheets/sheet1.xml'
      ? { ...part, data: Buffer.from(editRefs(part.data.toString(), edit)) }
      : part,
  );
  const file = `${temp.dir}/${name}.xlsx`;
  fs.writeFileSync(file, buildZip(parts));
  return file;
}

function shown(table: ReadTable) {
  return { headers: table.headers, rows: table.rows.map((row) => [row.row, row.cells.map((cell) => cellText(cell))]) };
}

describe('XLSX rows and cells without an r attribute', () => {
  const variants: [string, EditR][] = [
    ['rows without r', (_, cell, r) => (cell === undefined ? undefined : r)],
    ['cells without r', (_, cell, r) => (cell === undefined ? r : undefined)],
    ['neither rows nor cells with r', () => undefined],
    ['every other row and cell without r', (row, cell, r) => ((row + (cell ?? 0)) % 2 === 1 ? undefined : r)],
    ['only the first cell of each row with r', (_, cell, r) => (cell === undefined || cell > 0 ? undefined : r)],
  ];

  it.each(variants)('%s: read as the workbook with them', async (name, edit) => {
    const source = await original();
    const expected = shown(await readWholeTable(source));
    expect(expected.rows).toHaveLength(3);
    expect(shown(await readWholeTable(edited(source, name.replace(/ /g, '-'), edit)))).toEqual(expected);
  });

  it('after a gap given by r, rows and cells without r follow the one before them', async () => {
    const source = await original();
    const before = shown(await readWholeTable(source));
    // Row 3 says r="7", row 4 has none (so 8); in row 2, the second cell says D2, the third has none (so E2).
    const file = edited(source, 'gaps', (row, cell, r) => {
      if (row === 2) return cell === undefined ? '7' : undefined;
      if (row === 3) return undefined;
      if (row === 1 && cell === 1) return 'D2';
      if (row === 1 && cell === 2) return undefined;
      return r;
    });
    const [second, third, fourth] = before.rows.map(([, cells]) => cells as string[]);
    expect(shown(await readWholeTable(file))).toEqual({
      headers: before.headers,
      rows: [
        [2, [second![0], '', '', second![1], second![2]]],
        [7, third],
        [8, fourth],
      ],
    });
  });
});

describe('numberRowsAndCells, fed in pieces', () => {
  const xml =
    '<x:worksheet><x:cols><x:col min="1"/></x:cols><x:sheetData><x:row spans="1:2"><x:c t="s"><x:v>0</x:v></x:c>' +
    '<x:c/></x:row><x:row r="5"><x:c r="C5"><x:v>1</x:v></x:c><x:c><x:v>2</x:v></x:c></x:row><x:row ht="3">' +
    '<x:c s="1"><x:v>3</x:v></x:c></x:row></x:sheetData><x:rowBreaks/></x:worksheet>';
  const numbered =
    '<x:worksheet><x:cols><x:col min="1"/></x:cols><x:sheetData><x:row r="1" spans="1:2"><x:c r="A1" t="s"><x:v>0</x:v></x:c>' +
    '<x:c r="B1"/></x:row><x:row r="5"><x:c r="C5"><x:v>1</x:v></x:c><x:c r="D5"><x:v>2</x:v></x:c></x:row><x:row r="6" ht="3">' +
    '<x:c r="A6" s="1"><x:v>3</x:v></x:c></x:row></x:sheetData><x:rowBreaks/></x:worksheet>';

  it('numbers rows and cells by document order wherever the chunks are cut', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: xml.length - 1 }), { maxLength: 12 }), async (cuts) => {
        const bounds = [0, ...cuts.sort((a, b) => a - b), xml.length];
        const pieces = bounds.slice(1).map((end, i) => xml.slice(bounds[i], end));
        const out = await Readable.from(pieces).pipe(numberRowsAndCells()).toArray();
        expect(out.join('')).toBe(numbered);
      }),
      { numRuns: 200 },
    );
  });

  it('names the hidden rows, numbered or not, wherever the chunks are cut', async () => {
    const rows =
      '<sheetData><row hidden="1"><c/></row><row r="4" hidden=\'true\'><c/></row><row hidden="0"><c/></row>' +
      '<row customHeight="1" hidden="true" ht="0"><c/></row><row r="9" x:hidden="1"/></sheetData>';
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: rows.length - 1 }), { maxLength: 8 }), async (cuts) => {
        const bounds = [0, ...cuts.sort((a, b) => a - b), rows.length];
        const hidden: number[] = [];
        const pieces = bounds.slice(1).map((end, i) => rows.slice(bounds[i], end));
        await Readable.from(pieces)
          .pipe(numberRowsAndCells((row) => hidden.push(row)))
          .toArray();
        expect(hidden).toEqual([1, 4, 6]);
      }),
      { numRuns: 100 },
    );
  });

  // Row tags as writers write a row of height 0 (openpyxl height=0, exceljs height 0, by hand), and rows that are shown.
  it.each([
    ['<row r="6" ht="0" customHeight="1">', true],
    ['<row r="6" ht="0.0" customHeight="1">', true],
    ['<row r="6" customHeight="1" ht=\'0.00\'>', true],
    ['<row r="6" ht=" 0 ">', true],
    ['<row r="6" ht="15" customHeight="1">', false],
    ['<row r="6" ht="0.75" customHeight="1">', false],
    ['<row r="6" ht="">', false],
    ['<row r="6" dyDescent="0" spans="1:3">', false],
    ['<row r="6">', false],
  ])('%s is hidden: %s', async (tag, isHidden) => {
    const hidden: number[] = [];
    await Readable.from([`<sheetData>${tag}<c/></row></sheetData>`])
      .pipe(numberRowsAndCells((row) => hidden.push(row)))
      .toArray();
    expect(hidden).toEqual(isHidden ? [6] : []);
  });
});
