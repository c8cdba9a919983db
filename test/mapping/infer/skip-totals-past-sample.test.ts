/**
 * A month's register longer than infer's sample closes with its totals row (`Report Total` under
 * the supplier, beside the sums, or with the sums left as formulas Excel never calculated): the
 * row stands past the sample, and infer reads the table's last rows for it, so the proposal skips
 * it. Without the rule the row is an invoice of no supplier that the import refuses.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  source?: { skipRows?: { column?: string; equals?: string }[] };
}

const HEADER = ['Vendor', 'Voucher', 'Vendor Invoice', 'Invoice Date', 'Curr Code', 'Net', 'Tax', 'Invoice Amount'];

/** `count` invoices, then the totals row (its sums written or left blank) and one row typed after it. */
function register(count: number, sums: boolean): (string | number | undefined)[][] {
  const rows: (string | number | undefined)[][] = [];
  for (let i = 0; i < count; i++) {
    const net = 100 + ((i * 37) % 900) + 0.25;
    const tax = Math.round(net * 19) / 100;
    rows.push([1000 + (i % 17), 70000 + i, `SL-${2611000 + i}`, `0${1 + (i % 9)}.11.2026`, 'EUR', net, tax, net + tax]);
  }
  const total = (k: number) => (sums ? rows.reduce((s, r) => s + (r[k] as number), 0) : undefined);
  rows.push(['Report Total', undefined, undefined, undefined, undefined, total(5), total(6), total(7)]);
  rows.push([1003, 70999, 'SL-2611999', '30.11.2026', 'EUR', 500, 95, 595]);
  return rows;
}

function csvFile(rows: (string | number | undefined)[][]): string {
  const file = join(makeTempDir('totals-past-sample'), 'vouchers.csv');
  const text = [HEADER, ...rows].map((r) => r.map((c) => (c === undefined ? '' : String(c))).join(';'));
  writeFileSync(file, `${text.join('\r\n')}\r\n`);
  return file;
}

async function xlsxFile(rows: (string | number | undefined)[][]): Promise<string> {
  const file = join(makeTempDir('totals-past-sample'), 'vouchers.xlsx');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('AP Voucher Register');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r.map((c) => c ?? null));
  await book.xlsx.writeFile(file);
  return file;
}

const totalsSkip = expect.objectContaining({ column: 'Vendor', equals: 'Report Total' });

describe('mapping infer on a register whose totals row stands past the sample', () => {
  for (const count of [250, 1200])
    for (const sums of [true, false]) {
      it(`skips "Report Total" after ${count} invoices, sums ${sums ? 'written' : 'blank'} (CSV)`, async () => {
        const proposal = parse(await inferMapping(csvFile(register(count, sums)))) as Proposal;
        expect(proposal.source?.skipRows).toContainEqual(totalsSkip);
      });
    }

  it('skips it in a workbook too', async () => {
    const proposal = parse(await inferMapping(await xlsxFile(register(400, true)))) as Proposal;
    expect(proposal.source?.skipRows).toContainEqual(totalsSkip);
  });

  it('proposes no skip where the table has no totals row', async () => {
    const rows = register(300, true).filter((r) => r[0] !== 'Report Total');
    const proposal = parse(await inferMapping(csvFile(rows))) as Proposal;
    expect(proposal.source?.skipRows ?? []).not.toContainEqual(totalsSkip);
  });
});
