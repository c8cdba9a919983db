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
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Mapping = {
  source?: {
    headerRow?: number;
    skipRows?: { column?: string; matches?: string; until?: string }[];
    headings?: unknown;
  };
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
  it('reads the purchases’ header under its start mark and skips every row from its end mark to its next start', async () => {
    const m = parse(await inferMapping(auditFile())) as Mapping;
    expect(m.source?.headerRow).toBe(6);
    expect(m.source?.headings).toBeUndefined();
    expect(m.source?.skipRows).toEqual([
      expect.objectContaining({
        column: 'SupplierName',
        matches: '^PurcDataEnd$',
        until: '^PurcDataStart$',
      }),
    ]);
    expect(m.invoice?.Invoice_Number).toBe('InvoiceNo');
    expect(m.invoice?.Invoice_Date).toBe('InvoiceDate');
  });

  it('takes the purchases over the sales written first, and skips their end mark', async () => {
    const m = parse(await inferMapping(salesThenPurchases())) as Mapping;
    expect(m.source?.headerRow).toBe(13);
    expect(m.source?.skipRows).toEqual([
      expect.objectContaining({ column: 'Supplier', matches: '^PURCHASES_END$', until: '^PURCHASES_START$' }),
    ]);
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
  it('reads no credit note of a later section with the same columns as a valid invoice, and names that section', async () => {
    const file = write(
      [
        ['CompanyName', 'ACME Pte Ltd', '', '', '', ''],
        ['PurchasesStart'],
        ['Supplier', 'Invoice No', 'Invoice Date', 'Net', 'GST', 'Total', 'Currency'],
        ['Alpha Pte', 'A-1', '2024-03-01', '1000.00', '90.00', '1090.00', 'SGD'],
        ['Beta Pte', 'B-7', '2024-03-02', '2000.00', '180.00', '2180.00', 'SGD'],
        ['Gamma Pte', 'G-3', '2024-03-05', '500.00', '45.00', '545.00', 'SGD'],
        ['PurchasesEnd'],
        ['PurchasesReturnsStart'],
        ['Supplier', 'Credit Note No', 'Credit Note Date', 'Net', 'GST', 'Total', 'Currency'],
        ['Alpha Pte', 'CN-1', '2024-03-10', '200.00', '18.00', '218.00', 'SGD'],
        ['Beta Pte', 'CN-2', '2024-03-12', '100.00', '9.00', '109.00', 'SGD'],
        ['PurchasesReturnsEnd'],
      ],
      ',',
      'sections.csv',
    );
    const yaml = await inferMapping(file);
    expect((parse(yaml) as Mapping).source?.skipRows).toEqual([
      expect.objectContaining({ name: 'section', matches: '^PurchasesEnd$', until: '^PurchasesStart$' }),
    ]);
    expect(yaml).toContain('PurchasesReturns (2 rows)');
    const mapping = await parseMapping(yaml, 'sections.yaml');
    const valid: string[] = [];
    const read = { knownAdvertisers: [], knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };
    for await (const invoice of readInvoices(file, mapping, read))
      if (invoice.problems.length === 0) valid.push(String(invoice.draft.Invoice_Number));
    expect(valid, yaml).toEqual(['A-1', 'B-7', 'G-3']);
  });
});
