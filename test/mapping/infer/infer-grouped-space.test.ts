/**
 * `mapping infer` on exports of one row per invoice line where no header names the invoice's key
 * (Holded's `Núm. interno`, Sage Intacct's `RECORDNO`, a `Doc` or `Ref` column): generated in
 * several languages and column orders, with one to three lines per invoice, its date and total
 * repeated on each line. Property: a grouped layout is proposed as grouped with the right key, or
 * not keyed at all; and a one-row export sorted by vendor is never proposed as grouped.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Headers by role as writers put them: [key, vendor name, date, total, net, tax, description]. */
const WRITERS: readonly (readonly string[])[] = [
  ['Núm. interno', 'Proveedor', 'Fecha', 'Total', 'Subtotal', 'IVA', 'Concepto'],
  ['RECORDNO', 'VENDORNAME', 'WHENCREATED', 'TOTALENTERED', 'AMOUNT', 'TAX', 'ENTRYDESCRIPTION'],
  ['Doc', 'Vendor Name', 'Invoice Date', 'Invoice Total', 'Net Amount', 'Tax Amount', 'Description'],
  ['interne Nummer', 'Lieferantenname', 'Rechnungsdatum', 'Bruttobetrag', 'Nettobetrag', 'Steuerbetrag', 'Text'],
  ['Ref', 'Supplier', 'Date', 'Gross', 'Line Net', 'Line VAT', 'Memo'],
];
const VENDORS = ['Acme Media', 'Globex Print', 'Initech Radio', 'Umbrella Outdoor'];

interface Grouped {
  writer: number;
  invoices: number;
  seed: number;
  /** Column order, a permutation of 0..6. */
  order: number[];
  /** Lines of each invoice, 1 to 3. */
  lines: number[];
}

const groupedArb: fc.Arbitrary<Grouped> = fc.record({
  writer: fc.nat(WRITERS.length - 1),
  invoices: fc.integer({ min: 5, max: 12 }),
  seed: fc.nat(1000),
  order: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 7, maxLength: 7 }),
  lines: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 12, maxLength: 12 }),
});

function rowsOf(g: Grouped): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < g.invoices; i++) {
    const count = g.lines[i]! + (i === 0 ? 1 : 0);
    const nets = Array.from({ length: count }, (_, l) => 1000 + ((g.seed * 37 + i * 911 + l * 353) % 90000));
    const taxes = nets.map((n) => Math.round(n * 0.21));
    const gross = nets.reduce((a, b) => a + b, 0) + taxes.reduce((a, b) => a + b, 0);
    for (let l = 0; l < count; l++)
      rows.push([
        String(4100 + g.seed + i * 3),
        VENDORS[(i + g.seed) % 4]!,
        `2025-03-${String((i % 28) + 1).padStart(2, '0')}`,
        (gross / 100).toFixed(2),
        (nets[l]! / 100).toFixed(2),
        (taxes[l]! / 100).toFixed(2),
        `Item ${l + 1}`,
      ]);
  }
  return rows;
}

function write(headers: readonly string[], rows: readonly string[][], order: readonly number[]): string {
  const text = [headers, ...rows].map((r) => order.map((i) => r[i]!).join(',')).join('\r\n');
  const file = join(makeTempDir('infer-grouped-space'), 'export.csv');
  writeFileSync(file, `${text}\r\n`);
  return file;
}

async function proposedLayout(file: string): Promise<{ type?: string; key?: unknown }> {
  return ((parse(await inferMapping(file)) as { layout?: { type?: string; key?: unknown } }).layout ?? {}) as {
    type?: string;
    key?: unknown;
  };
}

const keyOf = (layout: { key?: unknown }) => (Array.isArray(layout.key) ? layout.key : [layout.key]).filter(Boolean);

const RUNS = Number(process.env.INFER_SPACE_RUNS ?? 20);

