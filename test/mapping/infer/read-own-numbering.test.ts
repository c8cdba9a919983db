/**
 * An internal id beside the suppliers' numbers: a column that numbers every supplier's invoices in
 * one shape and one narrow run is the book's own numbering, so infer does not propose it as the
 * invoice number where another column names each invoice in the suppliers' shapes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** How suppliers number their bills: each its own way. */
const SUPPLIER_NUMBERS = [
  (n: number) => `INV-2024-${String(n).padStart(4, '0')}`,
  (n: number) => `R24${String(n * 7 + 1).padStart(5, '0')}`,
  (n: number) => `${n + 100}/24`,
  (n: number) => `D${n * 13 + 4003}`,
];
/** How a system numbers what it books: one shape, a run with few gaps. */
const OWN_SHAPES = [
  (n: number) => String(n),
  (n: number) => `${n}/2024`,
  (n: number) => `V${String(n).padStart(6, '0')}`,
];

function writeBills(ids: readonly string[]): string {
  const file = join(makeTempDir('own-numbering'), 'compras.csv');
  const rows = ids.map((id, i) =>
    [id, SUPPLIER_NUMBERS[i % 4]!(i + 3), `Vendor ${i % 4}`, '2025-03-04', 'MXN', `${300 + i}.40`].join(','),
  );
  // A header infer has no word for (`Folio` now reads as the invoice number by its name): the values alone decide.
  writeFileSync(file, `ID,Campo libre,Vendor,Date,Currency,Amount\r\n${rows.join('\r\n')}\r\n`);
  return file;
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};

describe('mapping infer and a system id numbered in sequence', () => {
  it("leaves Invoice_Number commented, naming the suppliers' numbers, where the id runs in sequence", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...OWN_SHAPES),
        fc.integer({ min: 1, max: 900000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 8, max: 14 }),
        async (shape, start, step, count) => {
          const ids = Array.from({ length: count }, (_, i) => shape(start + i * step));
          const yaml = await inferMapping(writeBills(ids));
          expect(invoiceOf(yaml).InvoiceId, yaml).toBe('ID');
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBeUndefined();
          expect(yaml).toMatch(
            /^ {2}# Invoice_Number: Campo libre +# doubtful: "ID" numbers the invoices of every supplier in one run/m,
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('keeps the id as the number where its values are far apart, as a key drawn at random is', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 99_000_000 }), { minLength: 8, maxLength: 14 }),
        async (numbers) => {
          // Far apart: a run this sparse is no book's numbering.
          fc.pre(Math.max(...numbers) - Math.min(...numbers) >= 4 * numbers.length);
          const yaml = await inferMapping(writeBills(numbers.map(String)));
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBe('ID');
        },
      ),
      { numRuns: 8 },
    );
  });
});
