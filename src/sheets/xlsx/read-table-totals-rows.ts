/**
 * The totals rows of a worksheet's Excel Tables (Insert > Table, Total Row on): a table part
 * (`xl/tables/tableN.xml`, linked from the sheet's relationships) says `totalsRowCount="1"` and its
 * `ref` ends on that row. It sums the column above it, so it is never an invoice, whatever its
 * label (Excel leaves the label blank when the first column gets a function). Only the register's
 * own table's totals row is one of its rows: the mapping layer keeps the tables covering the
 * header row and the columns it reads (table-totals-rows.ts).
 */
import { posix } from 'node:path';
import { columnNumber, type TableWithTotals } from '../sheet-row.js';
import { openZipEntryText } from '../zip/read-zip-entry.js';
import type { WorkbookZip } from './open-workbook-zip.js';

/** Relationship type ending of a table part. */
const TABLE_TYPE = '/table';

/** The tables with a totals row on the sheet in `sheetPart`, each with the range its ref covers. */
export async function readTableTotalsRows(
  filePath: string,
  workbook: Pick<WorkbookZip, 'findPart'>,
  sheetPart: string,
): Promise<TableWithTotals[]> {
  const tables: TableWithTotals[] = [];
  const rels = workbook.findPart(posix.join(posix.dirname(sheetPart), '_rels', `${posix.basename(sheetPart)}.rels`));
  if (!rels) return tables;
  for (const target of tableTargets(await textOf(filePath, rels))) {
    const part = workbook.findPart(
      target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(sheetPart), target),
    );
    if (!part) continue;
    const table = /<(?:[\w.-]+:)?table\s([^>]*)>/.exec(await textOf(filePath, part));
    const attributes = attributesOf(table?.[1] ?? '');
    const count = Number(attributes.get('totalsRowCount') ?? 0);
    const ref = /^\$?([A-Z]{1,3})\$?(\d+):\$?([A-Z]{1,3})\$?(\d+)$/.exec(attributes.get('ref') ?? '');
    if (!Number.isInteger(count) || count < 1 || !ref) continue;
    const [top, bottom] = [Number(ref[2]), Number(ref[4])];
    const rows: number[] = [];
    for (let row = bottom - count + 1; row <= bottom; row++) rows.push(row);
    tables.push({
      name: attributes.get('displayName') ?? attributes.get('name') ?? 'Table',
      top,
      bottom,
      left: columnNumber(ref[1] ?? '') - 1,
      right: columnNumber(ref[3] ?? '') - 1,
      totalsRows: rows,
    });
  }
  return tables;
}

function tableTargets(relsXml: string): string[] {
  const targets: string[] = [];
  for (const match of relsXml.matchAll(/<(?:[\w.-]+:)?Relationship\s([^>]*)>/g)) {
    const attributes = attributesOf(match[1] ?? '');
    const target = attributes.get('Target');
    if (target !== undefined && (attributes.get('Type') ?? '').endsWith(TABLE_TYPE)) targets.push(target);
  }
  return targets;
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes.set(match[1] ?? '', match[2] ?? match[3] ?? '');
  return attributes;
}

/** A small part's whole text (relationships and table parts are a few kilobytes). */
async function textOf(filePath: string, entry: Parameters<typeof openZipEntryText>[1]): Promise<string> {
  let text = '';
  for await (const chunk of openZipEntryText(filePath, entry)) text += chunk as string;
  return text;
}
