/**
 * A purchase journal whose untaxed and imported buckets are zero on every row of the file: the
 * taxable column alone is the total less the VAT, but the line's net is every bucket, so infer
 * adds the zero ones it knows by name (English, Spanish) and never a zero column of another kind.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** A journal: number, date, supplier, the bucket headers (the taxable one second), the VAT at 10 % and the total. */
function writeJournal(head: readonly string[], buckets: readonly [string, string, string], vat: string, total: string) {
  const rows = [[...head, ...buckets, vat, total].join(';')];
  for (let i = 0; i < 8; i++) {
    const net = 1000 + i * 137;
    const tax = net / 10;
    rows.push(
      [
        `INV-${400 + i}`,
        `2024-02-${10 + i}`,
        `Supplier ${i % 3}`,
        '0.00',
        net.toFixed(2),
        '0.00',
        tax.toFixed(2),
        (net + tax).toFixed(2),
      ].join(';'),
    );
  }
  const file = join(makeTempDir('unused-buckets'), 'journal.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

const itemsOf = (yaml: string) => (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};

describe('mapping infer adds the zero buckets of a purchase journal to the line net', () => {
  it.each([
    [
      ['Invoice No.', 'Date', 'Supplier Name'],
      ['Non-taxable Purchases', 'Local Purchases (excl. VAT)', 'Imports'],
      'VAT',
      'Total',
    ],
    [
      ['Número de factura', 'Fecha', 'Proveedor'],
      ['Compras exentas', 'Compras gravadas', 'Importaciones'],
      'IVA',
      'Total',
    ],
  ] as const)('%j', async (head, buckets, vat, total) => {
    const yaml = await inferMapping(writeJournal(head, buckets, vat, total));
    expect(itemsOf(yaml).Amount, yaml).toEqual({ formula: buckets.map((b) => `[${b}]`).join(' + ') });
    expect(itemsOf(yaml).Tax, yaml).toBe(vat);
  });

  it('never adds a zero column of another kind (a discount, a withholding)', async () => {
    const yaml = await inferMapping(
      writeJournal(['Invoice No.', 'Date', 'Supplier Name'], ['Discount', 'Net Amount', 'Withholding'], 'VAT', 'Total'),
    );
    expect(itemsOf(yaml).Amount, yaml).toBe('Net Amount');
  });
});
