/**
 * An amount written in one of two columns, Debit or Credit, by the side it posts to (a supplier
 * report's `Debit` / `Credit`, `Soll` / `Haben`, `Debe` / `Haber`, `借方` / `貸方`): each row fills
 * one side. A bill and a credit note sit on opposite sides, so the invoice amount is one side less
 * the other, or, beside a document type that agrees with the sides row by row, the type's side
 * signed by the type. A payables ledger posts the gross: beside a tax column that is a rate of the
 * side less it, the line's net is the side less the tax. Pure.
 */
import { readTotalBesideTax } from './check-sample-sums.js';
import type { FieldChoice } from './choose-fields.js';
import { findCreditTypeColumn, type CreditTypeColumn } from './find-credit-type-column.js';
import { findSideKindColumn } from './find-side-kind-column.js';
import { normalizeHeader } from '../field-catalog.js';
import { CREDIT_SIDE_WORDS, DEBIT_SIDE_WORDS } from './header-words/side-words.js';
import { tableWords } from './header-words/word-table.js';
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldLine } from './render-proposal.js';
import { formulaSpec } from './render-proposal.js';

/** The two sides as headers name them, accents dropped: the debit first. */
const SIDES: readonly (readonly [RegExp, RegExp])[] = [
  [
    /^(?:debit|debits|dr|debitamount|debet|debetbelop|debetbelob|soll|sollbetrag|debe|cargo|debito|debitos|winien|借方|借方金額|借方金额|차변)$/,
    /^(?:credit|credits|cr|creditamount|kredit|kreditbelop|kreditbelob|haben|habenbetrag|haber|abono|credito|creditos|ma|貸方|贷方|貸方金額|贷方金额|대변)$/,
  ],
];

/** The side words of every language's row, as `headerKey` writes them. */
const SIDE_WORDS = [DEBIT_SIDE_WORDS, CREDIT_SIDE_WORDS].map((t) => new Set(tableWords(t).map(headerKey)));

/** The side a header names, 0 for the debit and 1 for the credit, or undefined. */
export function sideOf(header: string): 0 | 1 | undefined {
  // A currency in brackets qualifies the side: `Debet (EUR)`, `借方金額(円)`.
  const named = header.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  for (const side of [0, 1] as const) {
    const key = headerKey(named);
    if (SIDES.some((pair) => pair[side].test(key) || pair[side].test(normalizeHeader(named)))) return side;
    if (SIDE_WORDS[side]!.has(key)) return side;
  }
  return undefined;
}

export interface DebitCreditPair {
  debit: ColumnProfile;
  credit: ColumnProfile;
}

const filledAmount = (p: ColumnProfile, row: number) => {
  const a = p.amounts[row];
  return a !== undefined && a !== 0n;
};

/** Two amount columns named as the debit and the credit side, of which each sampled row fills at most one. */
export function findDebitCreditPair(profiles: readonly ColumnProfile[]): DebitCreditPair | undefined {
  const named = (side: 0 | 1) =>
    profiles.filter(
      (p) =>
        // A side no sampled row is on is empty; Hangul is compared as written (accents dropped, it falls apart).
        sideOf(p.header) === side && (p.filled === 0 || p.share.amount >= 0.95),
    );
  const [debit] = named(0);
  const [credit] = named(1);
  if (!debit || !credit) return undefined;
  const rows = Math.max(debit.amounts.length, credit.amounts.length);
  let filled = 0;
  for (let row = 0; row < rows; row++) {
    const d = filledAmount(debit, row);
    const c = filledAmount(credit, row);
    if (d && c) return undefined;
    if (d || c) filled++;
  }
  return filled >= 3 && filled * 10 >= rows * 9 ? { debit, credit } : undefined;
}

export interface PairAmounts {
  invoice: FieldLine;
  items: FieldLine[];
  /** The line's net and tax add up to the invoice amount. */
  gross: boolean;
}

/** The side each kind of row fills: the invoices' and the credit notes', when every row agrees. */
function sidesByType(pair: DebitCreditPair, type: CreditTypeColumn, typeProfile: ColumnProfile) {
  const seen = { invoice: new Set<ColumnProfile>(), credit: new Set<ColumnProfile>() };
  typeProfile.texts.forEach((t, row) => {
    if (t === undefined) return;
    const side = filledAmount(pair.debit, row) ? pair.debit : filledAmount(pair.credit, row) ? pair.credit : undefined;
    if (side) seen[type.credits.includes(t) ? 'credit' : 'invoice'].add(side);
  });
  const [invoice] = seen.invoice;
  const [credit] = seen.credit;
  if (seen.invoice.size !== 1 || seen.credit.size > 1 || (credit && credit === invoice)) return undefined;
  return { invoice: invoice!, credit: credit ?? (invoice === pair.debit ? pair.credit : pair.debit) };
}

