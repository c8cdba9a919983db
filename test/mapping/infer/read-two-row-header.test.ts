import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { readTwoRowHeader } from '../../../src/mapping/infer/read-two-row-header.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;
const READ = { knownAdvertisers: ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };

interface Invoice {
  gstin: string;
  vendor: string;
  number: string;
  date: string;
  valueCents: number;
  netCents: number;
  rate: number;
}

/** The columns a return or pivot export writes, each with how an invoice fills it. */
const COLUMNS: { name: string; cell: (i: Invoice) => string | number }[] = [
  { name: 'GSTIN of supplier', cell: (i) => i.gstin },
  { name: 'Trade/Legal name', cell: (i) => i.vendor },
  { name: 'Invoice number', cell: (i) => i.number },
  { name: 'Invoice Date', cell: (i) => i.date },
  { name: 'Invoice Value', cell: (i) => i.valueCents / 100 },
  { name: 'Place of supply', cell: () => 'Karnataka' },
  { name: 'Rate (%)', cell: (i) => i.rate },
  { name: 'Taxable Value', cell: (i) => i.netCents / 100 },
  { name: 'Integrated Tax', cell: (i) => (i.valueCents - i.netCents) / 100 },
];
const GROUPS = ['Invoice details', 'Tax Amount', 'Document', 'Supplier details', 'Amounts'];

