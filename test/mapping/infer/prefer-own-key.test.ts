/**
 * Grouped rows whose key the values find, beside the book's own number of the same invoices
 * (Jurnal's `No. Transaksi`, Tagihan Pembelian #10001 ...) and the supplier's reference: the
 * book's number is the key and the id, the supplier's the Invoice_Number, whatever the headers'
 * language, the own number's form and the columns' order.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [own number, supplier's reference] headers: Indonesian, Malay, Tagalog, Vietnamese. */
const HEADERS = [
  ['No. Transaksi', 'No. Referensi Supplier'],
  ['No. Urus Niaga', 'Rujukan Pembekal'],
  ['Numero ng Transaksyon', 'Sanggunian ng Supplier'],
  ['Số giao dịch', 'Số tham chiếu NCC'],
] as const;
const OWN_FORMS = [(n: number) => `Tagihan Pembelian #${n}`, (n: number) => `PB/2024/${n}`, (n: number) => `BILL-${n}`];
const SUPPLIER_NUMBERS = ['INV-2024-0031', '132/24', 'D4367', 'R2400127', 'F-88213', '2024000451', 'A/5521', 'MX-77'];
const SUPPLIERS = ['Nordlicht Verlag AG', 'Blue Harbor Advertising, Inc.', 'Café Lumière S.A.R.L.'];

const list = fc.record({
  headers: fc.constantFrom(...HEADERS),
  form: fc.integer({ min: 0, max: OWN_FORMS.length - 1 }),
  order: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 7, maxLength: 7 }),
  lines: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 8 }),
  start: fc.integer({ min: 1, max: 90_000 }),
});

describe('mapping infer and grouped rows beside the book own numbering', () => {
  it('keys the rows on the own number, never on the supplier reference', async () => {
    await fc.assert(
      fc.asyncProperty(list, async (l) => {
        const ownH: string = l.headers[0];
        const refH: string = l.headers[1];
        const named = [ownH, 'Tanggal', 'Nama Supplier', refH, 'Nama Produk', 'Harga Satuan', 'Jumlah'];
        const header = l.order.map((c) => named[c]!);
        const rows: string[][] = [header];
        l.lines.forEach((count, i) => {
          for (let n = 0; n < count; n++) {
            const price = (1000 + ((i * 37 + n * 211) % 900)) * 100;
            const values: Record<string, string> = {
              [ownH]: OWN_FORMS[l.form]!(l.start + i),
              Tanggal: `${String(1 + i).padStart(2, '0')}/03/2024`,
              'Nama Supplier': SUPPLIERS[i % 3]!,
              [refH]: SUPPLIER_NUMBERS[i]!,
              'Nama Produk': `Produk ${n + 1}`,
              'Harga Satuan': price.toFixed(2),
              Jumlah: (price * (n + 1)).toFixed(2),
            };
            rows.push(header.map((h) => values[h]!));
          }
        });
        const file = join(makeTempDir('own-key'), 'tagihan.csv');
        writeFileSync(
          file,
          `${rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n')}\r\n`,
        );
        const yaml = await inferMapping(file, {
          advertisers: SUPPLIERS.map((advertiserName, i) => ({ id: String(1000 + i), advertiserName })),
        });
        const proposal = parse(yaml) as { layout?: { key?: unknown }; invoice?: Record<string, unknown> };
        expect(proposal.invoice?.InvoiceId, yaml).not.toBe(refH);
        if (proposal.layout?.key === undefined) return;
        expect(proposal.layout.key, yaml).toEqual([ownH]);
        expect(proposal.invoice?.InvoiceId, yaml).toBe(ownH);
        // Left out where the values chose the own key at once: a missing field, never a wrong one.
        expect([refH, undefined], yaml).toContain(proposal.invoice?.Invoice_Number);
      }),
      { numRuns: 20 },
    );
  });
});
