/**
 * The Results sheet's totals print with its last invoices: a manual page break before the last
 * LEAST_KEPT_ROWS invoices when an estimated page break falls among them or the totals.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  keepTotalsWithRows,
  LEAST_KEPT_ROWS,
  TotalsPageFit,
} from '../../../src/report/results/keep-totals-with-rows.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readZipParts } from '../../sheets/zip-builder.js';

const SETUP = { margins: { left: 0.4, right: 0.4, top: 0.75, bottom: 0.75, header: 0.3, footer: 0.3 } };

/** The fit of a sheet of `invoices` one-line rows after its header, then a blank row and `totals` total rows. */
function fitOf(invoices: number, totals: number, scale = 100, height?: number): TotalsPageFit {
  const fit = new TotalsPageFit(SETUP, scale);
  let number = 1;
  for (let n = 0; n < invoices; n += 1) fit.add((number += 1), height, true);
  for (let n = 0; n <= totals; n += 1) fit.add((number += 1), undefined, false);
  return fit;
}

describe('TotalsPageFit', () => {
  it('breaks before the last invoices when a Letter page of 15 pt rows fills with the invoices and the totals would start the next', () => {
    // Letter landscape at 100 %: 504 pt inside the margins, less the header row, holds 32 rows of 15 pt.
    expect(fitOf(32, 4).breakAfter()).toBe(33 - LEAST_KEPT_ROWS);
  });

  it('breaks when only the last invoice and the totals would reach the next page, at a scale and with taller rows', () => {
    // At 75 %, 30 pt rows: 672 pt less the header, 21 rows a page; 43 invoices end the second page's first row.
    expect(fitOf(43, 3, 75, 30).breakAfter()).toBe(44 - LEAST_KEPT_ROWS);
  });

  it.each([
    [10, 4],
    [2, 4],
    [0, 4],
    [20, 1],
  ])('leaves %i invoices and %i totals, on one page on either paper, unbroken', (invoices, totals) => {
    expect(fitOf(invoices, totals).breakAfter()).toBeUndefined();
  });

  it('writes the break into the sheet of a real workbook, and none when it needs none', async () => {
    const dir = makeTempDir('keep-totals');
    for (const [invoices, expected] of [
      [32, `<brk id="${33 - LEAST_KEPT_ROWS}" max="16383" min="0" man="1"/>`],
      [10, undefined],
    ] as const) {
      const file = join(dir, `results-${invoices}.xlsx`);
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
      const sheet = workbook.addWorksheet('Results', { pageSetup: { ...SETUP, scale: 100 } });
      sheet.addRow(['Outcome', 'Amount']).commit();
      const fit = new TotalsPageFit(SETUP, 100);
      for (let n = 0; n < invoices; n += 1) {
        const row = sheet.addRow(['created', n]);
        fit.add(row.number, undefined, true);
        row.commit();
      }
      for (const values of [[], ['Total: in the file', 1]]) {
        const row = sheet.addRow(values);
        fit.add(row.number, undefined, false);
        row.commit();
      }
      keepTotalsWithRows(sheet, fit);
      sheet.commit();
      await workbook.commit();
      const xml = readZipParts(file)
        .find((part) => part.name === 'xl/worksheets/sheet1.xml')!
        .data.toString('utf8');
      const breaks = /<rowBreaks[^>]*>(.*?)<\/rowBreaks>/.exec(xml)?.[1];
      expect(breaks).toBe(expected);
    }
  });
});
