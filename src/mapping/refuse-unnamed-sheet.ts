/**
 * A mapping without `sheet:` reads a workbook's first visible sheet. Where the person who saved the
 * workbook was looking at another sheet, or another sheet holds the same table, which sheet they
 * mean is not known: posting the first one could send last month's invoices. Refused before any row
 * is read, naming the sheets and the setting that chooses.
 */
import { InputFileError } from '../errors.js';
import type { OtherSheet } from '../sheets/other-sheet-headers.js';
import type { ColumnRef } from './compiled-mapping.js';
import { missesHeader } from './find-sheet-with-headers.js';

/**
 * Throws when `read` (the first visible sheet, whose header row has the mapping's headers) is not
 * the sheet the workbook opens on, or another visible sheet's header row has them too. Letters
 * fit any sheet: a mapping naming no header is refused only for the sheet the workbook opens on.
 */
export async function refuseUnnamedSheet(
  read: string,
  others: AsyncIterable<OtherSheet>,
  refs: readonly ColumnRef[],
  file: string,
): Promise<void> {
  const byHeader = refs.some((ref) => ref.header !== undefined);
  let opening: OtherSheet | undefined;
  const alike: string[] = [];
  for await (const other of others) {
    if (other.opening) opening = other;
    if (byHeader && !missesHeader(refs, other.headers)) alike.push(other.sheet);
  }
  if (!opening && alike.length === 0) return;
  const readsWhat = `the mapping names no sheet, so the first visible sheet "${read}" would be read`;
  const holds =
    alike.length === 0
      ? ''
      : `; ${quoted([read, ...alike])} ${alike.length === 1 ? 'both have' : 'all have'} the mapping's headers`;
  const opens = opening
    ? `the workbook opens on sheet "${opening.sheet}", but ${readsWhat}`
    : `the workbook opens on sheet "${read}" and ${readsWhat}`;
  const choices = [...new Set([opening?.sheet, read, ...alike].filter((name) => name !== undefined))];
  throw new InputFileError(
    `${opens}${holds}: which one is meant is not known, so nothing was read. ` +
      `Name the sheet to read under source in the mapping (${choices.map((name) => `sheet: ${JSON.stringify(name)}`).join(' or ')})`,
    { file },
  );
}

function quoted(names: readonly string[]): string {
  const each = names.map((name) => `"${name}"`);
  return each.length <= 2 ? each.join(' and ') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
}