describe('mapping infer finds a grouped layout by its values', () => {
  it.each(WRITERS.map((headers, writer) => [headers[0]!, writer] as const))(
    'groups the lines of each invoice by "%s"',
    async (key, writer) => {
      const g: Grouped = { writer, invoices: 8, seed: 7, order: [0, 1, 2, 3, 4, 5, 6], lines: Array(12).fill(2) };
      const layout = await proposedLayout(write(WRITERS[writer]!, rowsOf(g), g.order));
      expect(layout.type).toBe('grouped');
      expect(keyOf(layout)).toEqual([key]);
    },
  );

  it(
    'proposes a generated grouped layout as grouped with its key, or not keyed at all',
    async () => {
      await fc.assert(
        fc.asyncProperty(groupedArb, async (g) => {
          const headers = WRITERS[g.writer]!;
          const layout = await proposedLayout(write(headers, rowsOf(g), g.order));
          if (layout.type === 'grouped') expect(keyOf(layout)).toEqual([headers[0]]);
          else expect(keyOf(layout)).toEqual([]);
        }),
        { numRuns: RUNS, seed: 20261128 },
      );
    },
    60000 + RUNS * 1000,
  );

  it(
    'never groups a one-row export sorted by vendor, whose dates and totals change within a vendor',
    async () => {
      await fc.assert(
        fc.asyncProperty(groupedArb, async (g) => {
          const headers = WRITERS[g.writer]!;
          // One line per invoice, each vendor's invoices together, a vendor code as the first column.
          const rows = rowsOf({ ...g, lines: Array(12).fill(1) })
            .map((r, i) => ({ r, vendor: (i + g.seed) % 4 }))
            .sort((a, b) => a.vendor - b.vendor)
            .map(({ r, vendor }) => [`V${100 + vendor}`, ...r.slice(1)]);
          const layout = await proposedLayout(write(headers, rows, g.order));
          expect(layout.type).not.toBe('grouped');
        }),
        { numRuns: RUNS, seed: 20261128 },
      );
    },
    60000 + RUNS * 1000,
  );
});

describe('mapping infer finds a grouped layout where the amount it chose is the invoice net', () => {
  it('groups Sage X3 rows by "N° pièce", by the line amount that differs, not by the vendor code before it', async () => {
    const headers = [
      'Fournisseur',
      'N° pièce',
      'Raison sociale',
      'Date facture',
      'Montant HT',
      'Montant TTC',
      'Montant ligne',
      'Libellé',
    ];
    const rows: string[][] = [];
    for (let i = 0; i < 8; i++) {
      const lines = [120 + i * 7, 345 + i * 11, 50 + i];
      const net = lines.reduce((a, b) => a + b, 0);
      for (const [l, amount] of lines.entries())
        rows.push([
          `F0000${i}`,
          `FAF24-${310 + i}`,
          VENDORS[i % 4]!,
          `2025-03-${10 + i}`,
          `${net}.00`,
          `${(net * 1.2).toFixed(2)}`,
          `${amount}.50`,
          `Article ${l + 1}`,
        ]);
    }
    const layout = await proposedLayout(write(headers, rows, [0, 1, 2, 3, 4, 5, 6, 7]));
    expect(layout.type).toBe('grouped');
    expect(keyOf(layout)).toEqual(['N° pièce']);
  });
});

describe('mapping infer keys grouped rows by a number that names each invoice alone', () => {
  const headers = ['Control', 'Vendor No.', 'Invoice No.', 'Invoice Date', 'Reference', 'Amount', 'Description'];
  function rows(): string[][] {
    const out: string[][] = [];
    for (let i = 0; i < 8; i++)
      for (let l = 0; l < 2 + (i % 2); l++)
        out.push([
          String(50211 + i * 4),
          `K${70000 + (i % 3) * 11}`,
          `INV-${1000 + i}`,
          `2025-03-${10 + i}`,
          `Campaign ${i + 3}`,
          `${120 + i * 17 + l * 31}.25`,
          `Line ${l + 1}`,
        ]);
    return out;
  }

  it('keys by "Control" rather than by vendor and invoice number, where Control names the same invoices', async () => {
    const yaml = await inferMapping(write(headers, rows(), [0, 1, 2, 3, 4, 5, 6]));
    const layout = (parse(yaml) as { layout: { type: string; key: unknown } }).layout;
    expect(layout.type).toBe('grouped');
    expect(keyOf(layout)).toEqual(['Control']);
    expect((parse(yaml) as { invoice: Record<string, unknown> }).invoice.InvoiceId).toBe('Control');
  });

  it('never keys by free text that differs per invoice ("Campaign 42")', async () => {
    const layout = await proposedLayout(
      write(
        headers.slice(1),
        rows().map((r) => r.slice(1)),
        [0, 1, 2, 3, 4, 5],
      ),
    );
    expect(keyOf(layout)).toEqual(['Vendor No.', 'Invoice No.']);
  });
});
