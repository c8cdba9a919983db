/**
 * Document kinds as more systems write them: a kind header in Greek, Russian or Vietnamese, and a
 * kind written as a system's numeric code (myDATA's 1.1 and 5.1); and a free-text column that
 * mentions a credit note on some rows, which says what a row is about, not what kind it is.
 * Generated spaces over real writers' headers and codes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const KIND_HEADERS = ['Τύπος Παραστατικού', 'Είδος Παραστατικού', 'Вид документа', 'Тип документа', 'Loại chứng từ'];
// Kinds no word of infer's names: a system's codes, or words of a language it does not read.
const KIND_CODES = ['1.1', '2.1', '5.1', '11.2', '01', '02', '3', '7'];

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

function writeCsv(rows: string[][]): string {
  const file = join(makeTempDir('document-kinds'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

/** One document a row, all amounts positive; `marks` says which rows carry the minority kind. */
function documents(header: string, kinds: readonly [string, string], marks: readonly boolean[], seed: number) {
  const rows = [['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', header, 'Amount']];
  marks.forEach((m, i) =>
    rows.push([
      String(70001 + ((seed + i) % 5)),
      `R-${seed + i}`,
      '2024-03-04',
      'EUR',
      m ? kinds[1] : kinds[0],
      `${1000 + ((seed * 31 + i * 37) % 9000)}.50`,
    ]),
  );
  return writeCsv(rows);
}

// Eight to sixteen rows, the minority kind on two of them at least, never on most.
const marksArb = fc
  .record({ rows: fc.integer({ min: 8, max: 16 }), seed: fc.nat(5000) })
  .map(({ rows, seed }) => ({ seed, marks: Array.from({ length: rows }, (_, i) => i % 4 === seed % 4) }));

describe('mapping infer beside a kind column it cannot read, named in more languages or by codes', () => {
  it('never maps the amount as it is, and says the kinds hold a doubt', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KIND_HEADERS),
        fc.uniqueArray(fc.constantFrom(...KIND_CODES), { minLength: 2, maxLength: 2 }),
        marksArb,
        async (header, [a, b], { seed, marks }) => {
          const yaml = await inferMapping(documents(header, [a!, b!], marks, seed));
          expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBeUndefined();
          expect(mapped(yaml).items?.Amount, yaml).toBeUndefined();
          expect(yaml).toContain(`"${header}" holds kinds of documents infer cannot read`);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('mapping infer and a description that mentions credit notes', () => {
  const TEXTS = ['Kreditnota', 'Credit note', 'Gutschrift', 'Nota de crédito', 'Avoir'];
  it('never takes free text, a value per row, as the kind that signs an amount', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TEXTS), marksArb, async (word, { seed, marks }) => {
        const rows = [['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', 'Description', 'Amount']];
        marks.forEach((m, i) =>
          rows.push([
            String(70001 + ((seed + i) % 5)),
            `R-${seed + i}`,
            '2024-03-04',
            'EUR',
            `${m ? `${word} ` : ''}office service ${seed + i}`,
            `${1000 + ((seed * 31 + i * 37) % 9000)}.50`,
          ]),
        );
        const yaml = await inferMapping(writeCsv(rows));
        expect(yaml, yaml).not.toContain('IF([Description]');
        expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Amount');
      }),
      { numRuns: 30 },
    );
  });
});
