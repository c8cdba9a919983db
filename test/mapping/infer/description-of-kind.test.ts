/**
 * A column named like a description whose values are the document's kind, which tells the
 * credit notes (CONTPAQi's `Concepto`: Compra / Devolución de Compra), is not the line's text;
 * a column of real line texts under the same header stays the Description, in words or in nouns
 * of one word (`Fachliteratur`, `辦公用品`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const KINDS = [
  ['Concepto', 'Compra', 'Devolución de Compra'],
  ['Description', 'Invoice', 'Credit Note'],
  ['Concepto', 'Factura', 'Nota de crédito'],
] as const;
const TEXTS = ['Print advertisement', 'Billboard rental', 'Agency commission', 'Sponsorship fee'];

function writeBills(header: string, text: (i: number, credit: boolean) => string, credits: readonly boolean[]): string {
  const rows = credits.map((credit, i) =>
    [`F-${4100 + i * 13}`, `Vendor ${i % 3}`, '2024-03-04', text(i, credit), 'MXN', `${500 + i * 31}.00`].join(','),
  );
  const file = join(makeTempDir('description-of-kind'), 'compras.csv');
  writeFileSync(file, `Invoice Number,Vendor,Invoice Date,${header},Currency,Total\r\n${rows.join('\r\n')}\r\n`);
  return file;
}

/** Some credit notes among the bills, never most. */
const credits = fc
  .array(fc.boolean(), { minLength: 8, maxLength: 14 })
  .filter((c) => c.some(Boolean) && c.filter(Boolean).length * 2 < c.length);
const mappedLine = (yaml: string, field: string) => yaml.split('\n').find((l) => l.startsWith(`  ${field}: `));

describe('mapping infer and a description column that holds the document kind', () => {
  it('leaves Description commented where its values are the kinds that tell the credit notes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KINDS), credits, async ([header, bill, credit], flags) => {
        const yaml = await inferMapping(writeBills(header, (_, c) => (c ? credit : bill), flags));
        expect(mappedLine(yaml, 'Description'), yaml).toBeUndefined();
        expect(yaml).toContain(`"${header}" holds the document's kind ("${credit}" marks the credit notes)`);
      }),
      { numRuns: 10 },
    );
  });

  it("keeps Description where the column holds the lines' texts", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('Concepto', 'Description'), credits, async (header, flags) => {
        const yaml = await inferMapping(writeBills(header, (i) => TEXTS[i % 4]!, flags));
        expect(mappedLine(yaml, 'Description'), yaml).toMatch(new RegExp(`^ {2}Description: ${header} `));
      }),
      { numRuns: 4 },
    );
  });

  // Schedules that describe the goods write what a credit note is on its own row instead.
  it.each([
    ['Description', 'Credit note - returned goods'],
    ['Libellé', 'Avoir sur facture'],
    ['Descrição', 'Nota de crédito - devolução'],
  ])('keeps "%s" where the credit notes\' rows say "%s" and the others name goods', async (header, credit) => {
    await fc.assert(
      fc.asyncProperty(credits, async (flags) => {
        const yaml = await inferMapping(writeBills(header, (i, c) => (c ? credit : TEXTS[i % 4]!), flags));
        expect(mappedLine(yaml, 'Description'), yaml).toMatch(new RegExp(`^ {2}Description: ${header} `));
      }),
      { numRuns: 3 },
    );
  });

  // Languages that write a noun as one word: German compounds, Chinese without spaces.
  it.each([
    ['Text', 'Gutschrift Rücksendung', ['Hotelübernachtung', 'Fachliteratur', 'Dienstleistung', 'Büromaterial']],
    ['摘要', '退貨折讓', ['廣告費', '辦公用品', '維修費', '運輸費']],
  ])(
    'keeps "%s" where the credit notes\' rows say "%s" and the others are nouns of one word',
    async (header, credit, nouns) => {
      const flags = [false, false, true, false, false, false, false, true, false, false];
      const yaml = await inferMapping(writeBills(header, (i, c) => (c ? credit : nouns[i % 4]!), flags));
      expect(mappedLine(yaml, 'Description'), yaml).toMatch(new RegExp(`^ {2}Description: "?${header}"? `));
    },
  );
});
