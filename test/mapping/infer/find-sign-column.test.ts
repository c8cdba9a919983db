/**
 * An amount written beside a debit/credit flag (DATEV's S/H, Dr/Cr, Debit/Credit) is not proposed
 * as the invoice amount or a line's amount: the sign is the flag's, and a credit note would post
 * as an invoice. The proposal is a doubt whose reason gives the formula that applies the sign.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[], delimiter = ','): string {
  const file = join(makeTempDir('sign-column'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(delimiter)).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

/** Twelve bookings, one invoice each; every fourth on the other side (a credit note) when `both`. */
function bookings(flagHeader: string, sides: readonly [string, string], amountHeader: string, both: boolean) {
  const rows: string[][] = [['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', amountHeader, flagHeader]];
  for (let i = 0; i < 12; i++)
    rows.push([
      String(70001 + (i % 5)),
      `R-${2400 + i}`,
      '2024-03-04',
      'EUR',
      `${1000 + i * 37}.50`,
      both && i % 4 === 3 ? sides[1] : sides[0],
    ]);
  return rows;
}

describe('mapping infer and a debit/credit flag beside the amount', () => {
  // [flag header, [invoice side, credit-note side], amount header], as ledger and booking exports write them.
  const FLAGS: readonly (readonly [string, readonly [string, string], string])[] = [
    ['Soll/Haben-Kennzeichen', ['H', 'S'], 'Umsatz (ohne Soll/Haben-Kz)'],
    ['S/H', ['H', 'S'], 'Betrag'],
    ['Debit/Credit', ['Credit', 'Debit'], 'Amount'],
    ['D/C', ['C', 'D'], 'Invoice Amount'],
    ['Dr/Cr', ['CR', 'DR'], 'Amount'],
    ['Entry Type', ['Cr', 'Dr'], 'Total'],
    ['Side', ['credit', 'debit'], 'Gross Amount'],
  ];

  it.each(FLAGS)(
    '"%s" %j: the amount "%s" is a doubt with the formula that applies the sign',
    async (flag, sides, amount) => {
      for (const both of [false, true]) {
        const yaml = await inferMapping(writeCsv(bookings(flag, sides, amount, both)));
        const m = mapped(yaml);
        expect(m.invoice?.Invoice_Amount, yaml).toBeUndefined();
        expect(m.items?.Amount, yaml).toBeUndefined();
        expect(yaml).toContain(
          `the amount has a sign to apply, e.g. { formula: 'IF([${flag}] = "${sides[1]}", -1, 1) * [${amount}]' }`,
        );
      }
    },
  );

  it.each([
    ['Size', ['S', 'H']],
    ['Class', ['D', 'C']],
  ] as const)('a column "%s" of letters %j, not named as a flag, does not stop the amount', async (header, sides) => {
    const yaml = await inferMapping(writeCsv(bookings(header, sides, 'Amount', true)));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Amount');
  });
});
