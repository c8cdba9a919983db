/**
 * The lines of a journal's vouchers are on the side most vouchers' sums are on: a purchase debits
 * its costs, its credit notes (fewer) the reverse; a tie tells nothing.
 */
import { describe, expect, it } from 'vitest';
import { chooseLinesSide } from '../../../src/mapping/infer/choose-lines-side.js';
import type { LayoutChoice } from '../../../src/mapping/infer/find-layout.js';

/** A grouped layout of the rows' vouchers, and their amounts in ten-thousandths. */
function journal(rows: readonly [number, number][]) {
  const layout: LayoutChoice = {
    type: 'grouped',
    key: [0],
    linesKey: [],
    invoiceOfRow: rows.map(([voucher]) => voucher),
    invoiceOfLine: [],
    partial: new Set(),
  };
  return { layout, signed: (row: number) => BigInt(rows[row]![1]) };
}

describe('chooseLinesSide', () => {
  it('is the debit side where most vouchers sum above 0 (one credit note among them)', () => {
    const { layout, signed } = journal([
      [1, 1000],
      [1, 250],
      [2, 400],
      [3, -300],
    ]);
    expect(chooseLinesSide(layout, signed)).toBe(1n);
  });

  it('is the credit side where most vouchers sum below 0', () => {
    const { layout, signed } = journal([
      [1, -1000],
      [2, -400],
      [2, -100],
      [3, 300],
    ]);
    expect(chooseLinesSide(layout, signed)).toBe(-1n);
  });

  it('is none on a tie, or where every voucher balances', () => {
    const tie = journal([
      [1, 500],
      [2, -500],
    ]);
    expect(chooseLinesSide(tie.layout, tie.signed)).toBeUndefined();
    const balanced = journal([
      [1, 500],
      [1, -500],
      [2, 70],
      [2, -70],
    ]);
    expect(chooseLinesSide(balanced.layout, balanced.signed)).toBeUndefined();
  });
});