/** The side most rows fill: the invoices'. */
function usualSide(pair: DebitCreditPair): { invoice: ColumnProfile; credit: ColumnProfile } {
  const count = (p: ColumnProfile) => p.amounts.filter((_, row) => filledAmount(p, row)).length;
  return count(pair.credit) >= count(pair.debit)
    ? { invoice: pair.credit, credit: pair.debit }
    : { invoice: pair.debit, credit: pair.credit };
}

/** The gross of each row, whichever side holds it, for reading a tax column against it. */
function grossProfile(pair: DebitCreditPair): ColumnProfile {
  const amounts = pair.debit.amounts.map((d, row) => (filledAmount(pair.debit, row) ? d : pair.credit.amounts[row]));
  return { ...pair.debit, amounts };
}

/**
 * The invoice amount, and the line's amount and tax, read from the pair: signed by the type
 * column where it agrees with the sides, else one side less the other (then a tax column, whose
 * sign nothing shows, is left to the doubts).
 */
export function amountsFromPair(
  pair: DebitCreditPair,
  type: CreditTypeColumn | undefined,
  typeProfile: ColumnProfile | undefined,
  tax: FieldChoice | undefined,
  profiles: readonly ColumnProfile[],
): PairAmounts {
  const byType = type && typeProfile ? sidesByType(pair, type, typeProfile) : undefined;
  const sides = byType ?? usualSide(pair);
  const [i, c] = [`[${sides.invoice.header}]`, `[${sides.credit.header}]`];
  const why = `"${pair.debit.header}" and "${pair.credit.header}" hold each row's amount on its side`;
  if (!byType || !type) {
    const formula = formulaSpec(`${i} - ${c}`);
    const line = { spec: formula, comment: `${why}: most rows on "${sides.invoice.header}", the invoices'` };
    return {
      invoice: { field: 'Invoice_Amount', ...line },
      items: tax ? [] : [{ field: 'Amount', ...line }],
      gross: false,
    };
  }
  const test = type.credits.map((v) => `[${type.header}] = "${v}"`).join(', ');
  const isCredit = type.credits.length > 1 ? `OR(${test})` : test;
  const comment = `${why}: "${type.header}" puts ${type.credits.map((v) => `"${v}"`).join(', ')} on "${sides.credit.header}", the invoices on "${sides.invoice.header}"`;
  const invoice = { field: 'Invoice_Amount', spec: formulaSpec(`IF(${isCredit}, -${c}, ${i})`), comment };
  const taxProfile = tax ? profiles[tax.index] : undefined;
  const unsigned = taxProfile?.amounts.every((a) => a === undefined || a >= 0n) ?? false;
  const reads = taxProfile ? readTotalBesideTax(grossProfile(pair), taxProfile) : 'neither';
  if (!tax || !unsigned || (reads !== 'gross' && reads !== 'either'))
    return { invoice, items: tax ? [] : [{ ...invoice, field: 'Amount' }], gross: false };
  const t = `[${tax.header}]`;
  return {
    invoice,
    items: [
      {
        field: 'Amount',
        spec: formulaSpec(`IF(${isCredit}, ${t} - ${c}, ${i} - ${t})`),
        comment: `${comment}; the side includes "${tax.header}", a tax rate of the side less it`,
      },
      {
        field: 'Tax',
        spec: formulaSpec(`IF(${isCredit}, -${t}, ${t})`),
        comment: `"${tax.header}" is written unsigned: ${comment}`,
      },
    ],
    gross: true,
  };
}

export interface PairFill {
  invoice: FieldLine;
  items: FieldLine[];
  sumLines?: { kind: 'gross'; why: string } | undefined;
}

/** The money fields of one row per invoice whose amount is in a Debit / Credit pair, if it is. */
export function fillFromPair(profiles: readonly ColumnProfile[], tax: FieldChoice | undefined): PairFill | undefined {
  const pair = findDebitCreditPair(profiles);
  if (!pair) return undefined;
  const type = findCreditTypeColumn(profiles) ?? findSideKindColumn(pair, profiles);
  const read = amountsFromPair(pair, type, type ? profiles[type.index] : undefined, tax, profiles);
  const why = `Amount and "${tax?.header}" split the side's amount: together they are the invoice amount`;
  return { invoice: read.invoice, items: read.items, sumLines: read.gross ? { kind: 'gross', why } : undefined };
}
