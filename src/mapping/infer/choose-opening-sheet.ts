/**
 * Month tabs of one register ("Dec 2023", "Jan 2024") hold the same columns: which one is to be
 * posted is the user's choice, not the first tab's. The proposal takes the tab the workbook opens on
 * (the one shown when it was saved) and says on its `sheet:` line which others look the same.
 */
import type { SheetListing } from '../../sheets/list-sheets.js';
import { normalizeHeader } from '../field-catalog.js';
import { sampleTable } from './read-sample-table.js';

/** Sheets compared, at most: a workbook of many tabs must not cost a read of each. */
const MOST_SHEETS = 20;

export interface SheetChoice {
  sheet: string | undefined;
  /** Why this sheet, when another visible sheet has the same columns. @default none: no other is alike */
  why?: string | undefined;
}

/** The sheet to propose instead of `chosen` (found by its data), and why, when others have its columns. */
export async function chooseOpeningSheet(
  file: string,
  listed: readonly SheetListing[],
  chosen: string | undefined,
): Promise<SheetChoice> {
  const visible = listed.filter((sheet) => !sheet.hidden);
  if (chosen === undefined || visible.length < 2) return { sheet: chosen };
  const columns = await columnsOf(file, chosen);
  const alike: string[] = [];
  for (const { name } of visible.filter((sheet) => sheet.name !== chosen).slice(0, MOST_SHEETS))
    if ((await columnsOf(file, name)) === columns) alike.push(name);
  if (alike.length === 0) return { sheet: chosen };
  const opening = visible.find((sheet) => sheet.opening)?.name;
  const sheet = opening !== undefined && [chosen, ...alike].includes(opening) ? opening : chosen;
  const others = [chosen, ...alike].filter((name) => name !== sheet).map((name) => `"${name}"`);
  const same = `${others.join(', ')} ${others.length === 1 ? 'has' : 'have'} the same columns: name the one to post each time`;
  return {
    sheet,
    why:
      sheet === opening
        ? `the sheet the workbook opens on; ${same}`
        : `the first with these columns, though the workbook opens on "${opening ?? ''}"; ${same}`,
  };
}

/** The sheet's header texts, normalized, as one string to compare; '' for a sheet that is no table. */
async function columnsOf(file: string, sheet: string): Promise<string> {
  const table = await sampleTable(file, 'xlsx', { type: 'xlsx', sheet }, 5).catch(() => undefined);
  const headers = (table?.headers ?? []).map(normalizeHeader).filter(Boolean);
  return headers.length < 3 ? `\u0000${sheet}` : headers.join('\u0001');
}
