/**
 * The sheets to name when the sheet read lacks the mapping's columns and others have them all.
 */
import type { ColumnRef } from './compiled-mapping.js';
import { headerKey } from './resolve-columns.js';

/** True when a header the mapping names is not among `headers`. */
export function missesHeader(refs: readonly ColumnRef[], headers: readonly string[]): boolean {
  const keys = new Set(headers.map(headerKey));
  return refs.some((ref) => ref.header !== undefined && !keys.has(headerKey(ref.header)));
}

/** Each of `sheets` whose header row has every header the mapping names (letters fit any sheet: none then). */
export async function findSheetsWithHeaders(
  sheets: AsyncIterable<{ sheet: string; headers: string[] }>,
  refs: readonly ColumnRef[],
): Promise<string[]> {
  if (!refs.some((ref) => ref.header !== undefined)) return [];
  const found: string[] = [];
  for await (const { sheet, headers } of sheets) if (!missesHeader(refs, headers)) found.push(sheet);
  return found;
}
