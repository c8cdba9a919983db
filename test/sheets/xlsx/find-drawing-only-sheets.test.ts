/**
 * The tabs in front of the register that hold only a drawing (a chart LibreOffice saved as a
 * worksheet): found up to the first worksheet with a cell, never past it.
 */
import { describe, expect, it } from 'vitest';
import { findDrawingOnlySheets } from '../../../src/sheets/xlsx/find-drawing-only-sheets.js';
import { openWorkbookZip } from '../../../src/sheets/xlsx/open-workbook-zip.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeTabs, type DrawnChartTab, type Tab } from '../write-tabs-workbook.js';

const REGISTER: Tab = {
  name: 'Register',
  rows: [
    ['Vendor', 'Total'],
    ['0000100005', '119.00'],
  ],
};
const drawn = (name: string): DrawnChartTab => ({ name, drawnChart: { of: 'Register', column: 'B', rows: 1 } });

async function found(tabs: Parameters<typeof writeTabs>[2]): Promise<number[]> {
  const file = writeTabs(makeTempDir('drawing-only'), 'book.xlsx', tabs, 0);
  return [...(await findDrawingOnlySheets(file, await openWorkbookZip(file)))];
}

describe('worksheets holding only a drawing', () => {
  it('are found in front of the first worksheet with a cell, not behind it', async () => {
    expect(await found([drawn('Chart 1'), drawn('Chart 2'), REGISTER, drawn('Chart 3')])).toEqual([1, 2]);
  });

  it('are none when the first tab has cells, or when a tab in front has neither cells nor a drawing', async () => {
    expect(await found([REGISTER, drawn('Chart')])).toEqual([]);
    expect(await found([{ name: 'Blank', rows: [] }, drawn('Chart'), REGISTER])).toEqual([]);
  });
});
