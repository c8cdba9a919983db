/**
 * Files of sections between start and end marks (an IRAS Audit File's `CompInfoStart` ...
 * `PurcDataEnd`, an export's `SALES_START` ... `PURCHASES_END`): the header is the one under the
 * purchases' start mark, never the company block's above it nor the sales', and the marks and
 * headers of the sections after it are skipped by one rule on what they hold.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Mapping = {
  source?: { headerRow?: number; skipRows?: { column?: string; matches?: string }[]; headings?: unknown };
  layout?: { type?: string };
  invoice?: Record<string, unknown>;
};
const SUPPLIERS = ['Blue Harbor Advertising', 'Nordlicht Verlag AG', 'Cafe Lumiere SARL'];

/** Eight invoice rows: supplier, date, number, description, value, tax. */
const invoiceRows = (first: string) =>
  Array.from({ length: 8 }, (_, i) => [
    SUPPLIERS[i % 3]!,
    `${String(3 + i).padStart(2, '0')}/02/2024`,
    `${first}-${400 + i}`,
    `Billboard ${i + 1}`,
    (1_000 + i * 37.5).toFixed(2),
    (90 + i * 3.25).toFixed(2),
  ]);

function write(records: readonly (readonly string[])[], delimiter: string, name: string): string {
  const file = join(makeTempDir('sections'), name);
  writeFileSync(file, `${records.map((r) => (r.length ? [...r, ''] : r).join(delimiter)).join('\r\n')}\r\n`);
  return file;
}

/** An audit file: the company block, the purchases, then the supply and ledger sections, empty. */
function auditFile(): string {
  return write(
    [
      ['CompInfoStart'],
      ['CompanyName', 'CompanyUEN', 'PeriodStart', 'PeriodEnd'],
      ['Merlion Media Pte. Ltd.', '201534872K', '01/01/2024', '31/03/2024'],
      ['CompInfoEnd'],
      [],
      ['PurcDataStart'],
      ['SupplierName', 'InvoiceDate', 'InvoiceNo', 'ProductDescription', 'PurchaseValueSGD', 'GSTValueSGD'],
      ...invoiceRows('INV'),
      ['PurcDataEnd', '8000.00', '720.00', '8'],
      [],
      ['SuppDataStart'],
      ['CustomerName', 'InvoiceDate', 'InvoiceNo', 'ProductDescription', 'SupplyValueSGD', 'GSTValueSGD'],
      ['SuppDataEnd', '0.00', '0.00', '0'],
      [],
      ['GLDataStart'],
      ['TransactionDate', 'AccountID', 'AccountName', 'Debit', 'Credit', 'Balance'],
      ['GLDataEnd', '0.00', '0.00', '0', 'SGD'],
    ],
    '|',
    'IAF_2024Q1.txt',
  );
}

/** An export of sales then purchases, each between marks in capitals. */
function salesThenPurchases(): string {
  const head = (party: string) => [party, 'Invoice Date', 'Invoice No', 'Description', 'Net', 'VAT'];
  return write(
    [
      ['SALES_START'],
      head('Customer'),
      ...invoiceRows('S').map((r, i) => [`Client ${i % 2}`, ...r.slice(1)]),
      ['SALES_END', '8'],
      ['PURCHASES_START'],
      head('Supplier'),
      ...invoiceRows('P'),
      ['PURCHASES_END', '8'],
    ],
    ',',
    'export.csv',
  );
}

describe('mapping infer on a file of sections', () => {
  it('reads the purchases’ header under its start mark and skips the later sections’ marks and headers', async () => {
    const m = parse(await inferMapping(auditFile())) as Mapping;
    expect(m.source?.headerRow).toBe(6);
    expect(m.source?.headings).toBeUndefined();
    expect(m.source?.skipRows).toEqual([
      expect.objectContaining({
        column: 'SupplierName',
        matches: '^(PurcDataEnd|SuppData(Start|End)|GLData(Start|End)|CustomerName|TransactionDate)$',
      }),
    ]);
    expect(m.invoice?.Invoice_Number).toBe('InvoiceNo');
    expect(m.invoice?.Invoice_Date).toBe('InvoiceDate');
  });

  it('takes the purchases over the sales written first, and skips their end mark', async () => {
    const m = parse(await inferMapping(salesThenPurchases())) as Mapping;
    expect(m.source?.headerRow).toBe(13);
    expect(m.source?.skipRows).toEqual([expect.objectContaining({ column: 'Supplier', matches: '^(PURCHASES_END)$' })]);
    expect(m.invoice?.Invoice_Number).toBe('Invoice No');
  });

  it('reads no section in a listing whose supplier or label ends in "end"', async () => {
    const rows = invoiceRows('W').map((r, i) => (i === 2 ? ['Weekend', ...r.slice(1)] : r));
    const file = write(
      [
        ['Supplier', 'Invoice Date', 'Invoice No', 'Description', 'Net', 'VAT'],
        ...rows,
        ['Period end', '', '', '', '8000.00', '720.00'],
      ],
      ',',
      'plain.csv',
    );
    const m = parse(await inferMapping(file)) as Mapping;
    expect(m.source?.headerRow).toBeUndefined();
    expect((m.source?.skipRows ?? []).map((s) => s.matches ?? '')).not.toContainEqual(expect.stringMatching(/end/i));
  });
});
