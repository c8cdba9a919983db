/**
 * Tax reports with a header over two rows (Thailand's purchase tax report, GSTR returns, many
 * registers) merge the row number down both rows or leave it unnamed; their total row is labelled
 * in that column. The proposal must read: a rule on such a column names it by its letter.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const READ = { knownAdvertisers: SANDBOX_ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };

/** How the first column is headed: named in the upper row merged down, named in the upper row alone, or not at all. */
type FirstColumn = 'merged down' | 'upper only' | 'unnamed';

async function writeReport(file: string, first: FirstColumn, counter: string, total: string): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Report');
  sheet.addRow(['Purchase tax report']);
  sheet.addRow(['01/01/2024 - 31/03/2024']);
  const upper = sheet.addRow([first === 'unnamed' ? null : counter, 'Tax invoice', null, 'Supplier', 'Net', 'VAT']);
  sheet.addRow([null, 'Date', 'Number', null, null, null]);
  sheet.mergeCells(upper.number, 2, upper.number, 3);
  if (first === 'merged down') sheet.mergeCells(upper.number, 1, upper.number + 1, 1);
  for (const c of [4, 5, 6]) sheet.mergeCells(upper.number, c, upper.number + 1, c);
  const count = 8;
  let net = 0;
  let vat = 0;
  for (let n = 0; n < count; n++) {
    const amount = 1000 + n * 137;
    net += amount;
    vat += amount * 0.07;
    sheet.addRow([
      n + 1,
      `${String(n + 3).padStart(2, '0')}/01/2024`,
      `INV-24-${String(400 + n * 3).padStart(4, '0')}`,
      SANDBOX_ADVERTISERS[n % 4]!.advertiserName,
      amount,
      Math.round(amount * 7) / 100,
    ]);
  }
  sheet.addRow([total, null, null, null, net, Math.round(vat * 100) / 100]);
  await workbook.xlsx.writeFile(file);
  return count;
}

const CASES: [FirstColumn, string, string][] = [];
for (const first of ['merged down', 'upper only', 'unnamed'] as const)
  for (const [counter, total] of <[string, string][]>[
    ['ลำดับ', 'รวม'],
    ['No.', 'Total'],
    ['Lp.', 'Razem'],
    ['序号', '合計'],
    ['Nr.', 'Summe'],
  ])
    CASES.push([first, counter, total]);

describe('a two-row header whose first column is merged down or unnamed, its total row labelled there', () => {
  it.each(CASES)('%s (%s, total row %s): the proposal reads, skipping the total row', async (first, counter, total) => {
    const file = join(makeTempDir('infer-unnamed-first'), 'report.xlsx');
    const count = await writeReport(file, first, counter, total);
    const yaml = await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS });
    const mapping = await parseMapping(yaml, 'report.yaml');
    const read = [];
    for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice);
    // An unnamed first column's total label is skipped by the column's letter.
    expect(read, yaml).toHaveLength(count);
  });
});
