import { describe, expect, it } from 'vitest';
import { packSheetRows, unpackSheetRows } from '../../../src/sheets/xlsx/packed-sheet-rows.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const rows: SheetRow[] = [
  {
    file: 'a.xlsx',
    sheet: 'Data',
    row: 5,
    cells: [
      { kind: 'text', text: '0042' },
      { kind: 'empty' },
      { kind: 'number', text: '1234.5600' },
      { kind: 'number', text: '0.19', percent: true },
      { kind: 'number', text: '0.5', percent: true, shown: '50.00%' },
      { kind: 'date', date: '20240131' },
      { kind: 'boolean', value: true },
      { kind: 'boolean', value: false },
      { kind: 'unreadable', reason: 'a formula without a saved result', raw: '=A1+B1' },
      { kind: 'text', text: 'Müller & Söhne\n"quoted"' },
    ],
  },
  // A row hidden in the sheet keeps its mark across threads.
  {
    file: 'a.xlsx',
    sheet: 'Data',
    row: 9,
    cells: [{ kind: 'unreadable', reason: 'no string 7', raw: '' }],
    hidden: true,
  },
  { file: 'a.xlsx', sheet: 'Data', row: 10, cells: [{ kind: 'empty' }, { kind: 'text', text: '' }] },
  {
    file: 'a.xlsx',
    sheet: 'Data',
    row: 11,
    cells: [
      { kind: 'number', text: '9787.7262', shown: '9,787.73' },
      { kind: 'number', text: '9787.7262', formula: 'F5*G5' },
      { kind: 'number', text: '9787.7262', shown: '9,788', formula: '' },
      { kind: 'number', text: '12.5' },
    ],
  },
];

describe('packSheetRows and unpackSheetRows', () => {
  it('give back every row, number and cell as it was, each kind of cell alike', () => {
    const packed = packSheetRows(rows);
    expect(packed.kinds).toBeInstanceOf(Uint8Array);
    expect(packed.kinds.length).toBe(17);
    expect(unpackSheetRows(structuredClone(packed), 'a.xlsx', 'Data')).toEqual(rows);
  });

  it('keeps a number cell without percent free of the key, as the reader makes it', () => {
    const [row] = unpackSheetRows(packSheetRows(rows), 'a.xlsx', 'Data');
    expect(Object.keys(row!.cells[2]!)).toEqual(['kind', 'text']);
  });

  it('keeps what a number cell shows and its formula only where the reader set them', () => {
    const [, , , row] = unpackSheetRows(packSheetRows(rows), 'a.xlsx', 'Data');
    expect(row!.cells.map((cell) => Object.keys(cell))).toEqual([
      ['kind', 'text', 'shown'],
      ['kind', 'text', 'formula'],
      ['kind', 'text', 'shown', 'formula'],
      ['kind', 'text'],
    ]);
  });

  it('keeps the padded or decorated text of a whole number across threads', () => {
    const padded: SheetRow[] = [
      {
        file: 'a.xlsx',
        sheet: 'Data',
        row: 2,
        cells: [
          { kind: 'number', text: '457', display: 'INV-0457' },
          { kind: 'number', text: '457' },
        ],
      },
    ];
    const [row] = unpackSheetRows(structuredClone(packSheetRows(padded)), 'a.xlsx', 'Data');
    expect(row!.cells).toEqual(padded[0]!.cells);
    expect(row!.cells.map((cell) => Object.keys(cell))).toEqual([
      ['kind', 'text', 'display'],
      ['kind', 'text'],
    ]);
  });

  it('keeps the texts a number format writes around the number, with each detail beside them', () => {
    const marked: SheetRow[] = [
      {
        file: 'a.xlsx',
        sheet: 'Data',
        row: 3,
        cells: [
          { kind: 'number', text: '1190', affixes: ['€'] },
          { kind: 'number', text: '-250', affixes: ['$', 'USD'] },
          { kind: 'number', text: '9787.7262', shown: '9,788', formula: '', affixes: ['CHF'] },
          { kind: 'number', text: '457', display: 'INV-0457', affixes: ['INV-'] },
          { kind: 'number', text: '0.5', percent: true, shown: '50.00%', affixes: ['€'] },
          { kind: 'text', text: '€' },
        ],
      },
    ];
    const [row] = unpackSheetRows(structuredClone(packSheetRows(marked)), 'a.xlsx', 'Data');
    expect(row!.cells).toEqual(marked[0]!.cells);
  });

  it('packs an empty batch', () => {
    expect(unpackSheetRows(packSheetRows([]), 'a.xlsx', 'Data')).toEqual([]);
  });
});

describe('date cells and day numbers across threads', () => {
  it('keep what a date format leaves out of the day, and the 1904 date system of a number cell', () => {
    const dated: SheetRow[] = [
      {
        file: 'a.xlsx',
        sheet: 'Data',
        row: 4,
        cells: [
          {
            kind: 'date',
            date: '20230315',
            partial: { shows: 'a month and a year', lacks: 'the day of the month', format: 'mmm-yy', shown: 'Mar-23' },
          },
          { kind: 'date', date: '', partial: { shows: 'a time', lacks: 'a date', format: 'h:mm', shown: '12:00' } },
          { kind: 'date', date: '20230315', partial: { shows: 'a weekday', lacks: 'a date', format: '[$-F800]dddd' } },
          { kind: 'date', date: '20230315' },
          { kind: 'number', text: '43860', date1904: true },
          { kind: 'number', text: '43860.5', shown: '43,861', date1904: true },
          { kind: 'number', text: '1190', affixes: ['€'], date1904: true },
          { kind: 'number', text: '43860' },
        ],
      },
    ];
    const [row] = unpackSheetRows(structuredClone(packSheetRows(dated)), 'a.xlsx', 'Data');
    expect(row!.cells).toEqual(dated[0]!.cells);
  });
});
