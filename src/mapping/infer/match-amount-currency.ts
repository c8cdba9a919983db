/**
 * The currency posted must be the currency of the amounts posted. Expense and spend exports list
 * each invoice in its own currency and in the book's: Quaderno's `original_currency` and
 * `original_amount` beside `accounting_currency` and `total_amount`, a bank-feed export's
 * `Transaction currency` beside `Home currency`. Header words alone paired the invoice's own
 * currency with the book's converted amounts, and a USD 12,000.00 bill was posted as USD 11,040.00.
 * The values tell which amount is in which currency: a converted amount equals the invoice's own
 * only on the rows where the two currencies are the same. Pure.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';

/** Header words that say what a column is, not whose it is: left out when pairing a currency with its amounts. */
const KIND_WORDS = new Set([
  'currency',
  'curr',
  'ccy',
  'code',
  'amount',
  'amt',
  'total',
  'value',
  'sum',
  'gross',
  'net',
  'in',
  'of',
  'the',
  'waehrung',
  'wahrung',
  'betrag',
  'moneda',
  'importe',
  'monto',
  'devise',
  'montant',
  'valuta',
  'importo',
  'moeda',
  'valor',
]);

function ownerWords(header: string): Set<string> {
  const words = header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !KIND_WORDS.has(w));
  return new Set(words);
}

function shareWord(a: string, b: string): boolean {
  const words = ownerWords(b);
  return [...ownerWords(a)].some((w) => words.has(w));
}

interface Split {
  /** Rows where both currency columns name the same currency. */
  same: number[];
  /** Rows where they name two. */
  apart: number[];
}

function splitRows(one: ColumnProfile, other: ColumnProfile): Split {
  const same: number[] = [];
  const apart: number[] = [];
  one.texts.forEach((text, row) => {
    const second = other.texts[row];
    if (text === undefined || second === undefined) return;
    (text.toUpperCase() === second.toUpperCase() ? same : apart).push(row);
  });
  return { same, apart };
}

/**
 * True when `amount` and `twin` are one total in two currencies: equal on every row of `same`,
 * and apart on every row of `apart` that is not zero.
 */
function convertedTwins(amount: ColumnProfile, twin: ColumnProfile, split: Split): boolean {
  const both = (row: number) => amount.amounts[row] !== undefined && twin.amounts[row] !== undefined;
  const same = split.same.filter(both);
  const apart = split.apart.filter((row) => both(row) && amount.amounts[row] !== 0n);
  if (same.length === 0 || apart.length === 0) return false;
  return (
    same.every((row) => amount.amounts[row] === twin.amounts[row]) &&
    apart.every((row) => amount.amounts[row] !== twin.amounts[row])
  );
}

/** Fields whose amounts are written in the invoice's currency. */
const MONEY_FIELDS = new Set(['Invoice_Amount', 'Amount', 'Tax']);

const isCurrencyColumn = (p: ColumnProfile) => p.filled > 0 && p.share.currency >= 0.9;
const isAmountColumn = (p: ColumnProfile) => p.filled > 0 && p.share.amount >= 0.9;

interface Reading {
  /** The currency column the total is written in. */
  column: ColumnProfile;
  /** The other currency column and the total written in it. */
  own: ColumnProfile;
  twin: ColumnProfile;
}

/**
 * Which of two currency columns `total` is written in, when a twin of it in the other currency
 * shows it: the twin's header names the other currency column's owner (`original_`), not this one's.
 */
function readTotalCurrency(
  total: ColumnProfile,
  one: ColumnProfile,
  two: ColumnProfile,
  profiles: readonly ColumnProfile[],
): Reading | undefined {
  const split = splitRows(one, two);
  for (const twin of profiles) {
    if (twin.index === total.index || !isAmountColumn(twin) || !convertedTwins(total, twin, split)) continue;
    const withOne = shareWord(twin.header, one.header);
    const withTwo = shareWord(twin.header, two.header);
    if (withOne && !withTwo) return { column: two, own: one, twin };
    if (withTwo && !withOne) return { column: one, own: two, twin };
  }
  return undefined;
}

const noteOf = (reading: Reading) =>
  `"${reading.own.header}" and "${reading.twin.header}" hold each invoice's own currency and total; the amounts proposed are "${reading.column.header}" ones. To post each invoice in its own currency map CurrencyCode: ${reading.own.header} and Invoice_Amount: ${reading.twin.header}, with line amounts in that currency`;

