/**
 * The Legend sheets speak one vocabulary: the results' created never says "Posted", a status the
 * finance system names in the reconciliation workbook, whose Legend says what its Status column is.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeLegendSheet } from '../../src/report/write-legend-sheet.js';
import { checkLegend, RECONCILE_TERMS } from '../../src/report/reconciliation-check-words.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';

/** Writes a Legend alone to a real file and reads its rows back. */
async function legendRows(write: (book: ExcelJS.Workbook) => void): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  write(book);
  const file = join(makeTempDir('legend-'), 'legend.xlsx');
  await book.xlsx.writeFile(file);
  const sheet = (await readBook(file)).getWorksheet('Legend')!;
  return Array.from({ length: sheet.rowCount }, (_, n) => rowValues(sheet, n + 1));
}

describe('the Legend sheets', () => {
  it('never calls a created invoice "Posted" in the results Legend', async () => {
    const rows = await legendRows((book) => writeLegendSheet(book));
    const created = rows.find((row) => row[0] === 'created')!;
    expect(created[1]).toBe('The finance system created the invoice (see its instance id).');
    expect(rows.flat().join(' ')).not.toMatch(/\bPosted\b/);
  });

  it('explains the reconciliation Status column: the finance system status, not an upload outcome', async () => {
    const rows = await legendRows((book) => writeLegendSheet(book, checkLegend(14), 'Check', RECONCILE_TERMS));
    const status = rows.find((row) => row[0] === 'Status')!;
    expect(status[1]).toMatch(/^The invoice's status in the finance system's own workflow/);
    expect(String(status[1])).toContain('Posted');
    expect(rows.find((row) => row[0] === 'Status code')?.[1]).toMatch(/^The finance system's code/);
    // The results' own words stay: created is explained on both.
    expect(rows.some((row) => row[0] === 'Run')).toBe(true);
  });
});
