/**
 * A purchase list whose invoice-number header holds the book's own numbering (Logo's `Fatura No`:
 * SAF00240017, SIF00240023 ... one run under an invoice and a return series across the suppliers)
 * beside the supplier's document number (`Belge No`: each supplier its own series): infer makes
 * the book's number the id and the supplier's the Invoice_Number, never the other way round, in
 * each language, column order, and with the supplier's numbers close together or far apart; where
 * the columns hold the other way round, it keeps the supplier's number as the Invoice_Number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [invoice-number header, document-number header] as purchase lists head them: Turkish, English, Indonesian, Vietnamese, Russian. */
const HEADERS = [
  ['Fatura No', 'Belge No'],
  ['Invoice No', 'Document No'],
  ['No. Faktur', 'No. Dokumen'],
  ['Số hóa đơn', 'Số chứng từ'],
  ['Номер счета', 'Номер документа'],
] as const;
const SUPPLIERS = [
  'Nordlicht Verlag AG',
  'Blue Harbor Advertising, Inc.',
  'Café Lumière S.A.R.L.',
  'Ibérica de Medios S.L.',
];
const SERIES = ['ABC', 'GIB', 'MDY', 'RKL'];

interface List {
  headers: (typeof HEADERS)[number];
  order: number[];
  /** The book's own run in the invoice-number column, or (reversed) in the document column. */
  reversed: boolean;
  /** The suppliers' numbers close together (one generator's run) or far apart. */
  close: boolean;
  rows: { supplier: number; ret: boolean; net: number }[];
}

function write(l: List): string {
  const [numberH, documentH] = l.headers;
  const own = (i: number, ret: boolean) => `${ret ? 'SIF' : 'SAF'}${String(240017 + i * 3).padStart(8, '0')}`;
  const theirs = (i: number, s: number) =>
    `${SERIES[s]}2024${String(l.close ? 105600001 + i : 100000 + ((i * 7919 + s * 104729) % 900000) * 997).padStart(9, '0')}`;
  const cells = l.rows.map((r, i) => {
    const [o, t] = [own(i, r.ret), theirs(i, r.supplier)];
    return { [numberH]: l.reversed ? t : o, [documentH]: l.reversed ? o : t };
  });
  const named = [numberH, 'Tarih', documentH, 'Cari Hesap Unvanı', 'KDV Hariç Tutar', 'KDV', 'Genel Toplam'];
  const header = l.order.map((c) => named[c]!);
  const rows = l.rows.map((r, i) => {
    const vat = Math.round(r.net * 0.2);
    const values: Record<string, string> = {
      [numberH]: cells[i]![numberH]!,
      [documentH]: cells[i]![documentH]!,
      Tarih: `${String(1 + (i % 28)).padStart(2, '0')}.03.2024`,
      'Cari Hesap Unvanı': SUPPLIERS[r.supplier]!,
      'KDV Hariç Tutar': (r.net / 100).toFixed(2),
      KDV: (vat / 100).toFixed(2),
      'Genel Toplam': ((r.net + vat) / 100).toFixed(2),
    };
    return header.map((h) => values[h]!);
  });
  const file = join(makeTempDir('own-number'), 'faturalar.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const list: fc.Arbitrary<List> = fc.record({
  headers: fc.constantFrom(...HEADERS),
  order: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 7, maxLength: 7 }),
  reversed: fc.boolean(),
  close: fc.boolean(),
  rows: fc
    .array(
      fc.record({
        supplier: fc.integer({ min: 0, max: 3 }),
        ret: fc.boolean(),
        net: fc.integer({ min: 10_000, max: 900_000 }),
      }),
      { minLength: 8, maxLength: 12 },
    )
    .filter((rows) => new Set(rows.map((r) => r.supplier)).size === 4)
    // The sample shows the book's run across the suppliers: one series (invoices or returns) used
    // for three of them at least. Split two and two, it reads as well as each supplier's own series,
    // and infer keeps the headers' reading (seed -1087346310 drew such a split).
    .filter((rows) =>
      [false, true].some((ret) => new Set(rows.filter((r) => r.ret === ret).map((r) => r.supplier)).size >= 3),
    ),
});

describe('mapping infer and the book own numbering beside the supplier document number', () => {
  it('proposes the own run as InvoiceId and the supplier series as Invoice_Number, never the reverse', async () => {
    await fc.assert(
      fc.asyncProperty(list, async (l) => {
        const yaml = await inferMapping(write(l), {
          advertisers: SUPPLIERS.map((advertiserName, i) => ({ id: String(1000 + i), advertiserName })),
        });
        const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
        const [numberH, documentH] = l.headers;
        const [own, theirs] = l.reversed ? [documentH, numberH] : [numberH, documentH];
        expect(invoice.Invoice_Number, yaml).toBe(theirs);
        expect(invoice.InvoiceId, yaml).not.toBe(theirs);
        if (!l.reversed) expect(invoice.InvoiceId, yaml).toBe(own);
      }),
      { numRuns: 24 },
    );
  });
});
