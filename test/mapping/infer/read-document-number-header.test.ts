/**
 * A header that puts a number word before an invoice's name (`Número del DTE`, `No. Faktur
 * Pemasok`) or after it (`Tax Invoice / EFD Receipt Number`) names the invoice's number, in the
 * words of exports no alias lists; a voucher's, an authorization's or another document's number does not.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { namesInvoiceNumber } from '../../../src/mapping/infer/read-document-number-header.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const NUMBERS = [
  'Número del DTE',
  'Numero de CFE',
  'No. Faktur Pemasok',
  'Nomor Faktur',
  'Tax Invoice / EFD Receipt Number',
  'Receipt No.',
  'Nro. Factura Proveedor',
];
const OTHERS = [
  'Número de autorización',
  'Número de Comprobante',
  'Tax Invoice Date',
  'Nombre del emisor',
  'Invoice Amount',
  'Document No.',
  'No. Transaksi',
];

describe('a number of an invoice named by its words', () => {
  it.each(NUMBERS)('"%s" names the invoice number', (header) => {
    expect(namesInvoiceNumber(header)).toBe(true);
  });

  it.each(OTHERS)('"%s" does not', (header) => {
    expect(namesInvoiceNumber(header)).toBe(false);
  });

  it.each(['Número del DTE', 'Tax Invoice / EFD Receipt Number', 'No. Faktur Pemasok'])(
    '"%s" is proposed as the Invoice_Number',
    async (header) => {
      const rows = [['Supplier', header, 'Invoice Date', 'Amount']];
      for (let i = 0; i < 8; i++)
        rows.push([`Vendor ${i % 3}`, String(48213 + i * 7919), `2024-02-${10 + i}`, `${100 + i * 7}.50`]);
      const file = join(makeTempDir('document-number'), 'purchases.csv');
      writeFileSync(file, `${rows.map((r) => r.join(';')).join('\n')}\n`);
      const yaml = await inferMapping(file);
      const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
      expect(invoice.Invoice_Number, yaml).toBe(header);
    },
  );
});
