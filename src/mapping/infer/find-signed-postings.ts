/**
 * The amount of each posting of a journal, signed by its side: a Debit / Credit pair's debit less
 * its credit, or one amount column that holds both signs (Uni Micro's `Beløp`, a `Belopp` or
 * `Bedrag` of a verifikationslista or mutatie-export: costs and input VAT positive, the supplier's
 * posting negative). Which of them a voucher's postings balance on is told by the vouchers
 * (find-party-rows.ts), not by the header. Pure.
 */
import { findDebitCreditPair } from './propose-debit-credit.js';
import type { ColumnProfile } from './profile-column.js';

export interface SignedPostings {
  /** A row's amount, the debit side positive. */
  signed: (row: number) => bigint;
  /** The columns the amount is read from. */
  columns: readonly ColumnProfile[];
}

/** A share of the cells that may fail to read as amounts (a stray dash) in an amount column. */
const AMOUNTS = 0.95;

/** The Debit / Credit pair where headers name one, else every filled amount column holding both signs. */
export function findSignedPostings(profiles: readonly ColumnProfile[]): SignedPostings[] {
  const pair = findDebitCreditPair(profiles);
  if (pair)
    return [
      {
        signed: (row) => (pair.debit.amounts[row] ?? 0n) - (pair.credit.amounts[row] ?? 0n),
        columns: [pair.debit, pair.credit],
      },
    ];
  const rows = profiles[0]?.texts.length ?? 0;
  return profiles
    .filter(
      (p) =>
        p.filled === rows &&
        p.share.amount >= AMOUNTS &&
        p.amounts.some((a) => a !== undefined && a < 0n) &&
        p.amounts.some((a) => a !== undefined && a > 0n),
    )
    .map((p) => ({ signed: (row: number) => p.amounts[row] ?? 0n, columns: [p] }));
}