/** True when `choice`'s amounts are written in the reading's other currency: the total's twin, or named for its owner. */
function inOtherCurrency(choice: FieldChoice, reading: Reading): boolean {
  if (choice.index === reading.twin.index) return true;
  return shareWord(choice.header, reading.own.header) && !shareWord(choice.header, reading.column.header);
}

/**
 * The money fields other than the total that were taken from the other currency's columns: a line
 * amount that is the total's twin carries the total itself (one line per invoice); any other is left
 * to the user as a doubt. A line of USD 12,000.00 under a GBP 9,480.00 total validated, as the
 * proposal then dropped the sumLines check the two would fail.
 * @returns true when a field was changed
 */
function settleOtherCurrencyMoney(
  chosen: FieldChoice[],
  doubts: FieldDoubt[],
  total: FieldChoice,
  reading: Reading,
): boolean {
  let changed = false;
  for (let i = chosen.length - 1; i >= 0; i--) {
    const money = chosen[i]!;
    if (money === total || !MONEY_FIELDS.has(money.field) || !inOtherCurrency(money, reading)) continue;
    changed = true;
    if (money.field === 'Amount' && money.scope === 'items' && money.index === reading.twin.index) {
      chosen[i] = {
        ...money,
        index: total.index,
        header: total.header,
        why: `one line carries the invoice's total: "${money.header}" is written in "${reading.own.header}", the amounts proposed in "${reading.column.header}"`,
        alternatives: [],
      };
      continue;
    }
    chosen.splice(i, 1);
    doubts.push({
      scope: money.scope,
      field: money.field,
      headers: [money.header],
      reason: `"${money.header}" is written in "${reading.own.header}", the other amounts in "${reading.column.header}"`,
    });
  }
  return changed;
}

/**
 * Sets CurrencyCode to the currency column the chosen total is written in, when the file holds two
 * currency columns (one chosen, or both doubted alike) and the total's twin in the other currency
 * shows which is which.
 * @returns a note naming the invoice's own currency and total, or undefined when nothing moved
 */
export function matchAmountCurrency(
  chosen: FieldChoice[],
  doubts: FieldDoubt[],
  profiles: readonly ColumnProfile[],
): string | undefined {
  const choice =
    chosen.find((c) => c.field === 'Invoice_Amount' && c.scope === 'invoice') ??
    chosen.find((c) => c.field === 'Amount' && c.scope === 'items');
  const total = choice && profiles[choice.index];
  if (!choice || !total) return undefined;
  const at = chosen.findIndex((c) => c.field === 'CurrencyCode' && c.scope === 'invoice');
  const doubtAt = doubts.findIndex(
    (d) => d.field === 'CurrencyCode' && d.scope === 'invoice' && d.headers.length === 2,
  );
  const pairs: [ColumnProfile, ColumnProfile][] =
    at >= 0
      ? profiles
          .filter((p) => p.index !== chosen[at]!.index && isCurrencyColumn(p))
          .map((p) => [profiles[chosen[at]!.index]!, p])
      : doubtAt >= 0
        ? [doubts[doubtAt]!.headers.map((h) => profiles.find((p) => p.header === h)!) as [ColumnProfile, ColumnProfile]]
        : [];
  for (const [one, two] of pairs) {
    if (!one || !two || !isCurrencyColumn(one) || !isCurrencyColumn(two)) continue;
    const reading = readTotalCurrency(total, one, two, profiles);
    if (!reading) continue;
    const moved = settleOtherCurrencyMoney(chosen, doubts, choice, reading);
    if (at >= 0 && reading.column.index === chosen[at]!.index) return moved ? noteOf(reading) : undefined;
    const line: FieldChoice = {
      scope: 'invoice',
      field: 'CurrencyCode',
      index: reading.column.index,
      header: reading.column.header,
      why: `the amounts are written in it: "${choice.header}" equals "${reading.twin.header}" only where "${reading.own.header}" is "${reading.column.header}"`,
      alternatives: [reading.own.header],
    };
    if (at >= 0) chosen[at] = line;
    else {
      chosen.push(line);
      doubts.splice(doubtAt, 1);
    }
    return noteOf(reading);
  }
  return undefined;
}
