/**
 * A header written twice, in two languages on two rows (Cambodia's GDT journals: Khmer above
 * English; bilingual Canadian, Belgian or Gulf exports), each row naming every column: the row
 * whose names infer reads as more fields is the header a mapping reads, the other a title. Pure.
 */
import type { SheetRow } from '../../sheets/sheet-row.js';
import { headerCandidates } from './match-headers.js';

// A name read as a field this closely counts; looser fits are guesses either row may make.
const CLOSE = 0.9;

/** A number, date or amount: what a data row holds and a header does not. */
const looksLikeData = (text: string) => /^[-+(]?[\d.,/: -]+\)?$/.test(text.trim());

const filledAt = (cells: readonly string[]) => cells.flatMap((c, i) => (c.trim() === '' ? [] : [i]));

/** The columns whose name reads as some field. */
const readColumns = (names: readonly string[]) =>
  new Set(headerCandidates(names).flatMap((m) => (m.score >= CLOSE ? [m.index] : []))).size;

/**
 * True when `lower`, the row under the header `upper`, names the same columns (three or more) in
 * text that is no number or date, and more of its names read as fields than the upper row's do.
 */
export function readsBetterBelow(upper: readonly string[], lower: SheetRow | undefined): boolean {
  if (!lower) return false;
  if (lower.cells.some((c) => c !== undefined && c.kind !== 'empty' && (c.kind !== 'text' || looksLikeData(c.text))))
    return false;
  const names = lower.cells.map((c) => (c?.kind === 'text' ? c.text : ''));
  const up = filledAt(upper);
  const down = filledAt(names);
  if (up.length < 3 || up.length !== down.length || up.some((i, k) => down[k] !== i)) return false;
  return readColumns(names) > readColumns(upper);
}
