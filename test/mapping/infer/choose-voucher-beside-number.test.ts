/**
 * A purchase register whose document-number header was read as the invoice id, beside the book's
 * own registration number (TeamSystem's `Protocollo` beside `Numero documento`, a ledger's
 * `Journal No`): the book's number, one run in one shape, is the id and the key, the document
 * number in the suppliers' own shapes the invoice number; a document number that is itself one
 * run keeps the id.
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
/** A book's registration number, each writer's shape. */
const BOOK_NUMBERS = [
  (n: number) => `${n}/2024`,
  (n: number) => String(n),
  (n: number) => `J${String(n).padStart(5, '0')}`,
];
const BOOK_HEADERS = ['Protocollo', 'Journal No', 'Numero protocollo', 'N. registrazione'];
// The supplier's document number as Italian registers head it; headers read as vouchers (`Document No.`) are the book's own.
const DOCUMENT_HEADERS = ['Numero documento'];

function writeRegister(
  book: string,
  document: string,
  bookNumber: (n: number) => string,
  documentNumber: (i: number) => string,
  steps: readonly number[],
  lines: boolean,
): string {
  const rows = [[book, 'Data documento', document, 'Fornitore', 'Imponibile', 'Imposta']];
  let n = 30;
  steps.forEach((step, i) => {
    n += step;
    for (let l = 0; l < (lines ? 1 + (i % 2) : 1); l++)
      rows.push([
        bookNumber(n),
        '05/03/2024',
        documentNumber(i),
        `Fornitore ${i % 4}`,
        `${100 + i * 3 + l},00`,
        '22,00',
      ]);
  });
  const file = join(makeTempDir('voucher-beside-number'), 'registro.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) =>
  parse(yaml) as { invoice?: Record<string, unknown>; layout?: { type?: string; key?: unknown } };

const steps = fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 8, maxLength: 13 });

describe('mapping infer and the book number beside the document number', () => {
  it('keys the invoices by the book number and reads the document number as the invoice number', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BOOK_HEADERS),
        fc.constantFrom(...DOCUMENT_HEADERS),
        fc.constantFrom(...BOOK_NUMBERS),
        steps,
        fc.boolean(),
        async (book, document, bookNumber, gaps, lines) => {
          const file = writeRegister(book, document, bookNumber, (i) => SUPPLIER_NUMBERS[i % 4]!(i + 5), gaps, lines);
          const yaml = await inferMapping(file);
          expect(mapped(yaml).invoice?.InvoiceId, yaml).toBe(book);
          expect(mapped(yaml).invoice?.Invoice_Number, yaml).toBe(document);
        },
      ),
      { numRuns: 16 },
    );
  });

  it('keeps "Numero documento" as the id where it is one run itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BOOK_NUMBERS), steps, async (bookNumber, gaps) => {
        const file = writeRegister('Protocollo', 'Numero documento', bookNumber, (i) => `FA-${700 + i}`, gaps, false);
        const yaml = await inferMapping(file);
        expect(mapped(yaml).invoice?.InvoiceId, yaml).toBe('Numero documento');
      }),
      { numRuns: 6 },
    );
  });
});
