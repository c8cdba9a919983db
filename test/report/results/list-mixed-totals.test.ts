/**
 * The "Invoices and credit notes" table lists every part of a currency that holds an invoice or a
 * credit note, so its parts add up to the file, from the tallies a run's totals are made of.
 */
import { describe, expect, it } from 'vitest';
import { SignTallies } from '../../../src/invoice/split-by-sign.js';
import type { RunTotal, TotalPart } from '../../../src/journal/summarize-run.js';
import { listMixedTotals } from '../../../src/report/results/list-mixed-totals.js';

/** The totals of `rows` (currency, part, amount) as summarize-run.ts splits them by sign. */
function totalsOf(rows: readonly [string, TotalPart, string][]): Record<string, RunTotal> {
  const signs = new SignTallies<TotalPart>();
  for (const [currency, part, amount] of rows) {
    signs.add(currency, 'source', amount);
    signs.add(currency, part, amount);
  }
  const zero = '0.0000';
  const currencies = [...new Set(rows.map(([currency]) => currency))];
  return Object.fromEntries(
    currencies.map((currency) => {
      const bySign = signs.splits(currency);
      const total: RunTotal = {
        ...{ source: zero, created: zero, skipped: zero, held: zero },
        ...{ inDoubt: zero, resolvedNotCreated: zero, notCreated: zero },
      };
      return [currency, bySign ? { ...total, bySign } : total];
    }),
  );
}

const parts = (totals: Record<string, RunTotal>) =>
  listMixedTotals(totals).map(({ label, split }) => [label, split.invoices, split.creditNotes]);

describe('listMixedTotals', () => {
  it('lists created now and held beside the file and already created, so the parts add up to the file', () => {
    const totals = totalsOf([
      ['USD', 'created', '100.00'],
      ['USD', 'created', '200.00'],
      ['USD', 'held', '50.00'],
      ['USD', 'skipped', '-30.00'],
      ['USD', 'skipped', '80.00'],
    ]);
    const listed = parts(totals);
    expect(listed).toEqual([
      ['USD in the file', 4, 1],
      ['USD created now', 2, 0],
      ['USD already created or skipped', 1, 1],
      ['USD held (differs, not posted)', 1, 0],
    ]);
    const [file, ...rest] = listed;
    expect(rest.reduce((sum, [, invoices, credits]) => sum + Number(invoices) + Number(credits), 0)).toBe(
      Number(file![1]) + Number(file![2]),
    );
  });

  it('lists no currency whose parts hold credit notes alone or invoices alone', () => {
    const totals = totalsOf([
      ['EUR', 'created', '-10.00'],
      ['EUR', 'held', '-20.00'],
      ['GBP', 'created', '10.00'],
    ]);
    expect(parts(totals)).toEqual([]);
  });
});
