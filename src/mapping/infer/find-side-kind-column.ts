/**
 * A document-kind column whose codes infer cannot read, beside a Debit / Credit pair: where every
 * row of one kind fills one side and every row of the other kind the other side (Xledger's
 * `Bilagsart` IF on `Kredit`, IK on `Debet`), the sides say which kind is the credit note: the
 * kind on the side fewer rows fill. Pure.
 */
import type { CreditTypeColumn } from './find-credit-type-column.js';
import { namesDocumentKind } from './read-kind-header.js';
import type { ColumnProfile } from './profile-column.js';

interface Pair {
  debit: ColumnProfile;
  credit: ColumnProfile;
}

const filled = (p: ColumnProfile, row: number) => p.amounts[row] !== undefined && p.amounts[row] !== 0n;

/** The side one row fills: 0 the debit, 1 the credit, undefined for none or both. */
function sideOfRow(pair: Pair, row: number): 0 | 1 | undefined {
  const [d, c] = [filled(pair.debit, row), filled(pair.credit, row)];
  return d === c ? undefined : d ? 0 : 1;
}

/** A kind column of two repeated codes that split the rows by side, the credit's code named. */
export function findSideKindColumn(pair: Pair, profiles: readonly ColumnProfile[]): CreditTypeColumn | undefined {
  for (const p of profiles) {
    if (p === pair.debit || p === pair.credit || p.distinct !== 2 || !namesDocumentKind(p.header)) continue;
    const sides = new Map<string, Set<0 | 1>>();
    const counts = [0, 0];
    p.texts.forEach((t, row) => {
      const side = sideOfRow(pair, row);
      if (t === undefined || side === undefined) return;
      sides.set(t, (sides.get(t) ?? new Set()).add(side));
      counts[side]!++;
    });
    const kinds = [...sides].filter(([, s]) => s.size === 1);
    if (kinds.length !== 2 || kinds[0]![1].has(0) === kinds[1]![1].has(0)) continue;
    // Each kind written on at least two rows: a kind repeats, a one-off row proves nothing.
    const rows = (v: string) => p.texts.filter((t) => t === v).length;
    if (kinds.some(([v]) => rows(v) < 2)) continue;
    const creditSide = counts[0]! < counts[1]! ? 0 : counts[1]! < counts[0]! ? 1 : undefined;
    const credit = kinds.find(([, s]) => s.has(creditSide as 0 | 1));
    if (creditSide === undefined || !credit) continue;
    return { index: p.index, header: p.header, credits: [credit[0]] };
  }
  return undefined;
}
