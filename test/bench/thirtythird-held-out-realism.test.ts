/**
 * The thirty-third held-out files keep the tax rules and codes of the places they stand for, as
 * a realism review checked them against public sources.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { THIRTYTHIRD_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-thirtythird/thirtythird-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const written = (name: string) =>
  THIRTYTHIRD_HELD_OUT_LAYOUTS.find((l) => l.name === name)!.write(makeTempDir(`thirtythird-${name}`));

const sheetRows = async (file: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** Rows of a comma-separated file, the header first. */
const csvRows = (text: string): string[][] => parse(text, { bom: true, relaxColumnCount: true });

describe('the thirty-third held-out files follow the rules of their places', () => {
  it("birchstreet: a taxed line bears its property's 2024 rate (Halifax 15 %, Chicago 10.25 %, Denver 8.81 %)", async () => {
    const rates: Record<string, number> = {
      'Harbourview Hotel Halifax': 15,
      'Lakeshore Resort Chicago': 10.25,
      'Grand Plaza Denver': 8.81,
    };
    const rows = (await sheetRows(await written('birchstreet-invoice-report'))).slice(2);
    const taxed = rows.filter((r) => Number(r[15]) !== 0);
    expect(taxed.length).toBeGreaterThan(0);
    for (const r of taxed) {
      const net = Math.round(Number(r[14]) * 100);
      expect(Math.round(Number(r[15]) * 100)).toBe(Math.round((net * rates[String(r[1])]!) / 100));
    }
  });

  it('energy: the levy is 0.775 p a unit, none at 5 % VAT; a bill is for the month before it', () => {
    return written('energy-bill-validation-lines').then((file) => {
      const [, ...rows] = csvRows(readFileSync(file, 'utf8'));
      const bills = new Map<string, string[][]>();
      for (const r of rows) bills.set(`${r[1]}|${r[4]}`, [...(bills.get(`${r[1]}|${r[4]}`) ?? []), r]);
      let levies = 0;
      for (const lines of bills.values()) {
        const [day, month, year] = lines[0]![6]!.split('/').map(Number) as [number, number, number];
        const before = month === 1 ? [12, year - 1] : [month - 1, year];
        expect(lines[0]![7]).toBe(`01/${String(before[0]).padStart(2, '0')}/${before[1]}`);
        expect(day).toBeGreaterThan(0);
        const levy = lines.find((l) => l[9] === 'Climate Change Levy');
        if (lines[0]![13] === '5%') expect(levy).toBeUndefined();
        if (!levy) continue;
        levies++;
        const units = Number(lines[0]![10]) + Number(lines[1]![10]);
        expect(Number(levy[10])).toBeCloseTo(units, 3);
        expect(Math.round(Number(levy[12]) * 100)).toBe(Math.round(units * 0.775));
      }
      expect(levies).toBeGreaterThan(0);
    });
  });

  it('freight: Canadian dollars only on a lane to or from Canada, US dollars within the United States', async () => {
    const bytes = readFileSync(await written('freight-audit-carrier-charges'));
    const [, ...rows] = csvRows(Buffer.from(bytes).swap16().toString('utf16le'));
    expect(new Set(rows.map((r) => r[14]))).toEqual(new Set(['USD', 'CAD']));
    for (const r of rows) expect(r[14]).toBe([r[6], r[7]].some((c) => c!.endsWith(', ON')) ? 'CAD' : 'USD');
  });

  it("warrant register: each account string's object is one of California's SACS object codes", async () => {
    const rows = (await sheetRows(await written('school-district-warrant-register'))).slice(5);
    const objects = rows.filter((r) => typeof r[7] === 'string').map((r) => String(r[7]).split('-')[5]);
    expect(objects.length).toBeGreaterThan(0);
    for (const o of objects) expect(['4100', '4200', '4300', '4400', '4700', '5800']).toContain(o);
  });

  it('powerchurch: an account number is fund, major account and three-digit sub-account', async () => {
    const [, ...rows] = csvRows(readFileSync(await written('powerchurch-ap-invoices'), 'latin1'));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r[6]).toMatch(new RegExp(`^${r[5]}-\\d{4}-\\d{3}$`));
  });

  it("pharmacy statement: the wholesaler's ABN passes the ATO's check-digit test", async () => {
    const abn = csvRows(readFileSync(await written('pharmacy-wholesaler-statement'), 'utf8'))
      .find((r) => r[0] === 'ABN:')![1]!
      .replace(/ /g, '');
    const digits = [...abn].map(Number);
    digits[0]! -= 1;
    const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
    expect(digits.reduce((s, d, k) => s + d * weights[k]!, 0) % 89).toBe(0);
  });

  it('bhutan register: the tax invoices of 2026 carry no 2024 in their numbers', async () => {
    const rows = (await sheetRows(await written('bhutan-gst-purchase-register'))).slice(4);
    expect(rows.length).toBe(11);
    for (const r of rows) expect(String(r[2])).not.toMatch(/2024|^R24|^(CN-)?R24|\/24$/);
  });
});
