/**
 * A row counter: the column a register or query numbers its rows by (`No.`, `#`, `S.No`, `Sr. No`,
 * `ลำดับ`, `№`, `序号`), counting 1, 2, 3 down the rows. It says where a row stands in the export,
 * never which document it is: no invoice's id nor its number. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

const COUNTER_HEADER =
  /^(?:no\.?|#|n[º°o]\.?|s\.?\s?no\.?|sl\.?\s?no\.?|sr\.?(?:\s?no\.?)?|lp\.?|stt|item|ลำดับ(?:ที่)?|№|序号|序號|순번|क्र\.?\s?सं\.?)$/iu;

/** Fewer rows counted 1, 2, 3 may be a short register's own numbers; more are its rows. */
const COUNTED_ROWS = 5;

/**
 * True when every row is numbered by its place, 1, 2, 3 with none left out, whatever the header
 * (`Nr. d/o`, `Nr. crt.`, `Հ/Հ`): the list's running number. Suppliers' invoice numbers never run
 * so; a book's own transaction number may (`取引No`), so this names no invoice number, not no id.
 */
export function numbersRowsInPlace(profile: ColumnProfile): boolean {
  const counts = profile.texts.map((t) => t?.trim() ?? '');
  return counts.length >= COUNTED_ROWS && counts.every((t, i) => t === String(i + 1));
}

/** True when the header names a row counter and its values count the rows from 1. */
export function countsRows(header: string, profile: ColumnProfile): boolean {
  if (!COUNTER_HEADER.test(header.trim())) return false;
  const counts = profile.texts.filter((t): t is string => t !== undefined && t.trim() !== '').map((t) => t.trim());
  if (counts.length < 2 || !counts.every((t) => /^\d{1,6}$/.test(t))) return false;
  // Sampled rows may skip some; the counter still rises from 1.
  return Number(counts[0]) === 1 && counts.every((t, i) => i === 0 || Number(t) > Number(counts[i - 1]));
}
