import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalCreated } from '../../../src/report/period/plan-period-export.js';
import type { PeriodRow } from '../../../src/journal/period-statements.js';
import { sumAmounts } from '../../../src/invoice/decimal-amount.js';

const rowOf = (currency: string, amount: string, target = 'prod'): PeriodRow =>
  ({ currencyCode: currency, invoiceAmount: amount, targetDescription: target }) as PeriodRow;

/** Amounts as the journal holds them: four places, either sign, up to a billion. */
const amount = fc
  .bigInt({ min: -10_000_000_000_000n, max: 10_000_000_000_000n })
  .map(
    (scaled) =>
      `${scaled < 0n ? '-' : ''}${(scaled < 0n ? -scaled : scaled) / 10_000n}.${((scaled < 0n ? -scaled : scaled) % 10_000n).toString().padStart(4, '0')}`,
  );

describe('totalCreated', () => {
  it('splits invoices from credit notes per currency, and the net is the exact sum of every amount', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('EUR', 'USD', 'JPY'), amount), { maxLength: 60 }), (lines) => {
        const totals = totalCreated(lines.map(([currency, a]) => rowOf(currency, a)));
        for (const total of totals) {
          const mine = lines.filter(([currency]) => currency === total.currency).map(([, a]) => a);
          expect(total.net).toBe(sumAmounts(mine));
          expect(total.invoices + total.creditNotes).toBe(mine.length);
          expect(total.creditNotes).toBe(mine.filter((a) => a.startsWith('-') && /[1-9]/.test(a)).length);
          expect(sumAmounts([total.invoiceAmount, total.creditNoteAmount])).toBe(total.net);
        }
        expect(totals.map((t) => t.currency)).toEqual([...new Set(lines.map(([c]) => c))].sort());
      }),
    );
  });

  it('keeps each target apart: a sandbox is never added to a production total', () => {
    const totals = totalCreated([rowOf('EUR', '10.0000', 'prod'), rowOf('EUR', '5.0000', 'sandbox')]);
    expect(totals.map((t) => [t.target, t.net])).toEqual([
      ['prod', '10.0000'],
      ['sandbox', '5.0000'],
    ]);
  });

  it('sums 0.1 ten thousand times to exactly 1000 (no float drift)', () => {
    const [total] = totalCreated(Array.from({ length: 10_000 }, () => rowOf('EUR', '0.1000')));
    expect(total!.invoiceAmount).toBe('1000.0000');
  });
});