/** Where each column sits and which ones a merged group names from above. */
const shape = fc.record({
  // The number, the invoice's value and its tax are in every return; the other columns come and go.
  order: fc
    .tuple(
      fc.shuffledSubarray([0, 1, 3, 5, 6, 7], { minLength: 3 }),
      fc.shuffledSubarray([2, 4, 8], { minLength: 3 }),
      fc.nat(),
    )
    .map(([some, always, at]) => {
      const cut = at % (some.length + 1);
      return [...some.slice(0, cut), ...always, ...some.slice(cut)];
    }),
  // Per column: the span of the group it starts (0: a column named alone, in the upper row).
  // At least one group: a header without one is a header of one row.
  spans: fc
    .array(fc.integer({ min: 0, max: 4 }), { minLength: COLUMNS.length, maxLength: COLUMNS.length })
    .map((spans) => (spans.slice(0, 5).some((n) => n >= 2) ? spans : [2, ...spans.slice(1)])),
  merge: fc.boolean(),
  titles: fc.integer({ min: 0, max: 3 }),
  invoices: fc.array(
    fc.record({
      vendor: fc.integer({ min: 0, max: 5 }),
      netCents: fc.integer({ min: 1000, max: 9_999_999 }),
      rate: fc.constantFrom(5, 12, 18, 28),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    { minLength: 4, maxLength: 12 },
  ),
});
type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

/** Writes the sheet; returns its invoices, the lower header row's number and the group names written. */
async function writeReturn(
  file: string,
  s: Shape,
): Promise<{ invoices: Invoice[]; lowerRow: number; groups: string[] }> {
  const upper: string[] = [];
  const lower: string[] = [];
  const groups: string[] = [];
  const merges: [number, number][] = [];
  let n = 0;
  while (n < s.order.length) {
    const span = Math.min(s.spans[n]!, s.order.length - n);
    if (span < 2) {
      upper.push(COLUMNS[s.order[n]!]!.name);
      lower.push('');
      n += 1;
      continue;
    }
    const group = GROUPS[groups.length % GROUPS.length]!;
    groups.push(group);
    merges.push([upper.length, upper.length + span - 1]);
    for (let k = 0; k < span; k++) {
      upper.push(k === 0 ? group : '');
      lower.push(COLUMNS[s.order[n + k]!]!.name);
    }
    n += span;
  }
  const invoices: Invoice[] = s.invoices.map((v, k) => ({
    gstin: `29AAC${'BCFHPT'[v.vendor]}K${4100 + v.vendor}${'ABCDEF'[v.vendor]}1Z${v.vendor + 3}`,
    vendor: ADVERTISERS[v.vendor * 2]!.advertiserName,
    number: `INV/24-25/${String(100 + k * 7).padStart(4, '0')}`,
    date: `${String(v.day).padStart(2, '0')}-03-2024`,
    netCents: v.netCents,
    valueCents: v.netCents + Math.round((v.netCents * v.rate) / 100),
    rate: v.rate,
  }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('B2B');
  const titles = ['Goods and Services Tax - GSTR-2B', 'Taxable inward supplies', 'Period March 2024'];
  for (let t = 0; t < s.titles; t++) sheet.addRow([titles[t]]);
  if (s.titles > 0) sheet.addRow([]);
  const upperRow = sheet.addRow(upper).number;
  sheet.addRow(lower.map((h) => (h === '' ? null : h)));
  if (s.merge) for (const [from, to] of merges) sheet.mergeCells(upperRow, from + 1, upperRow, to + 1);
  for (const i of invoices) sheet.addRow(s.order.map((c) => COLUMNS[c]!.cell(i)));
  await workbook.xlsx.writeFile(file);
  return { invoices, lowerRow: upperRow + 1, groups };
}

/** The mapped lines of a proposal, their comments cut off. */
const mappedLines = (yaml: string) =>
  yaml
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('#'))
    .map((l) => l.replace(/ {2}#.*$/, ''));

const row = (cells: (string | number | null)[]): SheetRow => ({
  file: 'r.xlsx',
  sheet: 'B2B',
  row: 6,
  cells: cells.map((c) =>
    c === null
      ? { kind: 'empty' }
      : typeof c === 'number'
        ? { kind: 'number', text: String(c) }
        : { kind: 'text', text: c },
  ),
});

describe('a header of two rows, groups over merged cells above the names of their columns', () => {
  it('is read from the lower row, the columns named only above it by the upper name and read by letter', () => {
    const upper = ['GSTIN of supplier', 'Trade/Legal name', 'Invoice details', '', '', 'Rate (%)'];
    const two = readTwoRowHeader(upper, row([null, null, 'Invoice number', 'Invoice Date', 'Invoice Value', null]));
    expect(two).toEqual({
      headers: ['GSTIN of supplier', 'Trade/Legal name', 'Invoice number', 'Invoice Date', 'Invoice Value', 'Rate (%)'],
      lettered: [0, 1, 5],
    });
  });

  it.each([
    ['a data row of text and numbers', [null, 'Acme', 'INV-1', '05-03-2024', 120.5, null]],
    ['a data row whose cells are all text, none under a merge', ['29AAC', 'Acme', 'INV-1', null, null, null]],
    ['a row naming no column under a blank upper cell', ['x', 'y', 'z', null, null, null]],
    [
      'a key and its ISO dates written as text (a cover sheet)',
      [null, 'Period from', '2024-01-01', '2024-03-31', null, null],
    ],
    ['dates with dashes the other way round', [null, 'Due', '31-01-2024', '2024-1-31', null, null]],
  ])('is not found in %s', (_, cells) => {
    const upper = ['GSTIN of supplier', 'Trade/Legal name', 'Invoice details', '', '', 'Rate (%)'];
    expect(readTwoRowHeader(upper, row(cells))).toBeUndefined();
  });

  it('is not found under a title row, one cell over the table', () => {
    const title = ['LIBRO REGISTRO DE FACTURAS RECIBIDAS - Ejercicio 2024'];
    expect(
      readTwoRowHeader(title, row(['Fecha expedición', 'Serie', 'Número', null, 'Nombre expedidor'])),
    ).toBeUndefined();
  });

  it('proposes the lower row as the header, never a group name as a field, and reads each invoice right or leaves the field missing', async () => {
    await fc.assert(
      fc.asyncProperty(shape, async (s) => {
        const file = join(makeTempDir('infer-two-row'), 'return.xlsx');
        const { invoices, lowerRow, groups } = await writeReturn(file, s);
        const yaml = await inferMapping(file, { advertisers: ADVERTISERS });
        expect(yaml).toContain(`  headerRow: ${lowerRow}  #`);
        for (const line of mappedLines(yaml)) for (const g of groups) expect(line).not.toContain(g);
        const mapping = await parseMapping(yaml, 'return.yaml');
        const read = [];
        for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice.draft);
        expect(read).toHaveLength(invoices.length);
        read.forEach((draft, k) => {
          const i = invoices[k]!;
          if (draft.Invoice_Number !== undefined) expect(draft.Invoice_Number).toBe(i.number);
          if (draft.Invoice_Amount !== undefined)
            expect(Math.round(Number(draft.Invoice_Amount) * 100)).toBe(i.valueCents);
          const payee = ADVERTISERS.find((a) => a.advertiserName === i.vendor)!.id;
          if (draft.PayeeId !== undefined) expect(draft.PayeeId).toBe(payee);
        });
      }),
      {
        numRuns: 25,
        // A fresh-clone CI found it: a lower row filling more cells than the upper one was taken for the whole header.
        examples: [
          [
            {
              order: [1, 4, 8, 2, 0, 6, 5],
              spans: [0, 3, 0, 0, 3, 0, 0, 0, 0],
              merge: false,
              titles: 0,
              invoices: Array.from({ length: 4 }, () => ({ vendor: 0, netCents: 1000, rate: 5, day: 1 })),
            },
          ],
        ],
      },
    );
  }, 180_000);
});
