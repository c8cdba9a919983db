/**
 * A sums record at the end of a record-typed book: fixed-record exports of tax portals and ledgers
 * (a VAT book's detail records, then one record of the totals) mark each row's kind by a code in a
 * column of its own. The last row carries another code than every row above, leaves blank a column
 * each invoice fills (its number, date or supplier) and holds in its amount columns the sums of the
 * rows above: it is no invoice. The proposal skips it by its code, so a month's file of any length
 * loses none. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { profileColumn, type ColumnProfile } from './profile-column.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';

export interface SumRecord {
  row: SheetRow;
  skip: SkipProposal;
}

// A record type's code: a digit or two, or a letter or two (`2`, `3`, `D`, `T`, `01`).
const RECORD_CODE = /^[\p{L}\p{N}]{1,2}$/u;

const textAt = (row: SheetRow, index: number) => cellText(row.cells[index]).trim();

/** The column whose code is the same on every row above and another on the last. */
function recordTypeColumn(table: SampledTable, above: readonly SheetRow[], last: SheetRow): number {
  return table.headers.findIndex((header, index) => {
    const code = textAt(last, index);
    const codes = new Set(above.map((r) => textAt(r, index)));
    const [detail] = codes;
    return (
      header.trim() !== '' && codes.size === 1 && RECORD_CODE.test(code) && RECORD_CODE.test(detail!) && code !== detail
    );
  });
}

/** Columns of amounts on every row above whose value on the last row is their sum, not all of them zero. */
function summedColumns(profiles: readonly ColumnProfile[], rows: number): ColumnProfile[] {
  return profiles.filter((p) => {
    const above = p.amounts.slice(0, rows - 1);
    const sum = p.amounts[rows - 1];
    if (sum === undefined || sum === 0n || above.some((a) => a === undefined)) return false;
    return above.reduce((s, a) => s! + a!, 0n) === sum;
  });
}

/** The sums record that ends the sample, with the rule that skips it by its code. */
export function findSumRecord(table: SampledTable, decimal: '.' | ','): SumRecord | undefined {
  const rows = table.rows;
  const last = rows[rows.length - 1];
  if (!table.complete || rows.length < 4 || !last) return undefined;
  const above = rows.slice(0, -1);
  const type = recordTypeColumn(table, above, last);
  if (type < 0) return undefined;
  // A column each invoice fills that the sums record leaves blank: its number, date or supplier.
  const blanked = table.headers.some(
    (_, i) => i !== type && textAt(last, i) === '' && above.every((r) => textAt(r, i) !== ''),
  );
  const profiles = table.headers.map((h, i) =>
    profileColumn(i, h, rows, { decimalSeparator: decimal, dateFormats: [] }),
  );
  // Two sums at least: one column that adds up could be chance, the net and its tax together are not.
  if (!blanked || summedColumns(profiles, rows.length).length < 2) return undefined;
  const header = table.headers[type]!;
  const code = textAt(last, type);
  return {
    row: last,
    skip: {
      name: 'sums record',
      letter: '',
      column: header,
      equals: [code],
      why: `the last row, of type "${code}" in "${header}", holds the sums of the rows above`,
    },
  };
}
