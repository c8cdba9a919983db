/**
 * A sample's profiles on the rows that name an invoice: a report's subtotal and total rows (a
 * Thai purchase report's `รวมเดือน ...`) leave the id blank, and their tax is the sum of the lines'
 * rounded taxes, a few satang off the rate of their summed net. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';

export function keepInvoiceRows(profiles: readonly ColumnProfile[], id: FieldChoice | undefined): ColumnProfile[] {
  const ids = id ? profiles[id.index] : undefined;
  if (!ids || ids.texts.every((t) => t !== undefined)) return [...profiles];
  const rows = ids.texts.flatMap((t, row) => (t !== undefined ? [row] : []));
  return profiles.map((p) => {
    const texts = rows.map((row) => p.texts[row]);
    const filled = texts.filter((t) => t !== undefined);
    return {
      ...p,
      texts,
      amounts: rows.map((row) => p.amounts[row]),
      filled: filled.length,
      distinct: new Set(filled).size,
    };
  });
}
