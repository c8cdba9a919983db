/**
 * A column whose values run over consecutive rows (a batch, a posting day) is the key of a grouped
 * layout only where the invoice number stays the same within each run: a run holding two invoice
 * numbers holds two invoices, so those rows are one invoice each.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Twelve rows in batches of three posted on one day each; `numberOf` gives each row's invoice number. */
function write(numberOf: (row: number) => string): string {
  const rows = [['Batch', 'Posting Date', 'Invoice No', 'Supplier', 'Amount']];
  for (let i = 0; i < 12; i++) {
    const batch = Math.floor(i / 3);
    rows.push([
      String(batch + 1).padStart(2, '0'),
      `2024-01-${10 + batch}`,
      numberOf(i),
      `Vendor ${batch % 4}`,
      `${100 + i * 7}.50`,
    ]);
  }
  const file = join(makeTempDir('group-key'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\n')}\n`);
  return file;
}

describe('a run of rows as an invoice', () => {
  it('is not one where the invoice number differs within the run: each row is an invoice', async () => {
    const yaml = await inferMapping(write((i) => `INV-${7000 + i * 13}`));
    const mapping = parse(yaml) as { layout: { type: string }; invoice: Record<string, unknown> };
    expect(mapping.layout.type, yaml).toBe('one-row');
    expect(mapping.invoice.InvoiceId, yaml).not.toBe('Batch');
    expect(mapping.invoice.Invoice_Number, yaml).toBe('Invoice No');
  });

  it("is one where the invoice number is the same on the run's rows", async () => {
    const yaml = await inferMapping(write((i) => `INV-${7000 + Math.floor(i / 3) * 13}`));
    const mapping = parse(yaml) as { layout: { type: string } };
    expect(mapping.layout.type, yaml).toBe('grouped');
  });
});
