/**
 * The thirty-seventh held-out files keep the tax rules, identifiers and forms of the places they
 * stand for, as a realism review checked them against public sources.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  THIRTYSEVENTH_HELD_OUT_LAYOUTS,
  THIRTYSEVENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtyseventh/thirtyseventh-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const written = (name: string) =>
  THIRTYSEVENTH_HELD_OUT_LAYOUTS.find((l) => l.name === name)!.write(makeTempDir(`thirtyseventh-${name}`));

/** The records under the header of a delimited text file in the given encoding. */
const records = async (name: string, encoding: string, delimiter: string, skip = 0): Promise<string[][]> =>
  parse(new TextDecoder(encoding).decode(readFileSync(await written(name))), {
    delimiter,
    bom: true,
    relax_column_count: true,
  }).slice(1 + skip);

/** Digits of a string, as numbers. */
const digits = (s: string) => s.replace(/\D/g, '').split('').map(Number);

/** Agenzia delle Entrate's partita IVA check: the eleventh digit closes a Luhn sum of all eleven. */
const partitaIvaChecks = (vat: string) => {
  const d = digits(vat);
  const sum = d.reduce((s, x, k) => s + (k % 2 === 1 ? (x * 2 > 9 ? x * 2 - 9 : x * 2) : x), 0);
  return d.length === 11 && sum % 10 === 0;
};

/** HMRC's VAT number check: the first seven digits weighted 8 to 2, plus the last two, a multiple of 97 (or of 97 after adding 55). */
const ukVatChecks = (vat: string) => {
  const d = digits(vat);
  const sum = d.slice(0, 7).reduce((s, x, k) => s + x * (8 - k), 0) + d[7]! * 10 + d[8]!;
  return d.length === 9 && (sum % 97 === 0 || (sum + 55) % 97 === 0);
};

/** The NTA's corporate-number check: the first digit is 9 less the weighted (1, 2 from the right) sum of the twelve, modulo 9. */
const corporateNumberChecks = (number: string) => {
  const d = digits(number);
  const sum = d
    .slice(1)
    .reverse()
    .reduce((s, x, k) => s + x * (k % 2 === 0 ? 1 : 2), 0);
  return d.length === 13 && d[0] === 9 - (sum % 9);
};

describe('the thirty-seventh held-out files follow the rules of their places', () => {
  it('san marino: every Italian supplier VAT number passes the partita IVA check digit', async () => {
    const ids = (await records('sanmarino-registro-acquisti', 'windows-1252', ';')).map((r) => r[5]!);
    const italian = ids.filter((id) => id.startsWith('IT'));
    expect(italian.length).toBeGreaterThanOrEqual(4);
    expect(italian.filter((id) => !/^IT\d{11}$/.test(id) || !partitaIvaChecks(id.slice(2)))).toEqual([]);
  });

  it("japan: every supplier's registration number is T and a corporate number whose check digit holds", async () => {
    const numbers = (await records('japanese-shiire-denpyo-ichiran', 'shift_jis', ',')).map((r) => r[4]!);
    expect(numbers.length).toBeGreaterThanOrEqual(10);
    expect(numbers.filter((n) => !/^T\d{13}$/.test(n) || !corporateNumberChecks(n.slice(1)))).toEqual([]);
  });

  it('japan: the reduced 8 % rate falls on food lines only, every other line bears 10 %', async () => {
    const lines = (await records('japanese-shiire-denpyo-ichiran', 'shift_jis', ',')).filter((r) => r[7] !== '返品');
    const food = ['緑茶', 'コーヒー豆', '菓子', '調味料'];
    expect(lines.filter((r) => r[11] === '8%').length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((r) => (r[11] === '8%') !== food.includes(r[7]!)).map((r) => `${r[7]} ${r[11]}`)).toEqual([]);
  });

  it('fuel card: every fuelling is its litres at its pence per litre, to the penny, with VAT at 20 %', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await written('fuelcard-transaction-invoices'));
    const rows: number[][] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) rows.push([9, 10, 11, 12, 13].map((c) => Number(row.getCell(c + 1).value)));
    });
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const wrong = rows.filter(
      ([litres, ppl, net, vat, gross]) =>
        Math.round(litres! * ppl!) !== Math.round(net! * 100) ||
        Math.round(net! * 20) !== Math.round(vat! * 100) ||
        Math.round((net! + vat!) * 100) !== Math.round(gross! * 100),
    );
    expect(wrong).toEqual([]);
  });

  it('fuel card: every card issuer VAT number passes the HMRC check digits', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await written('fuelcard-transaction-invoices'));
    const numbers: string[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) numbers.push(String(row.getCell(2).value));
    });
    expect(numbers.filter((v) => !/^GB \d{3} \d{4} \d{2}$/.test(v) || !ukVatChecks(v))).toEqual([]);
  });

  it('cayman: the period a fee covers follows its kind, not one quarter for every row', async () => {
    const rows = await records('cayman-fund-expense-payables', 'utf-8', ',', 3);
    const periods = new Set(rows.slice(0, -1).map((r) => r[7]));
    expect(periods.size).toBeGreaterThanOrEqual(3);
  });

  it('sage 50 canada: a British Columbia buyer pays 5 % GST on every Canadian invoice, 7 % PST where charged, no 13 % HST', async () => {
    const rows = (await records('sage50-canada-purchases-journal', 'utf-8', ',')).filter((r) => r[5] === 'CAD');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(rows.filter((r) => cents(r[7]!) !== Math.round(cents(r[6]!) * 0.05))).toEqual([]);
    expect(rows.filter((r) => ![0, Math.round(cents(r[6]!) * 0.07)].includes(cents(r[8]!)))).toEqual([]);
  });

  it("fuel card: the reference groups by the issuer's VAT number with the invoice number, as its InvoiceId names an invoice", () => {
    const reference = parseYaml(
      readFileSync(join(THIRTYSEVENTH_HELD_OUT_REFERENCE_DIR, 'fuelcard-transaction-invoices.yaml'), 'utf8'),
    ) as { layout: { key: unknown }; invoice: { InvoiceId: { template: string } } };
    const named = [...reference.invoice.InvoiceId.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    expect(reference.layout.key).toEqual(named);
  });
});
