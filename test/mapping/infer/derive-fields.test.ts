/**
 * Fields infer derives from the columns it chose: without an invoice number column, the id column
 * that names each invoice is also its number; never where a number column exists or is in doubt.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('derive-fields'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};

/** Twelve invoices, one row each, under `idHeader` with ids written as `id(i)`, and `extra` columns. */
function bills(idHeader: string, id: (i: number) => string, extra: Record<string, (i: number) => string> = {}) {
  const headers = [idHeader, 'Vendor', 'Date', 'Currency', 'Amount', ...Object.keys(extra)];
  const rows = Array.from({ length: 12 }, (_, i) => [
    id(i),
    `Vendor ${i % 4}`,
    '2025-03-04',
    'USD',
    `${100 + i}.25`,
    ...Object.values(extra).map((f) => f(i)),
  ]);
  return writeCsv([headers, ...rows]);
}

describe('mapping infer and an id column as the invoice key', () => {
  // Id columns as systems without a vendor invoice number column write them.
  it.each([
    ['Bill ID', (i: number) => `B-${88000 + i}`],
    ['Document No.', (i: number) => `PPI${108000 + i}`],
    ['Invoice ID', (i: number) => String(5105600001 + i)],
    ['Voucher ID', (i: number) => `V${String(i + 1).padStart(6, '0')}`],
    ['Doc ID', (i: number) => `D-2025-${i + 1}`],
  ])('"%s" is InvoiceId and, with no number column, Invoice_Number', async (header, id) => {
    const yaml = await inferMapping(bills(header, id));
    expect(invoiceOf(yaml).InvoiceId, yaml).toBe(header);
    expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(header);
    expect(yaml).toContain(`no invoice number column: the id "${header}" names each invoice`);
  });

  it('keeps a number column as Invoice_Number when one exists', async () => {
    const yaml = await inferMapping(bills('Bill ID', (i) => `B-${i}`, { 'Invoice Number': (i) => `INV-${700 + i}` }));
    expect(invoiceOf(yaml).Invoice_Number, yaml).toBe('Invoice Number');
  });

  it('does not fill Invoice_Number from the id where two number columns are in doubt', async () => {
    const yaml = await inferMapping(
      bills('Bill ID', (i) => `B-${i}`, { 'Invoice No': (i) => `A${i}`, 'Invoice No.': (i) => `A${i}` }),
    );
    expect(invoiceOf(yaml).Invoice_Number, yaml).toBeUndefined();
  });
});
