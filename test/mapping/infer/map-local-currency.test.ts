/**
 * A currency column of each row's currency, the home currency written by its local name (Turkish
 * `TL`, Polish `zł`) beside ISO codes: infer proposes CurrencyCode as the column with each local
 * name turned into its ISO code; a name it does not know, or a column of names with no ISO code
 * among them, gets no such formula.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Words {
  headers: readonly [string, string, string, string, string];
  home: string;
}

/** Seven invoices: number, date, supplier, currency (the home one by `home`, or EUR and USD) and total. */
function writeInvoices(w: Words): string {
  const currencies = [w.home, w.home, 'EUR', w.home, 'USD', w.home, 'EUR'];
  const rows = currencies.map((currency, i) => [
    `FA-${2024001 + i}`,
    `2024-04-${String(10 + i)}`,
    `Supplier ${i % 3}`,
    currency,
    (1250 + i * 317.25).toFixed(2),
  ]);
  const file = join(makeTempDir('local-currency'), 'invoices.csv');
  writeFileSync(file, `${[w.headers, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

/** Seven invoices whose currency column names each currency (`人民币`, `美元`), no ISO code among them. */
function writeNamesOnly(): string {
  const names = ['人民币', '人民币', '美元', '人民币', '美元', '人民币', '人民币'];
  const rows = names.map((name, i) => [
    `FP-${1000 + i}`,
    `2024-04-${String(10 + i)}`,
    `Supplier ${i % 3}`,
    name,
    '100.00',
  ]);
  const file = join(makeTempDir('local-currency'), 'fapiao.csv');
  writeFileSync(
    file,
    `${[['发票号码', '日期', '供应商', '币种', '金额'], ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`,
  );
  return file;
}

const TURKISH: Words = { headers: ['Belge No', 'Tarih', 'Cari Ünvanı', 'Döviz', 'Tutar'], home: 'TL' };
const POLISH: Words = { headers: ['Numer faktury', 'Data', 'Dostawca', 'Waluta', 'Kwota'], home: 'zł' };

const currencyOf = async (w: Words) => {
  const yaml = await inferMapping(writeInvoices(w));
  return { yaml, currency: (parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.CurrencyCode };
};

describe('a currency column with the home currency by its local name', () => {
  it.each([
    ['TL', TURKISH, 'TRY'],
    ['zł', POLISH, 'PLN'],
  ] as const)('turns %s into its ISO code row by row', async (_, words, iso) => {
    const { yaml, currency } = await currencyOf(words);
    const column = words.headers[3];
    expect(currency, yaml).toEqual({ formula: `IF([${column}] = "${words.home}", "${iso}", [${column}])` });
    expect(yaml).not.toContain(`"${column}" was not proposed as CurrencyCode`);
  });

  it('proposes no formula for a column of names only', async () => {
    const yaml = await inferMapping(writeNamesOnly());
    const currency = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.CurrencyCode;
    expect(JSON.stringify(currency ?? ''), yaml).not.toContain('IF(');
  });

  it('proposes no formula for a name it does not know', async () => {
    const { yaml, currency } = await currencyOf({ ...TURKISH, home: 'Lira' });
    expect(JSON.stringify(currency ?? ''), yaml).not.toContain('IF(');
  });
});
