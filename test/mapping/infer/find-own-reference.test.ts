/**
 * A column no header names as the id whose values are the book's own document numbers (a letter
 * series and a zero-padded or four-digit count, `P0001208`, `PL30412`, `PI-2207`), one per invoice,
 * is InvoiceId over the supplier and number: unique alone where two suppliers' numbers may meet. A
 * ledger's bare running entry number is not read so by its values, nor the book's number beside a
 * supplier's tax id written on every row.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const NUMBERS = [(i: number) => `INV-2024-${String(i).padStart(4, '0')}`, (i: number) => `R24${10200 + i}`];

function write(headers: readonly [string, string, string, string], refOf: (row: number) => string): string {
  const [ref, supplier, number, date] = headers;
  const rows = [[ref, supplier, number, date, 'Net Amount', 'VAT Amount', 'Gross Amount'].join(',')];
  for (let i = 0; i < 11; i++) {
    const v = i % 3;
    const net = 1000 + i * 37;
    rows.push(
      [
        refOf(i),
        `Vendor ${v}`,
        NUMBERS[v % 2]!(i * 3 + v),
        `2024-03-${10 + i}`,
        `${net}.00`,
        `${net / 5}.00`,
        `${net * 1.2}.00`,
      ].join(','),
    );
  }
  const file = join(makeTempDir('own-reference'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

async function invoiceIdOf(file: string): Promise<{ id: unknown; number: unknown; yaml: string }> {
  const yaml = await inferMapping(file);
  const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
  return { id: invoice.InvoiceId, number: invoice.Invoice_Number, yaml };
}

describe("the book's own document number as InvoiceId", () => {
  it.each([
    [['Purchase Ref', 'Supplier Name', 'Supplier Invoice No', 'Issue Date']],
    [['Ref. compra', 'Proveedor', 'Número factura', 'Fecha']],
  ] as const)('reads %j: the first column as InvoiceId', async (headers) => {
    const file = write(headers, (i) => (i === 8 ? 'PCN00049' : `P${String(1208 + i).padStart(7, '0')}`));
    const { id, number, yaml } = await invoiceIdOf(file);
    expect(id, yaml).toBe(headers[0]);
    expect(number, yaml).toBe(headers[2]);
  });

  it('keeps supplier and number where the column is a bare running count', async () => {
    const headers = ['Purchase Ref', 'Supplier Name', 'Supplier Invoice No', 'Issue Date'] as const;
    const { id, yaml } = await invoiceIdOf(write(headers, (i) => `${118 + i * 3}`));
    expect(id, yaml).toEqual({ template: '{Supplier Name}-{Supplier Invoice No}' });
  });

  // A buyer's book beside the supplier's tax id and its invoice number: written for every supplier,
  // the two name each invoice; blank for one (a supplier without a registration), the book's does.
  const taxIdOf = (v: number) => `00${v + 1}-234-567-000`;
  it.each([
    [
      ['Journal Ref', 'Supplier Name', 'Supplier TIN', 'Invoice No.'],
      { template: '{Supplier TIN}-{Invoice No.}' },
      (i: number) => `JV${String(2401 + i).padStart(6, '0')}`,
      taxIdOf,
    ],
    [
      ['Our Ref', 'Supplier', 'Supplier VAT No', 'Invoice No'],
      { template: '{Supplier VAT No}-{Invoice No}' },
      (i: number) => `PINV-${240001 + i}`,
      taxIdOf,
    ],
    [
      ['Ref', 'Supplier', 'GST No.', 'Supplier Inv No'],
      'Ref',
      (i: number) => `PI-${2207 + i}`,
      (v: number) => (v === 2 ? '' : taxIdOf(v)),
    ],
    [
      ['PL Ref', 'Supplier Name', 'Site', 'Invoice No.'],
      'PL Ref',
      (i: number) => `PL${30412 + i}`,
      (v: number) => `Site ${v}`,
    ],
  ] as const)('with %j reads InvoiceId %j', async (headers, expected, refOf, partyOf) => {
    const [ref, supplier, party, number] = headers;
    const rows = [[ref, supplier, party, number, 'Invoice Date', 'Net', 'VAT', 'Total']];
    for (let i = 0; i < 11; i++) {
      const v = i % 3;
      const net = 1000 + i * 37;
      rows.push([
        refOf(i),
        `Vendor ${v}`,
        partyOf(v),
        NUMBERS[v % 2]!(i * 3 + v),
        `${10 + i}/03/2024`,
        `${net}.00`,
        `${(net * 0.12).toFixed(2)}`,
        `${(net * 1.12).toFixed(2)}`,
      ]);
    }
    const file = join(makeTempDir('own-reference'), 'purchases.csv');
    writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
    const { id, yaml } = await invoiceIdOf(file);
    expect(id, yaml).toEqual(expected);
  });
});
