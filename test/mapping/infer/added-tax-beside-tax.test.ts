/**
 * A second tax charged on top of the first and written in its own column (Indonesia's PPnBM beside
 * PPN, India's cess beside GST, Peru's ISC beside IGV, Pakistan's extra tax beside sales tax): the
 * line's Tax alone misses it. Where the sample has no gross to prove the sum, Tax is left to the
 * user with the reason: missing, never wrong.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Ten invoices, one row each: the net, its tax at 10 %, and the added tax on every third (0 elsewhere); no gross. */
function writeExport(net: string, tax: string, added: string): string {
  const rows = [['Supplier ID', 'Invoice No.', 'Invoice Date', net, tax, added]];
  for (let i = 0; i < 10; i++) {
    const base = 2000n + BigInt(i) * 310n;
    const extra = i % 3 === 0 ? (base * 5n) / 100n : 0n;
    const day = `2024-03-${String(1 + i).padStart(2, '0')}`;
    rows.push([`S${100 + (i % 4)}`, `F-${500 + i}`, day, `${base}.00`, `${base / 10n}.00`, `${extra}.00`]);
  }
  const file = join(makeTempDir('added-tax'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

// Net, tax and added tax as the writers of each country head them.
const WRITERS: readonly (readonly [string, string, string])[] = [
  ['JUMLAH_DPP', 'JUMLAH_PPN', 'JUMLAH_PPNBM'],
  ['DPP', 'PPN', 'PPnBM'],
  ['Taxable Value', 'GST Amount', 'Cess Amount'],
  ['Taxable Value', 'Tax Amount', 'Cess'],
  ['Base Imponible', 'IGV', 'ISC'],
  ['Value Excluding Sales Tax', 'Sales Tax', 'Extra Tax'],
  ['Net Amount', 'VAT Amount', 'Excise Duty'],
  // Azerbaijan's e-qaimə: the excise (Aksiz) beside the VAT; Mongolia's receipts: the city tax (НХАТ) beside НӨАТ.
  ['Cəmi', 'ƏDV məbləği', 'Aksiz məbləği'],
  ['Үнийн дүн', 'НӨАТ', 'НХАТ'],
];

describe('an added tax beside the tax', () => {
  it.each(WRITERS)('%s, %s and %s: Tax is never the first tax alone', async (net, tax, added) => {
    const yaml = await inferMapping(writeExport(net, tax, added));
    const items = (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};
    expect(items.Tax, yaml).not.toEqual(tax);
    if (items.Tax !== undefined) expect(JSON.stringify(items.Tax), yaml).toContain(added);
  });
});
