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
];
const CODES = [
  ['F1', 'F2', 'R1'],
  ['Invoice', 'Credit Note'],
  ['ER', 'GS'],
  ['FA', 'AV'],
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
      { numRuns: 12 },
    );
  });
});
