/**
 * The supplier's document number beside the book's own slip or voucher number: a header that
 * says "external" or "evidence" (`Ext. Beleg-Nr.`, `証憑番号`, `증빙번호`) is the invoice number,
 * the slip's own number (`Beleg-Nr.`, `伝票番号`) the id, whatever the numbers and the suppliers.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown> };

// [the book's own number, the supplier's document number, supplier, date, amount], as each language's books head them.
const HEADERS: readonly (readonly [string, string, string, string, string])[] = [
  ['伝票番号', '証憑番号', '取引先名', '伝票日付', '金額'],
  ['伝票番号', '外部伝票番号', '取引先名', '伝票日付', '金額'],
  ['Beleg-Nr.', 'Ext. Beleg-Nr.', 'Lieferant', 'Belegdatum', 'Betrag'],
  ['Belegnummer', 'Externe Belegnummer', 'Lieferant', 'Belegdatum', 'Betrag'],
  ['전표번호', '증빙번호', '거래처명', '전표일자', '금액'],
];

const supplierNumber = fc
  .tuple(fc.constantFrom('INV-', 'R', 'A-2024/', '', 'F'), fc.integer({ min: 1, max: 999_999 }))
  .map(([prefix, n]) => `${prefix}${n}`);

function writeCsv(headers: readonly string[], first: number, numbers: readonly string[]) {
  const rows = [[...headers, 'Currency']];
  numbers.forEach((number, i) =>
    rows.push([String(first + i), number, `Supplier ${i % 3}`, '2024-03-04', `${100 + i * 37}.50`, 'EUR']),
  );
  const file = join(makeTempDir('external-number'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer reads the supplier number beside the book slip number', () => {
  it('a header meaning "external" or "evidence" document number is the invoice number, the slip number the id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HEADERS),
        fc.integer({ min: 1, max: 90_000 }),
        fc.uniqueArray(supplierNumber, { minLength: 6, maxLength: 12 }),
        async (headers, first, numbers) => {
          const yaml = await inferMapping(writeCsv(headers, first, numbers));
          expect(mapped(yaml).invoice?.Invoice_Number, yaml).toBe(headers[1]);
          expect(mapped(yaml).invoice?.InvoiceId, yaml).toBe(headers[0]);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
