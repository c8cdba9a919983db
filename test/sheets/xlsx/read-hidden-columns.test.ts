/**
 * The hidden columns of a worksheet part, however the XML is cut into chunks: by the hidden flag,
 * by a width of 0, over a range of columns, with or without a namespace prefix; none after the rows.
 */
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readHiddenColumns } from '../../../src/sheets/xlsx/read-hidden-columns.js';

const SHEET =
  '<x:worksheet xmlns:x="main"><x:cols>' +
  '<x:col min="2" max="2" width="9" hidden="1" customWidth="1"/>' +
  '<x:col min="3" max="3" width="12"/>' +
  '<x:col min="5" max="7" width="0" customWidth="1"/>' +
  '<x:col min="9" max="9" hidden="true"/>' +
  '<x:col min="10" max="10" hidden="0" width="8"/>' +
  '</x:cols><x:sheetData><x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row></x:sheetData>' +
  // Past the rows nothing declares a column; a tag of that shape there is not read.
  '<x:col min="12" max="12" hidden="1"/></x:worksheet>';

describe('readHiddenColumns', () => {
  it('finds B, E:G and I however the part is cut, and nothing past the rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: SHEET.length - 1 }), { maxLength: 8 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), SHEET.length];
          const chunks = points.slice(1).map((end, i) => Buffer.from(SHEET.slice(points[i], end), 'latin1'));
          const hidden = await readHiddenColumns(Readable.from(chunks));
          expect([...hidden].sort((a, b) => a - b)).toEqual([1, 4, 5, 6, 8]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('holds a range to the last column a sheet has (XFD)', async () => {
    const hidden = await readHiddenColumns(
      Readable.from([`<cols><col min="8" max="99999" hidden="1"/></cols><sheetData/>`]),
    );
    expect(hidden.size).toBe(16_384 - 7);
  });
});
