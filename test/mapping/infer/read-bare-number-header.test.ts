/**
 * A column headed by the bare word `number` (`Nummer`, `Número`) beside a column of document types
 * is the document's number (Quaderno's `document_type`, `number`): Invoice_Number. The word as a
 * suffix of another header (`Taxpayer Identification Number`) names no invoice number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const NUMBERS = ['A-2026/1101', 'F-889', 'CB-77120', 'INV-55021', 'RK-3390', 'T-4471', 'MX-0912', 'B-1200'];

async function invoiceOf(headers: readonly string[], kinds: readonly string[], numberAt: number) {
  const rows = NUMBERS.map((n, i) => {
    const net = 1000 + i * 100;
    const row = [kinds[i % kinds.length]!, `2026-11-${String(2 + i).padStart(2, '0')}`, 'Ibérica de Medios', net, net];
    row.splice(numberAt, 0, n);
    return row;
  });
  const file = join(makeTempDir('bare-number'), 'expenses.csv');
  writeFileSync(file, `${[headers, ...rows].map((r) => r.join(';')).join('\n')}\n`);
  const yaml = await inferMapping(file);
  return { invoice: (parse(yaml) as { invoice: Record<string, unknown> }).invoice, yaml };
}

describe('a bare number header beside a document type', () => {
  it.each([
    [
      ['document_type', 'date', 'number', 'contact_name', 'net_amount', 'total_amount'],
      ['expense', 'expense', 'refund'],
    ],
    [
      ['Belegart', 'Datum', 'Nummer', 'Lieferant', 'Netto', 'Brutto'],
      ['Rechnung', 'Rechnung', 'Gutschrift'],
    ],
    [
      ['Tipo de documento', 'Fecha', 'Número', 'Proveedor', 'Base', 'Total'],
      ['Factura', 'Factura', 'Abono'],
    ],
  ])('is the Invoice_Number (%s)', async (headers, kinds) => {
    const { invoice, yaml } = await invoiceOf(headers, kinds, 2);
    expect(invoice.Invoice_Number, yaml).toBe(headers[2]);
  });

  it('is not read from a header that ends in the word', async () => {
    const headers = ['document_type', 'date', 'Taxpayer Identification Number', 'contact_name', 'net', 'total'];
    const { invoice, yaml } = await invoiceOf(headers, ['expense', 'expense', 'refund'], 2);
    expect(invoice.Invoice_Number, yaml).not.toBe(headers[2]);
  });
});
