/**
 * A column named as the document's id that holds numbers in the suppliers' own shapes (Visma
 * Horizon's `Dok. Nr.`: INV-1001, 2024/15, R-77) is the number each supplier wrote: two suppliers
 * may write the same one. Beside the suppliers' tax ids it is the Invoice_Number, and the id is
 * built of the tax id and the number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const SHAPES = [(n: number) => `INV-${1000 + n}`, (n: number) => `2024/${15 + n}`, (n: number) => `R-${77 + n}`];

function write(idHeader: string, taxId: boolean, shapes = SHAPES): string {
  const rows = [[idHeader, 'Supplier', ...(taxId ? ['PVN reģ. Nr.'] : []), 'Invoice Date', 'Amount']];
  for (let i = 0; i < 9; i++) {
    const vendor = i % 3;
    rows.push([
      shapes[vendor % shapes.length]!(i * 7),
      `Vendor ${vendor}`,
      ...(taxId ? [`LV4000${31234 + vendor * 1111}`] : []),
      `2024-02-${10 + i}`,
      `${100 + i * 7}.50`,
    ]);
  }
  const file = join(makeTempDir('supplier-number-id'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\n')}\n`);
  return file;
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice: Record<string, unknown> }).invoice;

describe("an id column of the suppliers' own numbers", () => {
  it.each(['Dok. Nr.', 'Document No.', 'Doc. No'])(
    '"%s" beside the supplier tax id is the Invoice_Number, and the id is built with the tax id',
    async (header) => {
      const yaml = await inferMapping(write(header, true));
      expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(header);
      expect(invoiceOf(yaml).InvoiceId, yaml).toEqual({ template: `{PVN reģ. Nr.}-{${header}}` });
    },
  );

  it("stays the id where every number has one shape (one numbering, the books' or the portal's)", async () => {
    const yaml = await inferMapping(write('Dok. Nr.', true, [(n) => `D${String(5000 + n * 37).padStart(6, '0')}`]));
    expect(invoiceOf(yaml).InvoiceId, yaml).toBe('Dok. Nr.');
  });
});
