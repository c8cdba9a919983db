/**
 * A grouped layout's key found by its values where no header names one (Holded's `Núm. interno`,
 * Sage Intacct's `RECORDNO`): several rows per invoice show as a column whose values come in runs
 * of consecutive rows, each value in one run, while the line amount differs within a run and a
 * date or amount of the invoice stays the same. A one-row export sorted by vendor has runs too,
 * but its dates and totals change within them, and a party's column is never taken. Pure.
 */
import type { ColumnProfile } from './profile-column.js';
import { namesInternalId, namesPartyName } from './read-header-meaning.js';

export interface GroupKey {
  /** The key column. */
  index: number;
  /** Other columns that name the same invoices (a document number beside an internal one). */
  equivalents: number[];
  /** The line amount column that differs within an invoice. */
  lineAmount: number;
}

/** The start of each run of equal values; undefined when a value comes back after another or a cell is empty. */
function runsOf(profile: ColumnProfile): number[] | undefined {
  const starts: number[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < profile.texts.length; i++) {
    const text = profile.texts[i];
    if (text === undefined) return undefined;
    if (i > 0 && text === profile.texts[i - 1]) continue;
    if (seen.has(text)) return undefined;
    seen.add(text);
    starts.push(i);
  }
  return starts;
}

/** A number or a code (`C240017`, `BILL/2024/03/0001`), not free text that happens to differ (`Campaign 42`). */
// A slip's date and its number of the day in one cell (ECOUNT's `2024/01/05 -1`) is a code too.
const DATE_SEQUENCE = /^\d{4}[/.-]\d{1,2}[/.-]\d{1,2} ?- ?\d{1,5}$/;
const written = (p: ColumnProfile) =>
  p.texts.every((t) => t === undefined || /^(?=\S*\d)\S{1,40}$/u.test(t) || DATE_SEQUENCE.test(t));

/** Each row's run number. */
function runOfRow(starts: readonly number[], rows: number): number[] {
  const out: number[] = [];
  let run = -1;
  for (let i = 0; i < rows; i++) {
    if (starts[run + 1] === i) run++;
    out.push(run);
  }
  return out;
}

/** True when the column's filled values are the same within every run (blank repeats allowed). */
function constantWithin(profile: ColumnProfile, runOf: readonly number[]): boolean {
  const first = new Map<number, string>();
  for (let i = 0; i < runOf.length; i++) {
    const text = profile.texts[i];
    if (text === undefined) continue;
    const known = first.get(runOf[i]!);
    if (known === undefined) first.set(runOf[i]!, text);
    else if (known !== text) return false;
  }
  return first.size > 1 && new Set(first.values()).size > 1;
}

/** True when the values differ within at least one run. */
function variesWithin(profile: ColumnProfile, runOf: readonly number[]): boolean {
  return runOf.some((run, i) => i > 0 && runOf[i - 1] === run && profile.amounts[i] !== profile.amounts[i - 1]);
}

/** Same runs, same partition of the rows. */
const samePartition = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * The key of rows that hold one invoice line each, or undefined: `lineAmounts` are the columns
 * that may hold the line amounts; `excluded` the columns that may not be the key (the payee's).
 */
export function findGroupKey(
  profiles: readonly ColumnProfile[],
  lineAmounts: readonly number[],
  excluded: ReadonlySet<number>,
  /** Columns that name the invoices less well (the vendor's invoice number): ranked last. */
  later: ReadonlySet<number> = new Set(),
): GroupKey | undefined {
  const rows = profiles[0]?.texts.length ?? 0;
  if (rows < 4) return undefined;
  const isKeyLike = (p: ColumnProfile) =>
    !excluded.has(p.index) &&
    !lineAmounts.includes(p.index) &&
    p.share.date < 0.5 &&
    p.share.decimal < 0.5 &&
    written(p) &&
    !namesPartyName(p.header);
  const candidates = profiles
    .filter(isKeyLike)
    .map((p) => ({ p, starts: runsOf(p) }))
    .filter((c): c is { p: ColumnProfile; starts: number[] } => c.starts !== undefined)
    // Repeats on a fifth of the rows or more: a key of a few invoices of several lines each.
    .filter((c) => c.starts.length >= 2 && rows - c.starts.length >= Math.max(2, rows / 5));
  // The finest partition: a vendor's code may run over two invoices of that vendor, the invoice's never.
  const most = Math.max(0, ...candidates.map((c) => c.starts.length));
  const finest = candidates.filter((c) => c.starts.length === most);
  const best = finest[0];
  if (!best) return undefined;
  const runOf = runOfRow(best.starts, rows);
  const lineAmount = lineAmounts.find((i) => variesWithin(profiles[i]!, runOf));
  if (lineAmount === undefined) return undefined;
  // An invoice's date or total repeated on its lines: the evidence that a run is one invoice.
  const invoiceLevel = profiles.some(
    (p) =>
      p.index !== lineAmount &&
      !finest.some((c) => c.p.index === p.index) &&
      (p.share.date >= 0.9 || p.share.decimal >= 0.5) &&
      constantWithin(p, runOf),
  );
  // A key that writes the slip's date beside its number of the day is a slip's key by its form.
  const slipKey = best.p.texts.every((t) => t === undefined || DATE_SEQUENCE.test(t));
  if (!invoiceLevel && !slipKey) return undefined;
  const same = finest.filter((c) => samePartition(c.starts, best.starts));
  // The exporting system's own number is the key; a number written on the invoice may repeat across vendors.
  const rank = (p: ColumnProfile) => (namesInternalId(p.header) ? 0 : later.has(p.index) ? 2 : 1);
  const ranked = [...same].sort((a, b) => rank(a.p) - rank(b.p));
  return { index: ranked[0]!.p.index, equivalents: ranked.slice(1).map((c) => c.p.index), lineAmount };
}
