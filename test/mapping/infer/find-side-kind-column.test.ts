/**
 * A Debit / Credit pair beside a kind column of codes infer cannot read (Xledger's Bilagsart IF /
 * IK): when each kind fills one side on every row, the sides say which kind is the credit note,
 * and the amount is that kind's side, signed. Generated space over side headers, codes and rows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const SIDES = [
  ['Debet', 'Kredit'],
  ['Debit', 'Credit'],
  ['Soll', 'Haben'],
  ['Debe', 'Haber'],
] as const;
const KIND_HEADERS = ['Bilagsart', 'Belegart', 'Doc Type', 'Type'];
const CODES = ['IF', 'IK', 'LF', 'LK', 'V1', 'V2', 'XA', 'XB'];

describe('mapping infer and a kind column that splits the rows by side', () => {
  it('signs the credit kind from its side, named by the kind the fewer rows hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SIDES),
        fc.constantFrom(...KIND_HEADERS),
        fc.uniqueArray(fc.constantFrom(...CODES), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 8, max: 16 }),
        fc.nat(5000),
        async ([debit, credit], header, [invoiceKind, creditKind], count, seed) => {
          const rows = [['Leverandør', 'Fakturanr', 'Bilagsdato', 'Currency', header, debit, credit]];
          for (let i = 0; i < count; i++) {
            const isCredit = i % 4 === seed % 4;
            const amount = `${1000 + ((seed * 31 + i * 37) % 9000)}.50`;
            rows.push([
              String(70001 + ((seed + i) % 5)),
              `F-${seed + i}`,
              '2024-03-04',
              'NOK',
              isCredit ? creditKind! : invoiceKind!,
              isCredit ? amount : '',
              isCredit ? '' : amount,
            ]);
          }
          const file = join(makeTempDir('side-kind'), 'ledger.csv');
          writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
          const yaml = await inferMapping(file);
          const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice;
          expect(invoice?.Invoice_Amount, yaml).toEqual({
            formula: `IF([${header}] = "${creditKind}", -[${debit}], [${credit}])`,
          });
        },
      ),
      { numRuns: 30 },
    );
  });
});
