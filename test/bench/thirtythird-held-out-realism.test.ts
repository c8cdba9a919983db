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
});
