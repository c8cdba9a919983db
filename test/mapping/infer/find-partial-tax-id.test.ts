/**
 * A supplier's tax id that only the suppliers at home have (an IRAS Audit File's `SupplierUEN`,
 * blank for a supplier abroad; a `Supplier Tax ID` left blank for foreign suppliers): the invoice's
 * id is the tax id and number where there is one, the name and number where there is none. An id
 * column blank for a supplier on one row and filled on another is no such id.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Mapping = { invoice?: Record<string, unknown> };

/** Suppliers of the advertiser list and their ids: two at home with one, two abroad without. */
const SUPPLIERS: readonly (readonly [string, string])[] = [
  ['Müller & Söhne GmbH', '201534872K'],
  ['Nordlicht Verlag AG', ''],
  ["O'Brien Media Ltd.", '199912345D'],
  ['Ibérica de Medios S.L.', ''],
];
const infer = (file: string) => inferMapping(file, { advertisers: SANDBOX_ADVERTISERS });

/** Ten invoices, the id column as given by `idOf` (row, the supplier's id). */
function listing(head: readonly string[], idOf: (row: number, id: string) => string): string {
  const rows = [head.join(',')];
  for (let i = 0; i < 10; i++) {
    const [name, id] = SUPPLIERS[i % 4]!;
    rows.push(
      [
        name,
        idOf(i, id),
        `${String(2 + i).padStart(2, '0')}/02/2024`,
        `INV-${60 + i}`,
        `Poster run ${i}`,
        (500 + i * 12.5).toFixed(2),
      ].join(','),
    );
  }
  const file = join(makeTempDir('partial-tax-id'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and a tax id only some suppliers have', () => {
  for (const [supplier, taxId, number] of [
    ['SupplierName', 'SupplierUEN', 'InvoiceNo'],
    ['Supplier', 'Supplier Tax ID', 'Invoice No'],
  ] as const) {
    it(`builds the id from "${taxId}", or "${supplier}" where it is blank, and "${number}"`, async () => {
      const head = [supplier, taxId, 'Invoice Date', number, 'Description', 'Amount'];
      const m = parse(await infer(listing(head, (_, id) => id))) as Mapping;
      expect(m.invoice?.InvoiceId).toEqual({
        formula: `IF(ISBLANK([${taxId}]), [${supplier}], [${taxId}]) & "-" & [${number}]`,
      });
    });
  }

  it('builds no such formula where a supplier’s id is blank on one row and filled on another', async () => {
    const head = ['Supplier', 'Supplier Tax ID', 'Invoice Date', 'Invoice No', 'Description', 'Amount'];
    const m = parse(await infer(listing(head, (row, id) => (row === 4 ? '' : id)))) as Mapping;
    expect(m.invoice?.InvoiceId).not.toHaveProperty('formula');
    expect(m.invoice?.InvoiceId).toBeDefined();
  });
});
