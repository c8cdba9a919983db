/**
 * Whether a column numbers the documents in the order a system booked them: its own voucher,
 * registration or database number (`ID` 5120, 5123, 5126 ...; a protocollo 35/2024, 37/2024 ...).
 * A supplier writes its own invoice numbers, so a purchase book's column of supplier numbers holds
 * many shapes and far-apart numbers; the book's numbering holds one shape whose one changing
 * number lies in a narrow run. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

export interface OwnNumbering {
  first: bigint;
  last: bigint;
}

const DIGITS = /\d+/g;
/** The run may have gaps (cancelled or other documents numbered between), but not many. */
const GAPS = 4n;

/** The narrow run of the one changing number of `texts`, all of one `shape`, else undefined. */
function narrowRun(texts: readonly string[], shape: (t: string) => string): OwnNumbering | undefined {
  if (texts.length < 5 || texts.some((t) => shape(t) !== shape(texts[0]!))) return undefined;
  const runs = texts.map((t) => t.match(DIGITS) ?? []);
  if (runs[0]!.length === 0) return undefined;
  // Exactly one digit run changes (a year or series beside it stays).
  const changing = runs[0]!.map((_, i) => new Set(runs.map((r) => r[i])).size > 1);
  if (changing.filter(Boolean).length !== 1) return undefined;
  const at = changing.indexOf(true);
  const numbers = runs.map((r) => BigInt(r[at]!)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const first = numbers[0]!;
  const last = numbers[numbers.length - 1]!;
  return last - first < GAPS * BigInt(numbers.length) ? { first, last } : undefined;
}

const filledTexts = (profile: ColumnProfile) =>
  profile.filled < profile.texts.length ? [] : [...new Set(profile.texts.filter((t): t is string => t !== undefined))];

/** The run of numbers where the column numbers the documents in one shape, else undefined. */
export function readOwnNumbering(profile: ColumnProfile): OwnNumbering | undefined {
  return narrowRun(filledTexts(profile), (t) => t.replace(DIGITS, '#'));
}

const LETTERS = /\p{L}+/gu;

/**
 * The run of numbers where the book numbers its documents in one run under a few letter series
 * across suppliers (Logo's SAF00240017 for an invoice, SIF00240023 for a return), else undefined.
 * A supplier writes its own series (a Turkish e-Fatura's EFT2024..., a Romanian invoice's series):
 * series as many as the suppliers, each following its supplier, are the suppliers' numbering even
 * where the numbers happen to run close.
 */
export function readSeriesNumbering(profile: ColumnProfile, supplier: ColumnProfile): OwnNumbering | undefined {
  const run = narrowRun(filledTexts(profile), (t) => t.replace(DIGITS, '#').replace(LETTERS, 'A'));
  if (!run) return undefined;
  const seriesOf = (t: string | undefined) => (t ?? '').match(LETTERS)?.join(' ') ?? '';
  const series = new Set(profile.texts.map(seriesOf));
  const suppliers = new Set(supplier.texts.filter((t) => t !== undefined));
  // The commonest series is shared by several suppliers, and the series are far fewer than the suppliers.
  const rows = (s: string) => profile.texts.flatMap((t, row) => (seriesOf(t) === s ? [supplier.texts[row]] : []));
  const shared = Math.max(...[...series].map((s) => new Set(rows(s)).size));
  return suppliers.size >= 3 && shared >= 3 && series.size * 2 <= suppliers.size ? run : undefined;
}
