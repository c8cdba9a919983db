/**
 * Which side of a journal's postings a voucher's lines are on: the one most vouchers' sums are on
 * (a purchase debits its costs; its credit notes, fewer, the reverse). Shared by the Debit / Credit
 * pair's reading and the one signed column's. Pure.
 */
import type { LayoutChoice } from './find-layout.js';

/** 1n where most vouchers' `signed` rows sum above 0, -1n where most sum below, undefined on a tie. */
export function chooseLinesSide(layout: LayoutChoice, signed: (row: number) => bigint): 1n | -1n | undefined {
  const sums = new Map<number, bigint>();
  layout.invoiceOfRow.forEach((invoice, row) => sums.set(invoice, (sums.get(invoice) ?? 0n) + signed(row)));
  const debits = [...sums.values()].filter((s) => s > 0n).length;
  const credits = [...sums.values()].filter((s) => s < 0n).length;
  if (debits === credits) return undefined;
  return debits > credits ? 1n : -1n;
}
