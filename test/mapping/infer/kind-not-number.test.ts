/**
 * A column that names the kind of an invoice (a3innuva's `Tipo Factura` F1 / F2 / R1, `Invoice
 * Type`, `Rechnungsart`, `Type de facture`) is never proposed as the invoice's number or id, in
 * whatever language, whatever codes it holds.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const KIND_HEADERS = [
  'Tipo Factura',
  'Tipo de Factura',
  'Invoice Type',
  'Rechnungsart',
  'Type de facture',
  'Tipo Fattura',
  // Serbian and Macedonian, in Cyrillic and Latin letters (SEF's `Врста документа`).
  'Врста документа',
  'Врста фактуре',
  'Vrsta dokumenta',
];
const CODES = [
  ['F1', 'F2', 'R1'],
  ['Invoice', 'Credit Note'],
  ['ER', 'GS'],
  ['FA', 'AV'],
  ['Фактура', 'Књижно одобрење', 'Авансна фактура'],
];

describe('mapping infer beside a column of invoice kinds', () => {
  it('does not take the kind for the invoice number or id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KIND_HEADERS), fc.constantFrom(...CODES), async (kind, codes) => {
        const rows = [[kind, 'Proveedor', 'Fecha', 'Importe'].join(';')];
        for (let i = 0; i < 8; i++)
          rows.push([codes[i % codes.length], `Vendor ${i % 3}`, `2024-03-${10 + i}`, `${100 + i * 7}.50`].join(';'));
        const file = join(makeTempDir('kind-not-number'), 'libro.csv');
        writeFileSync(file, `${rows.join('\r\n')}\r\n`);
        const yaml = await inferMapping(file);
        const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
        expect(invoice.Invoice_Number, yaml).not.toBe(kind);
        expect(invoice.InvoiceId, yaml).not.toBe(kind);
      }),
      { numRuns: 40 },
    );
  });
});

// Kinds as each country's registers write them, an invoice's and a credit note's, under their header there.
const KINDS_BY_VALUES: readonly { header: string; invoice: string; credit: string }[] = [
  { header: 'Dokumenta veids', invoice: 'Rēķins', credit: 'Kredītrēķins' },
  { header: 'Dokumento rūšis', invoice: 'Sąskaita faktūra', credit: 'Kreditinė sąskaita' },
  { header: 'Dokumendi liik', invoice: 'Arve', credit: 'Kreeditarve' },
  { header: 'Vrsta dokumenta', invoice: 'Račun', credit: 'Knjižno odobrenje' },
  { header: 'Врста документа', invoice: 'Фактура', credit: 'Књижно одобрење' },
  { header: 'Врста фактуре', invoice: 'Фактура', credit: 'Књижно одобрење' },
  { header: 'Druh dokladu', invoice: 'Faktura', credit: 'Dobropis' },
  { header: 'Bizonylat típus', invoice: 'Számla', credit: 'Jóváíró számla' },
  { header: 'Dokument', invoice: 'Eingangsrechnung', credit: 'Lieferantengutschrift' },
  { header: 'Document', invoice: 'Invoice', credit: 'Supplierkreditnota' },
];

describe('mapping infer beside a column whose values are kinds of documents', () => {
  it('does not take the kinds for the number or key, and signs the credit notes by them', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KINDS_BY_VALUES),
        fc.integer({ min: 2, max: 4 }),
        async ({ header, invoice, credit }, every) => {
          const rows = [[header, 'Numurs', 'Partneris', 'Datums', 'Summa'].join(';')];
          for (let i = 0; i < 9; i++) {
            const kind = i % every === every - 1 ? credit : invoice;
            rows.push(
              [kind, `${4100 + i * 13}`, `Vendor ${i % 3}`, `2024-03-${10 + i}`, `${100 + i * 7}.50`].join(';'),
            );
          }
          const file = join(makeTempDir('kind-values-not-number'), 'zurnals.csv');
          writeFileSync(file, `${rows.join('\r\n')}\r\n`);
          const yaml = await inferMapping(file);
          const parsed = parse(yaml) as {
            invoice?: Record<string, unknown>;
            items?: Record<string, unknown>;
            layout?: { key?: string[] };
          };
          const invoiceFields = parsed.invoice ?? {};
          expect(invoiceFields.Invoice_Number, yaml).not.toBe(header);
          expect(JSON.stringify(invoiceFields.InvoiceId ?? ''), yaml).not.toContain(header);
          expect(parsed.layout?.key ?? [], yaml).not.toContain(header);
          const money = JSON.stringify([invoiceFields.Invoice_Amount, parsed.items?.Amount]);
          expect(money, yaml).toContain(`IF([${header}] = \\"${credit}\\", -1, 1)`);
        },
      ),
      { numRuns: 40 },
    );
  });
});
