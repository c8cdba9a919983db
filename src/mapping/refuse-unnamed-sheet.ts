/**
 * A mapping without `sheet:` reads a workbook's first visible sheet. Where the person who saved the
 * workbook was looking at another sheet with the same table, or another sheet holds it too, which
 * sheet they mean is not known: posting the first one could send last month's invoices. Refused
 * before any row is read, naming the sheets with the mapping's headers and the setting that
 * chooses. A workbook saved showing a sheet without them (a Summary or notes tab) is read at the
 * one sheet that has them: nothing else could be meant.
 */
import { InputFileError } from '../errors.js';
import type { OtherSheet } from '../sheets/other-sheet-headers.js';
import type { ColumnRef } from './compiled-mapping.js';
import { missesHeader } from './find-sheet-with-headers.js';

/** The sheet read: its name and 1-based position in the tab order (unknown: not offered by position). */
export interface ReadSheet {
  name: string;
  position: number | undefined;
}

/**
 * Throws when the sheet the workbook opens on is not `read` (the first visible sheet, whose header
 * row has the mapping's headers) and has them too, or another visible sheet's header row has them.
 * Letters fit any sheet: a mapping naming no header is refused only for the sheet the workbook
 * opens on.
 */
export async function refuseUnnamedSheet(
  read: ReadSheet,
  others: AsyncIterable<OtherSheet>,
  refs: readonly ColumnRef[],
  file: string,
): Promise<void> {
  const byHeader = refs.some((ref) => ref.header !== undefined);
  let opening: OtherSheet | undefined;
  // The tab shown when it is another one, with or without the headers: the words name it.
  let shown: OtherSheet | undefined;
  const alike: OtherSheet[] = [];
  for await (const other of others) {
    // A chart sheet or an empty one has no header row, not even for a mapping of letters that fits any worksheet.
    const hasHeaders = other.kind === 'worksheet' && other.headers.length > 0 && !missesHeader(refs, other.headers);
    if (other.opening) shown = other;
    // A sheet shown without the mapping's headers cannot be the one meant.
    if (other.opening && hasHeaders) opening = other;
    if (byHeader && hasHeaders) alike.push(other);
  }
  if (!opening && alike.length === 0) return;
  const readsWhat = `the mapping names no sheet, so the first visible sheet "${read.name}" would be read`;
  const holds =
    alike.length === 0
      ? ''
      : `; ${quoted([read.name, ...alike.map((other) => other.sheet)])} ${alike.length === 1 ? 'both have' : 'all have'} the mapping's headers`;
  const opens = opening
    ? `the workbook opens on sheet "${opening.sheet}", but ${readsWhat}`
    : `the workbook opens on ${shown ? `${shown.kind === 'worksheet' ? 'sheet' : shown.kind} "${shown.sheet}"` : `sheet "${read.name}"`} and ${readsWhat}`;
  const choices = new Map<string, number | undefined>();
  for (const choice of [opening, { sheet: read.name, position: read.position }, ...alike])
    if (choice && !choices.has(choice.sheet)) choices.set(choice.sheet, choice.position);
  const names = [...choices.keys()].map((name) => `sheet: ${JSON.stringify(name)}`).join(' or ');
  // A position stays right where the month's tab is renamed each month.
  const places = [...choices.values()];
  const positions = places.every((position) => position !== undefined)
    ? `, or by position (${places.map((position) => `sheet: ${position}`).join(' or ')})`
    : '';
  throw new InputFileError(
    `${opens}${holds}: which one is meant is not known, so nothing was read. ` +
      `Name the sheet to read under source in the mapping (${names})${positions}`,
    { file },
  );
}

function quoted(names: readonly string[]): string {
  const each = names.map((name) => `"${name}"`);
  return each.length <= 2 ? each.join(' and ') : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`;
}
