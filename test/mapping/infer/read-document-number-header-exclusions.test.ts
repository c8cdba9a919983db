/**
 * A header naming a batch's, a line's, a voucher's, a transaction's or an authorization's number
 * resembles the invoice number's by its words (`Invoice Batch No`): beside a real invoice number
 * column it is never the Invoice_Number, in English, Spanish, French or German; alone it is left
 * commented with the reason.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { namesInvoiceNumber } from '../../../src/mapping/infer/read-document-number-header.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [the other number's header, the invoice number's header beside it]. */
const BESIDE: readonly (readonly [string, string])[] = [
  ['Invoice Batch No', 'Invoice No'],
  ['Invoice Line No', 'Invoice No'],
  ['Invoice Voucher No', 'Invoice Number'],
  ['Invoice Transaction Number', 'Invoice Number'],
  ['Invoice Authorization No', 'Invoice No'],
  ['Bill Batch Number', 'Bill No'],
  ['Authorization Number', 'Invoice Number'],
  ['Voucher No', 'Invoice No'],
  ['Transaction No', 'Invoice No'],
  ['Batch Number', 'Invoice Number'],
  ['Número de lote de factura', 'Número de factura'],
  ['Número de autorización', 'Número de factura'],
  ['Número de transacción', 'Número de factura'],
  ['Número de línea de factura', 'Número de factura'],
  ['N° de lot de factures', 'N° de facture'],
  ["Numéro d'autorisation", 'Numéro de facture'],
  ['Numéro de transaction', 'Numéro de facture'],
  ['N° de ligne de facture', 'N° de facture'],
  ['Rechnungsstapelnummer', 'Rechnungsnummer'],
  ['Stapelnummer', 'Rechnungsnummer'],
  ['Transaktionsnummer', 'Rechnungsnummer'],
  ['Rechnungszeilennummer', 'Rechnungsnummer'],
];

function writeFile(headers: readonly string[]): string {
  const rows = [['Supplier', ...headers, 'Invoice Date', 'Amount']];
  for (let i = 0; i < 8; i++)
    rows.push([
      `Vendor ${i % 3}`,
      ...headers.map((_, k) => (k === headers.length - 1 ? `INV-${4821 + i * 7}` : String(500113 + i * 7919 + k))),
      `2024-02-${10 + i}`,
      `${100 + i * 7}.50`,
    ]);
  const file = join(makeTempDir('number-exclusions'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\n')}\n`);
  return file;
}

describe('numbers that are not the invoice number', () => {
  it.each(BESIDE)('"%s" is not the Invoice_Number beside "%s"', async (other, real) => {
    const yaml = await inferMapping(writeFile([other, real]));
    const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
    expect(invoice.Invoice_Number, yaml).toBe(real);
  });

  it.each(BESIDE.map(([other]) => other))('"%s" does not name the invoice number by its words', (other) => {
    expect(namesInvoiceNumber(other)).toBe(false);
  });

  it.each(['Invoice Batch No', 'Número de autorización', 'N° de lot de factures'])(
    'alone, "%s" is no uncommented Invoice_Number',
    async (other) => {
      const yaml = await inferMapping(writeFile([other]));
      const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
      expect(JSON.stringify(invoice.Invoice_Number ?? ''), yaml).not.toContain(other);
    },
  );

  it('alone, "Invoice Batch No" is left commented with the reason', async () => {
    const yaml = await inferMapping(writeFile(['Invoice Batch No']));
    expect(yaml).toMatch(/# Invoice_Number: Invoice Batch No .*number of a batch/);
  });
});
