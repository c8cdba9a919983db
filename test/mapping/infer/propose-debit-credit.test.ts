/**
 * One row per invoice whose amount sits in a Debit or a Credit column by its side (a supplier
 * report's `Debit` / `Credit`, `Soll` / `Haben`, `Debe` / `Haber`, `借方` / `貸方`), a credit note
 * on the other side than a bill. Generated space over the writers' headers, the side bills are on,
 * a document type or none, a tax column or none and the share of credit notes: the invoice amount
 * is never one column alone, it is signed by the type where the type agrees with the sides, and
 * one side less the other where there is no type.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [debit header, credit header] as exports write them. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['Debit', 'Credit'],
  ['Dr', 'Cr'],
  ['Soll', 'Haben'],
  ['Debe', 'Haber'],
  ['Debet', 'Kredit'],
  ['Cargo', 'Abono'],
  ['借方金額', '貸方金額'],
  ['차변', '대변'],
];
/** [type header, a bill's type, a credit note's type]. */
const TYPES: readonly (readonly [string, string, string])[] = [
  ['Type', 'Bill', 'Credit'],
  ['Belegart', 'Rechnung', 'Gutschrift'],
  ['Tipo', 'Factura', 'Nota de crédito'],
  ['取引区分', '掛仕入', '掛返品'],
];

interface Export {
  pair: number;
  /** Bills on the credit side (a payables ledger) or on the debit side (an expense ledger). */
  billsOnCredit: boolean;
  type: number | undefined;
  tax: boolean;
  rate: 10 | 19 | 25;
  rows: number;
  credits: boolean[];
  seed: number;
}

const exportArb: fc.Arbitrary<Export> = fc.record({
  pair: fc.nat(PAIRS.length - 1),
  billsOnCredit: fc.boolean(),
  type: fc.option(fc.nat(TYPES.length - 1), { nil: undefined }),
  tax: fc.boolean(),
  rate: fc.constantFrom(10 as const, 19 as const, 25 as const),
  rows: fc.integer({ min: 6, max: 14 }),
  credits: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
  seed: fc.nat(5000),
});

function write(e: Export): string {
  const [debit, credit] = PAIRS[e.pair]!;
  const type = e.type === undefined ? undefined : TYPES[e.type]!;
  const header = ['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency'];
  if (type) header.push(type[0]);
  if (e.tax) header.push('Tax Amount');
  header.push(debit, credit);
  const lines = [header];
  for (let i = 0; i < e.rows; i++) {
    // Credit notes are a minority, and the first row is always a bill.
    const isCredit = i > 0 && e.credits[i]! && i % 3 === 0;
    const net = 10000 + ((e.seed * 17 + i * 1301) % 90000);
    const tax = Math.round((net * e.rate) / 100);
    const gross = (net + (e.tax ? tax : 0)) / 100;
    const row = [String(70001 + (i % 5)), `R-${e.seed + i}`, '2024-03-04', 'EUR'];
    if (type) row.push(isCredit ? type[2] : type[1]);
    if (e.tax) row.push((tax / 100).toFixed(2));
    const onCredit = isCredit !== e.billsOnCredit;
    row.push(onCredit ? '' : gross.toFixed(2), onCredit ? gross.toFixed(2) : '');
    lines.push(row);
  }
  const file = join(makeTempDir('debit-credit'), 'export.csv');
  writeFileSync(file, `${lines.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

type Mapped = { invoice?: Record<string, unknown>; items?: Record<string, unknown>; checks?: Record<string, unknown> };

describe('mapping infer and an amount held in a Debit / Credit pair', () => {
  it('reads the amount by its side, signed by the type where there is one', async () => {
    await fc.assert(
      fc.asyncProperty(exportArb, async (e) => {
        const yaml = await inferMapping(write(e));
        const m = parse(yaml) as Mapped;
        const [debit, credit] = PAIRS[e.pair]!;
        const [bills, credits] = e.billsOnCredit ? [`[${credit}]`, `[${debit}]`] : [`[${debit}]`, `[${credit}]`];
        const type = e.type === undefined ? undefined : TYPES[e.type]!;
        const hasCredit = type !== undefined && e.credits.some((c, i) => c && i > 0 && i % 3 === 0 && i < e.rows);
        if (type && hasCredit) {
          const isCredit = `[${type[0]}] = "${type[2]}"`;
          expect(m.invoice?.Invoice_Amount, yaml).toEqual({ formula: `IF(${isCredit}, -${credits}, ${bills})` });
          if (e.tax) {
            expect(m.items?.Amount, yaml).toEqual({
              formula: `IF(${isCredit}, [Tax Amount] - ${credits}, ${bills} - [Tax Amount])`,
            });
            expect(m.items?.Tax, yaml).toEqual({ formula: `IF(${isCredit}, -[Tax Amount], [Tax Amount])` });
            expect(m.checks?.sumLines, yaml).toBe('gross');
          } else expect(m.items?.Amount, yaml).toEqual(m.invoice?.Invoice_Amount);
        } else if (!type) {
          expect(m.invoice?.Invoice_Amount, yaml).toEqual({ formula: `${bills} - ${credits}` });
          // Nothing shows the tax's sign without a type: the tax and the net are left to decide.
          if (e.tax) expect(m.items?.Amount, yaml).toBeUndefined();
          else expect(m.items?.Amount, yaml).toEqual({ formula: `${bills} - ${credits}` });
        }
        // Never one side alone.
        for (const side of [debit, credit]) {
          expect(m.invoice?.Invoice_Amount, yaml).not.toBe(side);
          expect(m.items?.Amount, yaml).not.toBe(side);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('two amount columns both filled on a row are no pair: neither is read as a side', async () => {
    const e: Export = { pair: 0, billsOnCredit: true, type: 0, tax: false, rate: 10, rows: 8, credits: [], seed: 1 };
    const file = write(e);
    const both = readFileSync(file, 'utf8').replace(/,,(\d+\.\d\d)\r\n/g, ',$1,$1\r\n');
    writeFileSync(file, both);
    const m = parse(await inferMapping(file)) as Mapped;
    expect(JSON.stringify(m.invoice?.Invoice_Amount ?? '')).not.toMatch(/\[Debit\]|\[Credit\]/);
  });
});
