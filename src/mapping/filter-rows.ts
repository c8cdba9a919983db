/**
 * The rows of a table that are data: rows the mapping's rules say are not (totals, footers) are
 * dropped as the batches stream by.
 */
import type { SheetRow } from '../sheets/sheet-row.js';
import type { SkipRule } from './compiled-mapping.js';
import { isSkipped } from './invoice-group.js';
import type { ColumnIndex } from './resolve-columns.js';

export async function* withoutSkipped(
  batches: AsyncIterable<readonly SheetRow[]>,
  rules: readonly SkipRule[],
  columns: ColumnIndex,
): AsyncGenerator<SheetRow[]> {
  for await (const batch of batches) {
    const kept = batch.filter((row) => !isSkipped(row, rules, columns));
    if (kept.length > 0) yield kept;
  }
}
