/**
 * A purchase book that splits its amounts by VAT rate, beside a document-type column whose kinds
 * infer cannot read: one kind may be a credit note written positive, so neither the rates' sums
 * nor the total is mapped as it is; they are doubts with that reason. Where every kind but the
 * invoices is written negative in the sums, the sums carry the sign and are mapped.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** Ten documents, one row each, every fourth of the other kind: its amounts negative when `signed`. */
function book(typeHeader: string, invoiceKind: string, otherKind: string, signed: boolean): string {
  const rows = [
    [typeHeader, 'Invoice No.', 'Invoice Date', 'Supplier', 'Net 24%', 'VAT 24%', 'Net 13%', 'VAT 13%', 'Total'],
  ];
  for (let i = 0; i < 10; i++) {
    const other = i % 4 === 3;
    const sign = other && signed ? -1 : 1;
    const net24 = 10000 + i * 731;
    const net13 = i % 2 === 0 ? 5000 + i * 97 : 0;
    const vat24 = Math.round(net24 * 0.24);
    const vat13 = Math.round(net13 * 0.13);
    rows.push([
      other ? otherKind : invoiceKind,
      String(4100 + i * 7),
      `${String(3 + i).padStart(2, '0')}/02/2024`,
      `Supplier ${['Alpha', 'Beta', 'Gamma'][i % 3]}`,
      ...[net24, vat24, net13, vat13, net24 + vat24 + net13 + vat13].map((c) => money(sign * c)),
    ]);
  }
  const file = join(makeTempDir('unread-rate-sums'), 'book.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

// Kinds' codes no rule reads, as systems of languages infer has no words for write them.
const KINDS: readonly (readonly [string, string])[] = [
  ['ΤΙΜ', 'ΑΚΡ'],
  ['ΤΔΑ', 'ΕΠΣ'],
  ['Z1', 'Z7'],
  ['ДОК', 'УПД'],
  ['TX', 'QZ'],
];
const HEADERS = ['Τύπος', 'Type', 'Είδος', 'Belegart', 'Tipo'];

describe('mapping infer and amounts split by rate beside kinds it cannot read', () => {
  it('maps no rate sum or total as it is when the other kind is written positive', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HEADERS), fc.constantFrom(...KINDS), async (header, [invoice, other]) => {
        const yaml = await inferMapping(book(header, invoice, other, false));
        const m = mapped(yaml);
        expect(m.invoice?.Invoice_Amount).toBeUndefined();
        expect(m.items?.Amount).toBeUndefined();
        expect(m.items?.Tax).toBeUndefined();
        expect(yaml).toMatch(
          /# Tax: \{ formula: '\[VAT 24%\] \+ \[VAT 13%\]' \} .*kinds of documents infer cannot read/,
        );
      }),
      { numRuns: 12 },
    );
  });

  it('maps the sums where every other kind is written negative in them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HEADERS), fc.constantFrom(...KINDS), async (header, [invoice, other]) => {
        const m = mapped(await inferMapping(book(header, invoice, other, true)));
        expect(m.items?.Amount).toEqual({ formula: '[Net 24%] + [Net 13%]' });
        expect(m.items?.Tax).toEqual({ formula: '[VAT 24%] + [VAT 13%]' });
      }),
      { numRuns: 8 },
    );
  });
});
