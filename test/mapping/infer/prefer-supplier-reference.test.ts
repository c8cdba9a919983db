import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { namesOwnReference, namesSupplierReference } from '../../../src/mapping/infer/prefer-supplier-reference.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;

/** The book's own reference beside the supplier's, as buyers' systems head them. */
const PAIRS: [own: string, supplier: string][] = [
  ['Réf. facture', 'Réf. fournisseur'], // Dolibarr
  ['Ref', 'Supplier Ref'],
  ['Reference', 'Vendor Reference'],
  ['Référence', 'N° facture fournisseur'],
  ['Referencia', 'Referencia proveedor'],
  ['Riferimento', 'Riferimento fornitore'],
  ['Referenz', 'Lieferantenreferenz'],
  ['Ref No', 'Vendor Invoice No'],
  ['Referência', 'Referência do fornecedor'],
];

/** Supplier columns that are no invoice's number: the supplier's own code or account. */
const NOT_REFERENCES = ['Code fournisseur', 'Supplier No', 'Vendor ID', 'Lieferantennummer', 'Preferred vendor'];

describe('the supplier reference beside the book own reference', () => {
  it.each(PAIRS)('reads "%s" as the book\'s own and "%s" as the supplier\'s', (own, supplier) => {
    expect(namesOwnReference(own)).toBe(true);
    expect(namesSupplierReference(supplier)).toBe(true);
    expect(namesOwnReference(supplier)).toBe(false);
  });

  it.each(NOT_REFERENCES)('does not read "%s" as a supplier reference', (header) => {
    expect(namesSupplierReference(header)).toBe(false);
  });

  const shape = fc.record({
    pair: fc.constantFrom(...PAIRS),
    // Suppliers number their invoices in their own shapes; the book in one run of its own.
    shapes: fc.shuffledSubarray(
      [(n: number) => `FA-2024-${100 + n}`, (n: number) => `${7000 + n * 3}`, (n: number) => `INV/${n}/24`],
      { minLength: 1 },
    ),
    invoices: fc.array(fc.record({ vendor: fc.integer({ min: 0, max: 4 }), lines: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 5,
      maxLength: 12,
    }),
    codeColumn: fc.boolean(),
  });

  it('proposes the supplier reference as Invoice_Number, never as the id alone, for any pair and numbers', async () => {
    await fc.assert(
      fc.asyncProperty(shape, async (s) => {
        const [own, supplier] = s.pair;
        const header = [own, supplier, 'Date', 'Tiers', ...(s.codeColumn ? ['Code fournisseur'] : []), 'Total'];
        const lines = [header.join(';')];
        s.invoices.forEach((v, k) => {
          const ref = `SI2401-${String(k + 1).padStart(4, '0')}`;
          const number = s.shapes[v.vendor % s.shapes.length]!(k * 7 + v.vendor);
          for (let l = 0; l < v.lines; l++)
            lines.push(
              [
                ref,
                number,
                `2024-01-${String(1 + (k % 28)).padStart(2, '0')}`,
                ADVERTISERS[v.vendor]!.advertiserName,
                ...(s.codeColumn ? [`SU${21 + v.vendor * 3}`] : []),
                `${100 + k}.50`,
              ].join(';'),
            );
        });
        const file = join(makeTempDir('infer-supplier-ref'), 'export.csv');
        writeFileSync(file, `${lines.join('\n')}\n`);
        const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
        const field = (name: string) => yaml.match(new RegExp(`^ {2}${name}: (.*?)\\s+#`, 'm'))?.[1];
        expect(field('Invoice_Number')?.replace(/^"|"$/g, '')).toBe(supplier);
        // The id is the book's own reference, or the supplier's number under the supplier: never that number alone.
        expect([own, `{ template: "{Tiers}-{${supplier}}" }`]).toContain(field('InvoiceId')?.replace(/^"|"$/g, ''));
      }),
      {
        numRuns: 30,
        // Numbers in one shape dated a day apart (CI, stop 56): the dates once built the id as a supplier's tax id.
        examples: [
          [
            {
              pair: ['Ref No', 'Vendor Invoice No'],
              shapes: [(n: number) => `${7000 + n * 3}`],
              invoices: [4, 3, 1, 2, 0].map((vendor) => ({ vendor, lines: vendor === 2 ? 2 : 1 })),
              codeColumn: false,
            },
          ],
        ],
      },
    );
  }, 120_000);

  /** The book's own numbering under a header that names no reference: its voucher, document or entry number. */
  const VOUCHERS = [
    'N° pièce',
    'Bilagsnr',
    'Doc. No.',
    'Belegnummer',
    'Document No',
    'Número de registro',
    'Protocollo',
  ];

  const numbered = fc.record({
    own: fc.constantFrom(...VOUCHERS),
    supplier: fc.constantFrom(...PAIRS.map(([, supplier]) => supplier)),
    // One run across the suppliers: bare, or under a series with another for credit notes (AC / AV).
    series: fc.constantFrom(['', ''], ['AC', 'AV'], ['FA', 'FA'], ['V-', 'C-']),
    // Past a row counter (1, 2, 3 ...), which numbers rows, not invoices.
    start: fc.integer({ min: 1000, max: 900_000 }),
    credit: fc.integer({ min: 0, max: 11 }),
    // Four suppliers or more, twice the series: a run under as many series as suppliers may be theirs.
    suppliers: fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 4 }),
    count: fc.integer({ min: 8, max: 12 }),
    taxId: fc.boolean(),
  });

  it('proposes the supplier reference beside an id whose values are the book numbering, whatever its header', async () => {
    await fc.assert(
      fc.asyncProperty(numbered, async (s) => {
        const header = ['Date', s.own, 'Fournisseur', ...(s.taxId ? ['RIDET'] : []), s.supplier, 'TTC'];
        const shapes = [
          (n: number) => `FA-2024-${100 + n}`,
          (n: number) => `${7000 + n * 3}`,
          (n: number) => `INV/${n}/24`,
        ];
        const lines = [header.join(';')];
        Array.from({ length: s.count }, (_, k) => s.suppliers[k % s.suppliers.length]!).forEach((vendor, k) => {
          const credit = k === s.credit % s.count;
          lines.push(
            [
              `2024-01-${String(1 + (k % 28)).padStart(2, '0')}`,
              `${credit ? s.series[1] : s.series[0]}${s.start + k}`,
              ADVERTISERS[vendor]!.advertiserName,
              ...(s.taxId ? [`${1234567 + vendor * 90217}.00${1 + (vendor % 3)}`] : []),
              shapes[vendor % 3]!(k * 7 + vendor),
              `${credit ? '-' : ''}${100 + k}.50`,
            ].join(';'),
          );
        });
        const file = join(makeTempDir('infer-supplier-ref'), 'export.csv');
        writeFileSync(file, `${lines.join('\n')}\n`);
        const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
        const field = (name: string) => yaml.match(new RegExp(`^ {2}${name}: (.*?)\\s+#`, 'm'))?.[1];
        expect(field('Invoice_Number')?.replace(/^"|"$/g, '')).toBe(s.supplier);
      }),
      {
        numRuns: 30,
        // The New Caledonian journal des achats: AC240001 ..., AV for the avoir, beside the RIDET and Réf. fournisseur.
        examples: [
          [
            {
              own: 'N° pièce',
              supplier: 'Réf. fournisseur',
              series: ['AC', 'AV'],
              start: 240001,
              credit: 6,
              suppliers: [0, 1, 2, 3, 4, 5],
              count: 12,
              taxId: true,
            },
          ],
        ],
      },
    );
  }, 120_000);
});
