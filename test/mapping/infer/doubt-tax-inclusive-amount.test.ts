/**
 * A column named as tax-inclusive is never the net Amount: where a file prices its amounts with the
 * tax in and no tax column is read, Amount is proposed commented; a net beside its tax stays mapped;
 * an exempt amount is never the Tax.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('tax-inclusive'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const itemsOf = (yaml: string) => (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};

/** Ten invoices: the amounts at two rates with their tax included, an exempt amount and the total. */
function pricedWithTax(inclusive: readonly [string, string], exempt: string, total: string) {
  const rows: string[][] = [['Invoice No', 'Invoice Date', 'Supplier', 'Currency', ...inclusive, exempt, total]];
  for (let i = 0; i < 10; i++) {
    const high = 110000 + i * 1100;
    const low = i % 3 === 0 ? 21000 : 0;
    const free = i % 4 === 0 ? 5000 : 0;
    rows.push([
      `001-001-${1200 + i}`,
      '2024-02-15',
      `Supplier ${i % 4}`,
      'EUR',
      `${high}.00`,
      `${low}.00`,
      `${free}.00`,
      `${high + low + free}.00`,
    ]);
  }
  return rows;
}

// Tax-inclusive amounts as exports name them: Paraguay's RG 90, Spanish, English, German, Japanese.
const LAYOUTS: readonly (readonly [readonly [string, string], string, string])[] = [
  [['Monto Gravado 10% (IVA incluido)', 'Monto Gravado 5% (IVA incluido)'], 'Monto No Gravado o Exento', 'Monto Total'],
  [['Importe 21% IVA incluido', 'Importe 10% IVA incluido'], 'Importe exento', 'Total'],
  [['Amount 20% incl. VAT', 'Amount 5% incl. VAT'], 'Exempt amount', 'Total'],
  [['Betrag 19% inkl. MwSt', 'Betrag 7% inkl. MwSt'], 'Steuerfrei', 'Summe'],
  [['10%対象(税込)', '8%対象(税込)'], '非課税', '合計'],
];

describe('mapping infer and amounts named tax-inclusive', () => {
  it.each(LAYOUTS)(
    '%j: Amount is never uncommented while the amounts hold their tax',
    async (inclusive, exempt, total) => {
      const yaml = await inferMapping(writeCsv(pricedWithTax(inclusive, exempt, total)));
      const amount = itemsOf(yaml).Amount;
      // Mapped, it must take the tax out; left out (missing, never wrong), it is written commented.
      if (amount === undefined) expect(yaml).toMatch(/^ *# Amount:/m);
      else expect(JSON.stringify(amount), yaml).toMatch(/ - |\/ ?1\.|\/ ?11/);
      // An exempt amount is named by the tax word but holds none.
      expect(JSON.stringify(itemsOf(yaml).Tax ?? ''), yaml).not.toContain(exempt);
    },
  );

  // A net named as without its tax beside the total with it, and no tax column (Business Central, Kingdee).
  it.each([
    ['Line Amount Excl. VAT', 'Amount Including VAT'],
    ['不含税金额', '含税金额'],
    ['Amount excl. VAT', 'Amount incl. VAT'],
    ['Net Amount', 'Total incl. GST'],
  ])('%s beside %s: Amount stays the net', async (net, gross) => {
    const rows: string[][] = [['Invoice No', 'Invoice Date', 'Supplier', 'Currency', net, gross]];
    for (let i = 0; i < 10; i++) {
      const amount = 100000 + i * 1000;
      rows.push([`INV-${i}`, '2024-02-15', `Supplier ${i % 4}`, 'EUR', `${amount}.00`, `${amount * 1.2}.00`]);
    }
    const yaml = await inferMapping(writeCsv(rows));
    expect(JSON.stringify(itemsOf(yaml).Amount), yaml).toContain(net);
  });

  it('a net beside its VAT and a total incl. VAT: Amount stays the net', async () => {
    const rows: string[][] = [['Invoice No', 'Invoice Date', 'Supplier', 'Currency', 'Net', 'VAT', 'Total incl. VAT']];
    for (let i = 0; i < 10; i++) {
      const net = 100000 + i * 1000;
      rows.push([
        `INV-${i}`,
        '2024-02-15',
        `Supplier ${i % 4}`,
        'EUR',
        `${net}.00`,
        `${net / 5}.00`,
        `${net * 1.2}.00`,
      ]);
    }
    const yaml = await inferMapping(writeCsv(rows));
    expect(itemsOf(yaml).Amount, yaml).toBe('Net');
  });
});

// 金額 (amount) is the net where the tax is added on top (外税) and holds it where priced in (内税).
describe('mapping infer and a bare 金額', () => {
  /** Ten invoices of 金額, with a tax and a total where given. */
  function written(amount: string, tax?: string, total?: string) {
    const rows: string[][] = [
      ['伝票番号', '日付', '取引先', '通貨', amount, ...(tax ? [tax] : []), ...(total ? [total] : [])],
    ];
    for (let i = 0; i < 10; i++) {
      const net = 100000 + i * 1300;
      const money = [net, ...(tax ? [net / 10] : []), ...(total ? [net * 1.1] : [])].map((n) => n.toFixed(2));
      rows.push([`V-${300 + i}`, '2024-02-15', `Supplier ${i % 4}`, 'HKD', ...money]);
    }
    return writeCsv(rows);
  }

  it.each(['金額', '金额'])('%s alone is the invoice and its line', async (amount) => {
    const yaml = await inferMapping(written(amount));
    expect(itemsOf(yaml).Amount, yaml).toBe(amount);
    expect((parse(yaml) as { invoice: Record<string, unknown> }).invoice.Invoice_Amount, yaml).toBe(amount);
  });

  it.each([
    ['金額', '税額'],
    ['金额', '税额'],
  ])('%s beside %s and no total: Amount is left commented', async (amount, tax) => {
    const yaml = await inferMapping(written(amount, tax));
    expect(itemsOf(yaml).Amount, yaml).toBeUndefined();
    expect(yaml).toMatch(/^ *# Amount:/m);
  });

  it('金額 beside 税額 and the total they make: Amount is 金額', async () => {
    const yaml = await inferMapping(written('金額', '税額', '合計金額'));
    expect(itemsOf(yaml).Amount, yaml).toBe('金額');
  });
});
