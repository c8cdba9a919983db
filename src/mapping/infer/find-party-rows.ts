/**
 * The supplier's side of a voucher (Unit4's `AP` row, a ledger's creditor posting): in a journal
 * export of Debit / Credit rows or of one signed amount, each voucher's rows balance, and one row
 * of one type on every voucher is the other side of all the rest: the supplier's, whose amount is the invoice's total.
 * It is no line to post: found here for a `skipRows` rule, and left out of the sample. Pure.
 */
import type { PaymentRows } from './find-payment-rows.js';
import { findSignedPostings, type SignedPostings } from './find-signed-postings.js';
import { namesDocumentKind } from './read-kind-header.js';
import type { ColumnProfile } from './profile-column.js';
import { namesLedgerAccount } from './read-account-header.js';
import type { SkipProposal } from './propose-skip-rules.js';

/** The fewest vouchers that make the evidence. */
const ENOUGH = 3;
/** A type column holds a few kinds of row. */
const MAX_TYPES = 6;
/** One unit of the currency, in ten-thousandths: a posting smaller is a rounding. */
const ONE = 10000n;

/** Runs of consecutive rows that share the column's value, as row lists; the last left out when the sample was cut. */
function runsOf(p: ColumnProfile, complete: boolean): number[][] {
  const runs: number[][] = [];
  p.texts.forEach((t, row) => {
    if (row > 0 && t === p.texts[row - 1]) runs[runs.length - 1]!.push(row);
    else runs.push([row]);
  });
  return complete ? runs : runs.slice(0, -1);
}

/**
 * Columns that tell a voucher's rows apart: a few row types, then ledger accounts (one row per
 * posting: the creditors' account and the VAT account among as many cost accounts as are used).
 */
export function typeColumns(profiles: readonly ColumnProfile[]): ColumnProfile[] {
  return [
    ...profiles.filter((p) => p.distinct <= MAX_TYPES && namesDocumentKind(p.header)),
    ...profiles.filter((p) => namesLedgerAccount(p.header)),
  ];
}

/** The rows of a type on which each voucher's rows balance, one such row per voucher. */
export function findPartyRows(profiles: readonly ColumnProfile[], complete: boolean): PaymentRows | undefined {
  for (const postings of findSignedPostings(profiles)) {
    const party = partyRowsOf(profiles, complete, postings);
    if (party) return party;
  }
  return undefined;
}

function partyRowsOf(
  profiles: readonly ColumnProfile[],
  complete: boolean,
  { signed, columns }: SignedPostings,
): PaymentRows | undefined {
  const rows = columns[0]!.texts.length;
  const full = (p: ColumnProfile) => !columns.includes(p) && p.filled === rows;
  // Vouchers: runs of a column's value of two rows or more that each sum to zero.
  const vouchers = profiles
    .filter((p) => full(p) && p.distinct >= ENOUGH && p.distinct < rows)
    .map((p) => runsOf(p, complete))
    .filter(
      (runs) =>
        runs.length >= ENOUGH &&
        runs.every((run) => run.length >= 2 && run.reduce((sum, row) => sum + signed(row), 0n) === 0n),
    )
    // A period's or a date's runs balance too, several vouchers at a time: the finest runs are the vouchers.
    .sort((a, b) => b.length - a.length)[0];
  if (!vouchers) return undefined;
  for (const p of typeColumns(profiles)) {
    if (!full(p) || p.distinct < 2) continue;
    const values = [...new Set(p.texts.filter((t): t is string => t !== undefined))];
    const party = values.filter((v) =>
      vouchers.every((run) => {
        const mine = run.filter((row) => p.texts[row] === v);
        if (mine.length !== 1 || mine.length === run.length) return false;
        const own = signed(mine[0]!);
        // On the other side of every other row of its voucher, save a rounding of less than one unit (Øreavrunding).
        const rounding = (row: number) => signed(row) < ONE && signed(row) > -ONE;
        return own !== 0n && run.every((row) => row === mine[0] || rounding(row) || signed(row) > 0n !== own > 0n);
      }),
    );
    if (party.length === 1) return { index: p.index, header: p.header, values: party };
  }
  return undefined;
}

/** The `skipRows` rule that names the supplier's rows. */
export function partySkipRule(party: PaymentRows): SkipProposal {
  const kinds = party.values.map((v) => `"${v}"`).join(', ');
  return {
    name: 'supplier-side',
    letter: '',
    column: party.header,
    equals: party.values,
    why: `one ${kinds} row on each voucher balances all its other rows: the supplier's side, the invoice's total, no line`,
  };
}
