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

/** The run of numbers where the column numbers the documents in one shape, else undefined. */
export function readOwnNumbering(profile: ColumnProfile): OwnNumbering | undefined {
  const texts = [...new Set(profile.texts.filter((t): t is string => t !== undefined))];
  if (texts.length < 5 || profile.filled < profile.texts.length) return undefined;
  const shape = (t: string) => t.replace(DIGITS, '#');
  if (texts.some((t) => shape(t) !== shape(texts[0]!))) return undefined;
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
