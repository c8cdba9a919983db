import { describe, expect, it } from 'vitest';
import type { ColumnRef } from '../../src/mapping/compiled-mapping.js';
import { groupedRows, oneRowGroups } from '../../src/mapping/group-rows.js';
import type { InvoiceGroup } from '../../src/mapping/invoice-group.js';
import type { ColumnIndex } from '../../src/mapping/resolve-columns.js';
import type { SheetRow } from '../../src/sheets/sheet-row.js';

const KEY: ColumnRef = { header: 'Invoice', at: 'test.yaml:1:1' };
const COLUMNS: ColumnIndex = new Map([[KEY, { index: 0, name: 'Invoice' }]]);

/** A row of one cell, the key (blank when ''), numbered `row`. */
function row(row: number, key: string): SheetRow {
  return {
    file: 'in.csv',
    sheet: undefined,
    row,
    cells: [key === '' ? { kind: 'empty' } : { kind: 'text', text: key }],
  };
}

async function* batchesOf(...batches: SheetRow[][]): AsyncGenerator<SheetRow[]> {
  yield* batches;
}

async function collect(groups: AsyncIterable<InvoiceGroup[]>): Promise<InvoiceGroup[][]> {
  const out: InvoiceGroup[][] = [];
  for await (const batch of groups) out.push(batch);
  return out;
}

describe('groupedRows', () => {
  it('keeps an invoice whose lines span batches whole, and hands out the groups each batch completes', async () => {
    const out = await collect(
      groupedRows(
        batchesOf([row(2, 'A'), row(3, 'A'), row(4, 'B')], [row(5, 'B'), row(6, 'B')], [row(7, 'C')]),
        [KEY],
        COLUMNS,
      ),
    );
    // The first batch completes A; B is completed by C's row in the third; C by the end.
    expect(out.map((groups) => groups.map((group) => group.rows))).toEqual([[[2, 3]], [[4, 5, 6]], [[7]]]);
    expect(out.flat().every((group) => group.problems.length === 0)).toBe(true);
  });

  it('reports a blank key and a key that comes back, in file order across batches', async () => {
    const out = await collect(
      groupedRows(batchesOf([row(2, 'A'), row(3, '')], [row(4, 'B'), row(5, 'A ')]), [KEY], COLUMNS),
    );
    const groups = out.flat();
    expect(groups.map((group) => group.rows)).toEqual([[2], [3], [4], [5]]);
    expect(groups[1]?.problems[0]?.message).toBe('expected the invoice key in "Invoice", got nothing');
    expect(groups[3]?.problems[0]?.message).toBe(
      'lines of invoice A are not together (rows 2 and 5); sort the file by "Invoice"',
    );
  });
});

describe('oneRowGroups', () => {
  it('makes every row an invoice, with the row as its line when asked', async () => {
    const out = await collect(oneRowGroups(batchesOf([row(2, 'A'), row(3, 'B')], [row(4, 'C')]), true));
    expect(out.map((groups) => groups.map((group) => [group.rows, group.lines.map((line) => line.row)]))).toEqual([
      [
        [[2], [2]],
        [[3], [3]],
      ],
      [[[4], [4]]],
    ]);
  });
});
