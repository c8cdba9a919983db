/**
 * A debit/credit flag column: DATEV's `Soll/Haben-Kennzeichen` (S, H), SAP's `Soll/Haben`,
 * ledger exports' `Dr/Cr` or `Debit/Credit`. Beside it an amount is written without its sign, so
 * the amount alone is not what the invoice posts: a credit note reads as an invoice. Pure.
 */
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';

/** The two sides as exports write them, lower case; the first of each pair is the debit. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['s', 'h'],
  ['d', 'c'],
  ['dr', 'cr'],
  ['debit', 'credit'],
  ['soll', 'haben'],
  ['debet', 'credit'],
  ['debe', 'haber'],
  ['+', '-'],
];
/** Values that say the side on their own, without a header to tell what a letter means. */
const SPELLED = new Set(['dr', 'cr', 'debit', 'credit', 'soll', 'haben', 'debet', 'debe', 'haber']);
// `Soll/Haben-Kennzeichen`, `Debit/Credit`, `D/C`, `Dr/Cr`, `DC Indicator`, `Sign`, `Vorzeichen`, `S/H`.
const SIGN_HEADER =
  /^(?:sollhaben.*|debitcredit.*|dc|drcr|dcindicator|debitcreditindicator|sign|vorzeichen|sh|shkz|shkennzeichen|debetcredit)$/;

export interface SignColumn {
  index: number;
  header: string;
  /** The values found, as written. */
  values: string[];
  /** The side most rows are on (the invoices'), and the other side (credit notes'), as the file writes them. */
  usual: string;
  other: string;
}

/** The first column whose values are one or both sides of a debit/credit pair, named as such or spelled out. */
export function findSignColumn(profiles: readonly ColumnProfile[]): SignColumn | undefined {
  for (const p of profiles) {
    if (p.filled < 3 || p.distinct > 2) continue;
    const values = [...new Set(p.texts.filter((t): t is string => t !== undefined))];
    const lower = values.map((v) => v.toLowerCase());
    const pair = PAIRS.find((pr) => lower.every((v) => pr.includes(v)));
    if (!pair) continue;
    if (!SIGN_HEADER.test(headerKey(p.header)) && !lower.every((v) => SPELLED.has(v))) continue;
    const count = (v: string) => p.texts.filter((t) => t === v).length;
    const usual = [...values].sort((a, b) => count(b) - count(a))[0]!;
    const found = values.find((v) => v !== usual);
    const otherSide = pair.find((side) => side !== usual.toLowerCase())!;
    // The side the sample lacks is written in the case of the side it has: H -> S, Cr -> Dr.
    const other =
      found ??
      (usual === usual.toUpperCase()
        ? otherSide.toUpperCase()
        : usual[0] === usual[0]!.toUpperCase()
          ? otherSide[0]!.toUpperCase() + otherSide.slice(1)
          : otherSide);
    return { index: p.index, header: p.header, values, usual, other };
  }
  return undefined;
}
