import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packRecord, unpackRows, type PackedRows } from '../../../src/sheets/csv/packed-csv-rows.js';
import { cellText } from '../../../src/sheets/sheet-row.js';

/** Packs `records` as the reader does (one batch), then unpacks them. */
function roundTrip(records: readonly string[][]): {
  packed: PackedRows;
  texts: string[][];
  rows: ReturnType<typeof unpackRows>;
} {
  const packed: PackedRows = { rows: [], lines: [], texts: [] };
  const last: string[] = [];
  records.forEach((record, index) => packRecord(packed, { row: index + 2, line: index + 2 }, [...record], last));
  const rows = unpackRows(packed, 'lines.csv');
  return { packed, texts: rows.map((row) => row.cells.map((cell) => cellText(cell))), rows };
}

describe('packed CSV rows', () => {
  it('sends a value repeated from the row before as null and gives it back as the same cell', () => {
    const { packed, texts, rows } = roundTrip([
      ['100001', 'RE-1', '1', '10,00'],
      ['100001', 'RE-1', '2', '20,00'],
      ['100001', 'RE-1', '3', '20,00'],
    ]);
    expect(packed.texts[1]).toEqual([null, null, '2', '20,00']);
    expect(packed.texts[2]).toEqual([null, null, '3', null]);
    expect(texts).toEqual([
      ['100001', 'RE-1', '1', '10,00'],
      ['100001', 'RE-1', '2', '20,00'],
      ['100001', 'RE-1', '3', '20,00'],
    ]);
    expect(rows[2]!.cells[0]).toBe(rows[0]!.cells[0]);
    expect(rows[2]!.cells[3]).toBe(rows[1]!.cells[3]);
    expect(rows.map((row) => row.row)).toEqual([2, 3, 4]);
  });

  it('never takes a field past a shorter row from an older row', () => {
    const { texts } = roundTrip([['a', 'b', 'c'], ['a'], ['a', 'b', 'c']]);
    expect(texts).toEqual([['a', 'b', 'c'], ['a'], ['a', 'b', 'c']]);
  });

  it('gives back every batch of records as read, whatever repeats', () => {
    const field = fc.constantFrom('', 'x', 'y', ' ', '0001');
    fc.assert(
      fc.property(fc.array(fc.array(field, { maxLength: 5 }), { maxLength: 12 }), (records) => {
        expect(roundTrip(records).texts).toEqual(records);
      }),
    );
  });
});
