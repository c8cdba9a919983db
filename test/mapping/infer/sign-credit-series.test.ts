/**
 * Credit notes marked by a document series (Greek `Σειρά` ΠΤΑ beside ΤΑΓ) or a Hindi voucher type
 * (`खरीद वापसी` beside `खरीद`), written positive: infer signs their amounts by the formula, whatever
 * the header, the codes and the amounts of the sample.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

// [type header, invoice value, credit value], as Greek and Indian registers write them.
const KINDS: readonly (readonly [string, string, string])[] = [
  ['Σειρά', 'ΤΑΓ', 'ΠΤΑ'],
  ['Σειρά', 'ΤΔΑ', 'ΠΤ'],
  ['Σειρά παραστατικού', 'ΤΠΥ', 'ΠΤΑ'],
  ['Serie', 'ΤΙΜ', 'ΠΤΕ'],
  ['Τύπος', 'Τιμολόγιο', 'Πιστωτικό τιμολόγιο'],
  ['वाउचर प्रकार', 'खरीद', 'खरीद वापसी'],
  ['वाउचर प्रकार', 'खरीद', 'डेबिट नोट'],
  ['प्रकार', 'बिल', 'क्रेडिट नोट'],
  ['Voucher Type', 'Purchase', 'वापसी'],
];

function writeCsv(header: string, inv: string, credit: string, amounts: readonly number[], creditRows: number) {
  const rows = [['Supplier', 'Invoice No.', 'Invoice Date', 'Currency', header, 'Amount']];
  amounts.forEach((cents, i) =>
    rows.push([
      `Supplier ${i % 3}`,
      `R-${2400 + i}`,
      '2024-03-04',
      'EUR',
      i % creditRows === creditRows - 1 ? credit : inv,
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    ]),
  );
  const file = join(makeTempDir('credit-series'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer signs credit notes marked by a series code or a voucher type', () => {
  it('an amount written positive on those rows is mapped by the formula that signs it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KINDS),
        fc.array(fc.integer({ min: 1_00, max: 99_999_99 }), { minLength: 8, maxLength: 14 }),
        fc.integer({ min: 3, max: 5 }),
        async ([header, inv, credit], amounts, creditRows) => {
          const yaml = await inferMapping(writeCsv(header, inv, credit, amounts, creditRows));
          const signed = { formula: `IF([${header}] = "${credit}", -1, 1) * [Amount]` };
          expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual(signed);
          expect(mapped(yaml).items?.Amount, yaml).toEqual(signed);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  // A series of invoice codes only, or a Greek code beside a series of another kind, signs nothing.
  it.each([
    ['Σειρά', 'ΤΑΓ', 'ΤΔΑ'],
    ['Serie', 'Α', 'Β'],
    ['वाउचर प्रकार', 'खरीद', 'जर्नल'],
  ])('"%s" with "%s" and "%s" holds no credit note: the amount is mapped as it is', async (header, a, b) => {
    const yaml = await inferMapping(
      writeCsv(header, a, b, [120_00, 99_50, 310_00, 45_10, 800_00, 17_25, 64_00, 9_99], 4),
    );
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Amount');
  });
});
