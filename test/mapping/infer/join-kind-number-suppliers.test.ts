/**
 * A number is counted per kind of document only where one supplier holds it under two kinds:
 * vendor A's invoice 1001 beside vendor B's credit note 1001 is two suppliers' own numbers
 * meeting, and the invoice number stays the number (the keys of earlier uploads unchanged).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('kind-number-suppliers'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};

// [type header, invoice kind, credit-note kind], as registers write them.
const KINDS: readonly (readonly [string, string, string])[] = [
  ['Type', 'Invoice', 'Credit Note'],
  ['Doc Type', 'INV', 'CN'],
  ['Journal', 'ACH', 'NCA'],
  ['Tipo documento', 'Factura', 'Nota de crédito'],
];

interface Document {
  supplier: number;
  credit: boolean;
  number: number;
}

/** A register of the documents, each supplier's number its own bare count. */
function register([header, inv, credit]: readonly [string, string, string], documents: readonly Document[]) {
  return [
    ['Vendor No.', header, 'Invoice No', 'Invoice Date', 'Currency', 'Total'],
    ...documents.map((d, i) => [
      String(70001 + d.supplier),
      d.credit ? credit : inv,
      String(d.number),
      '2024-03-04',
      'EUR',
      `${1000 + i * 37}.50`,
    ]),
  ];
}

/** True when one supplier has one number under both kinds. */
const oneSupplierRepeats = (documents: readonly Document[]) =>
  documents.some((d) =>
    documents.some((e) => e.supplier === d.supplier && e.number === d.number && e.credit !== d.credit),
  );

// Documents of up to four suppliers, numbers from a small range so they meet; never one document twice.
const documents = fc
  .uniqueArray(
    fc.record({
      supplier: fc.integer({ min: 0, max: 3 }),
      credit: fc.boolean(),
      number: fc.integer({ min: 1001, max: 1012 }),
    }),
    { minLength: 8, maxLength: 14, selector: (d) => `${d.supplier}/${d.credit}/${d.number}` },
  )
  .filter((ds) => ds.some((d) => d.credit) && ds.filter((d) => !d.credit).length >= 4);

describe('mapping infer and numbers of different suppliers under two kinds', () => {
  it("vendor A's invoice 1001 beside vendor B's credit note 1001: the number alone", async () => {
    const docs: Document[] = [1001, 2203, 88, 4410, 1001, 7781, 5120, 312, 9034, 615, 2218, 3307].map((number, i) => ({
      supplier: i,
      credit: i === 4,
      number,
    }));
    const yaml = await inferMapping(writeCsv(register(KINDS[0]!, docs)));
    expect(invoiceOf(yaml).Invoice_Number, yaml).toBe('Invoice No');
  });

  it('over suppliers x kinds x numbers: the kind joins the number only when one supplier holds it under two kinds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KINDS), documents, async (kinds, docs) => {
        const yaml = await inferMapping(writeCsv(register(kinds, docs)));
        const template = { template: `{${kinds[0]}}-{Invoice No}` };
        if (oneSupplierRepeats(docs)) expect(invoiceOf(yaml).Invoice_Number, yaml).toEqual(template);
        else expect(invoiceOf(yaml).Invoice_Number, yaml).not.toEqual(template);
      }),
      { numRuns: 40 },
    );
  });
});
