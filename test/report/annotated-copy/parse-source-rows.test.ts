import { describe, expect, it } from 'vitest';
import { parseSourceRows } from '../../../src/report/annotated-copy/parse-source-rows.js';
import { sourceRowsText } from '../../../src/mapping/invoice-group.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const row = (sheet: string, n: number): SheetRow => ({ file: 'f.xlsx', sheet, row: n, cells: [] });

describe('source rows of an invoice', () => {
  it('names the lines sheet rows of a joined invoice and reads them back', () => {
    const text = sourceRowsText({
      header: row('Invoices', 5),
      rows: [5],
      lines: [row('Lines; 2024', 9), row('Lines; 2024', 7), row('Lines; 2024', 8), row('Lines; 2024', 12)],
    });
    expect(text).toBe('5; Lines; 2024: 7, 8, 9, 12');
    expect(parseSourceRows('Invoices', text)).toEqual([
      { sheet: 'Invoices', rows: [5] },
      { sheet: 'Lines; 2024', rows: [7, 8, 9, 12] },
    ]);
  });

  it('keeps one-sheet invoices as they were', () => {
    expect(
      sourceRowsText({ header: row('S', 5), rows: [5, 6, 7], lines: [row('S', 5), row('S', 6), row('S', 7)] }),
    ).toBe('5-7');
    expect(parseSourceRows(undefined, '5, 9, 12')).toEqual([{ sheet: undefined, rows: [5, 9, 12] }]);
  });
});
