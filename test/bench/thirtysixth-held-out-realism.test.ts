/**
 * The thirty-sixth held-out files keep the tax rules, identifiers and forms of the places they
 * stand for, as a realism review checked them against public sources.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { THIRTYSIXTH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-thirtysixth/thirtysixth-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { abnChecks } from './abn-checks.js';

const written = (name: string) =>
  THIRTYSIXTH_HELD_OUT_LAYOUTS.find((l) => l.name === name)!.write(makeTempDir(`thirtysixth-${name}`));

/** The lines under the header of a layout's Windows-1252 text file. */
const codePageLines = async (name: string) =>
  new TextDecoder('windows-1252')
    .decode(readFileSync(await written(name)))
    .trim()
    .split('\r\n')
    .slice(1);

/** The cells of a workbook's first sheet, row by row. */
const sheetCells = async (file: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: ExcelJS.Cell[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells: ExcelJS.Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell));
    rows.push(cells);
  });
  return rows;
};

describe('the thirty-sixth held-out files follow the rules of their places', () => {
  it('construction: every subcontractor ABN passes the ABR check digits', async () => {
    const rows = await sheetCells(await written('construction-progress-claims'));
    const abns = rows.slice(4).map((r) => String(r[2]!.value));
    expect(abns.length).toBeGreaterThanOrEqual(8);
    expect(abns.filter((a) => !/^\d\d \d{3} \d{3} \d{3}$/.test(a) || !abnChecks(a))).toEqual([]);
  });

  it('marshall islands: the invoice and due dates display month first, as the title period and a US-dollar system write them', async () => {
    const rows = await sheetCells(await written('marshall-islands-ap-register'));
    const dates = rows.slice(5).flatMap((r) => r.filter((c) => c.value instanceof Date));
    expect(dates.length).toBeGreaterThanOrEqual(20);
    expect(new Set(dates.map((c) => c.numFmt))).toEqual(new Set(['m/d/yyyy']));
  });

  it('gibraltar: local suppliers are booked in sterling (GBP), the currency Gibraltar banks clear in, not GIP', async () => {
    const currencies = (await codePageLines('gibraltar-purchase-ledger')).map((line) =>
      line.slice(line.lastIndexOf(',') + 1),
    );
    expect(currencies.length).toBeGreaterThanOrEqual(8);
    expect(new Set(currencies)).toEqual(new Set(['GBP', 'EUR']));
  });

  it('forwarder: ocean freight is zero-rated international transport, the local charges bear GST at 9 %', async () => {
    const [header, ...rows] = parse(readFileSync(await written('forwarder-job-cost-accruals'), 'utf8'), {
      bom: true,
    }) as string[][];
    const at = (name: string) => header!.indexOf(name);
    const posted = rows.filter((r) => r[at('Status')] === 'POSTED');
    const freight = posted.filter((r) => r[at('Charge Code')] === 'FRT');
    const local = posted.filter((r) => r[at('Charge Code')] !== 'FRT');
    expect(freight.length).toBeGreaterThanOrEqual(8);
    expect(local.length).toBeGreaterThanOrEqual(4);
    expect(freight.filter((r) => r[at('GST Code')] !== 'ZR' || Number(r[at('GST Amount')]) !== 0)).toEqual([]);
    const nine = (r: string[]) => Math.round((Math.round(Number(r[at('Cost Amount')]) * 100) * 9) / 100) / 100;
    expect(local.filter((r) => r[at('GST Code')] !== 'SR' || Number(r[at('GST Amount')]) !== nine(r))).toEqual([]);
  });

  it('liechtenstein: every supplier UID carries its modulo-11 check digit, as the Swiss UID register issues it', async () => {
    const uids = (await codePageLines('liechtenstein-kreditorenjournal')).map((line) => line.split(';')[4]!);
    const weights = [5, 4, 3, 2, 7, 6, 5, 4];
    const checks = (uid: string) => {
      const digits = uid.replace(/\D/g, '').split('').map(Number);
      const check = (11 - (digits.slice(0, 8).reduce((s, d, k) => s + d * weights[k]!, 0) % 11)) % 11;
      return digits.length === 9 && check === digits[8];
    };
    expect(uids.length).toBeGreaterThanOrEqual(8);
    expect(uids.filter((u) => !/^CHE-\d{3}\.\d{3}\.\d{3} MWST$/.test(u) || !checks(u))).toEqual([]);
  });

  it("construction: the register's title names the first and last months its claims are dated in", async () => {
    const rows = await sheetCells(await written('construction-progress-claims'));
    const months = rows
      .slice(4)
      .map((r) => r[4]!.value as Date)
      .sort((a, b) => a.getTime() - b.getTime())
      .map((d) => d.toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
    expect(months.length).toBeGreaterThanOrEqual(8);
    const title = String(rows[1]![0]!.value);
    expect(
      [months[0]!, months.at(-1)!].filter(
        (m) => !title.includes(m.split(' ')[0]!) || !title.includes(m.split(' ')[1]!),
      ),
    ).toEqual([]);
  });
});
