/**
 * A rate column beside two amounts, one that rate of the other on every row: the one is the tax,
 * the other the line's net amount, even where the tax's header resembles a line amount by its
 * words (`GCT Amount`, `Importe IGIC`: taxes infer has no word for). By values, in any language.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('prefer-rated-base'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

/** Ten purchases: net, a rate (`15%` or `15`), the tax at it, and the total; `scale` shifts the tax. */
function purchases(headers: readonly string[], rate: number, percentSign: boolean, scale = 1): string {
  const money = (cents: number) => (cents / 100).toFixed(2);
  const rows = Array.from({ length: 10 }, (_, i) => {
    const net = 20000 + i * 1717;
    const r = i % 5 === 4 ? 0 : rate;
    const tax = Math.round((net * r * scale) / 100);
    const written = percentSign ? `${r}%` : String(r);
    return [
      `F-${900 + i}`,
      `2024-03-1${i % 10}`,
      `Supplier ${i % 4}`,
      money(net),
      written,
      money(tax),
      money(net + tax),
    ];
  });
  return writeCsv([headers, ...rows]);
}

const itemsOf = async (file: string) => (parse(await inferMapping(file)) as { items: Record<string, unknown> }).items;

describe('a tax that is a rate column of another amount', () => {
  it.each([
    [
      ['Invoice No.', 'Date', 'Supplier Name', 'Value Excl. GCT', 'GCT Rate', 'GCT Amount', 'Total Incl. GCT'],
      15,
      true,
    ],
    [['Nº factura', 'Fecha', 'Proveedor', 'Base', '% IGIC', 'Importe IGIC', 'Total'], 7, false],
  ])('maps %j: the base as the Amount and the rated amount as the Tax', async (headers, rate, sign) => {
    const items = await itemsOf(purchases(headers, rate, sign));
    expect({ Amount: items.Amount, Tax: items.Tax }).toEqual({ Amount: headers[3], Tax: headers[5] });
  });

  it('leaves the Amount where the amount is not the rate of the other (a tax rounded away from it)', async () => {
    const headers = ['Invoice No.', 'Date', 'Supplier Name', 'Value Excl. GCT', 'GCT Rate', 'GCT Amount', 'Total'];
    const items = await itemsOf(purchases(headers, 15, true, 1.1));
    expect(items.Amount).not.toBe('Value Excl. GCT');
  });

  it('leaves a commission at a rate of billings as the Amount: no tax header and no total of the two', async () => {
    // An agency's commission invoices: the commission is 15% of the media billed, not a tax on it.
    const rows = Array.from({ length: 9 }, (_, i) => {
      const billed = 1000000 + i * 123400;
      return [
        `C-${500 + i}`,
        `2024-03-1${i}`,
        `Vendor ${'ABC'[i % 3]}`,
        (billed / 100).toFixed(2),
        '15%',
        ((billed * 15) / 10000).toFixed(2),
      ];
    });
    const file = writeCsv([['Invoice No', 'Date', 'Supplier', 'Media Billings', 'Commission Rate', 'Amount'], ...rows]);
    const items = await itemsOf(file);
    expect({ Amount: items.Amount, Tax: items.Tax }).toEqual({ Amount: 'Amount', Tax: undefined });
  });

  it('takes the rated amount as the Tax without a total where its header names a tax', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => {
      const net = 20000 + i * 1717;
      return [
        `F-${900 + i}`,
        `2024-03-1${i}`,
        `Supplier ${i % 4}`,
        (net / 100).toFixed(2),
        '15%',
        (Math.round(net * 0.15) / 100).toFixed(2),
      ];
    });
    const file = writeCsv([['Invoice No.', 'Date', 'Supplier Name', 'Net', 'Rate', 'VAT Amount'], ...rows]);
    const items = await itemsOf(file);
    expect({ Amount: items.Amount, Tax: items.Tax }).toEqual({ Amount: 'Net', Tax: 'VAT Amount' });
  });
});
