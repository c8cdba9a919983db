/**
 * A row counter (1, 2, 3 down the rows under `No.`, `#`, `S.No`, `ลำดับ` ...) is never an invoice's
 * id nor its number, whatever the export names it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};

// The counters registers and tax-authority queries write as their first column.
const COUNTERS = ['No.', 'No', '#', 'S.No', 'Sr. No', 'Sl No', 'Nº', '№', 'ลำดับ', '序号', 'Lp.'];

describe('mapping infer and a column counting the rows', () => {
  it.each(COUNTERS)('%s: never the InvoiceId nor the Invoice_Number', async (counter) => {
    const rows: string[][] = [
      [counter, 'Invoice Number', 'Invoice Date', 'Supplier', 'Currency', 'Net', 'VAT', 'Total'],
    ];
    for (let i = 0; i < 10; i++) {
      const net = 1000 + i * 10;
      rows.push([
        `${i + 1}`,
        `INV-${5000 + i * 7}`,
        '2024-02-15',
        `Supplier ${i % 4}`,
        'EUR',
        `${net}.00`,
        `${net / 5}.00`,
        `${net * 1.2}.00`,
      ]);
    }
    const file = join(makeTempDir('row-counter'), 'register.csv');
    writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    const invoice = invoiceOf(yaml);
    for (const field of ['InvoiceId', 'Invoice_Number']) {
      expect(JSON.stringify(invoice[field] ?? null), yaml).not.toMatch(
        new RegExp(`^"${counter.replace(/[.#]/g, '\\$&')}"$|\\{${counter.replace(/[.#]/g, '\\$&')}\\}`),
      );
    }
  });
});
