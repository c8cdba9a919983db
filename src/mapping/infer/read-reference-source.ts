/**
 * A payment reference is often the supplier's own number with its letters and separators dropped
 * (Fakturoid's variable symbol 20260456 of the number FV2026-0456, a KID of INV-88231): where a
 * column beside it holds such numbers, that column is the number on the invoice, whatever its
 * header says. Known by values. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** Most of the rows, allowing a reference or two typed apart from the number. */
const MOST = 0.8;

/** True when on most rows `reference`'s digits are `column`'s digits, and `column` writes more than digits on some row. */
export function madeFromNumber(reference: ColumnProfile, column: ColumnProfile): boolean {
  let rows = 0;
  let same = 0;
  let shaped = false;
  reference.texts.forEach((ref, row) => {
    const text = column.texts[row];
    if (ref === undefined || text === undefined) return;
    rows++;
    const digits = text.replace(/\D/g, '');
    if (digits !== '' && digits === ref.replace(/\D/g, '')) same++;
    if (/[^\d\s]/.test(text)) shaped = true;
  });
  return rows >= 3 && shaped && same >= rows * MOST;
}
