/**
 * A mapping's preamble values, read from the rows above the header: by place (row and field) or
 * by the label written left of them. A value the file lacks stops the file before its first
 * invoice, since every invoice would need it.
 */
import { InputFileError } from '../errors.js';
import { cellText, type OpenTable, type SheetCell } from '../sheets/sheet-row.js';
import type { PreambleValue } from './compiled-mapping.js';
import { isBlank } from './apply-steps.js';
import { plural } from '../invoice/format-count.js';

/** `Fiscal year start:` and `fiscal year start` are one label. */
const labelKey = (text: string) => text.trim().replace(/:$/, '').trim().toLowerCase();

function valueCell(value: PreambleValue, table: Pick<OpenTable, 'above' | 'headerRow'>): SheetCell | string {
  const place = value.place;
  if ('label' in place) {
    const wanted = labelKey(place.label);
    for (const row of table.above) {
      const at = row.cells.findIndex((cell) => labelKey(cellText(cell)) === wanted);
      if (at < 0) continue;
      const cell = row.cells.slice(at + 1).find((c) => !isBlank(c));
      return cell ?? `row ${row.row} has the label "${place.label}" but nothing right of it`;
    }
    return `no row above the header (row ${table.headerRow}) has a cell "${place.label}"`;
  }
  const row = table.above.find((r) => r.row === place.row);
  if (!row) return `row ${place.row} is not a filled row above the header (row ${table.headerRow})`;
  const cell = row.cells[place.field - 1];
  if (cell && !isBlank(cell)) return cell;
  const filled = row.cells.length;
  return `row ${place.row} has nothing in field ${place.field} (it has ${plural(filled, 'field')})`;
}

/** The cells of `values`, in order. Throws an InputFileError naming the first one the file lacks. */
export function readPreamble(values: readonly PreambleValue[], table: OpenTable): SheetCell[] {
  return values.map((value) => {
    const cell = valueCell(value, table);
    if (typeof cell !== 'string') return cell;
    throw new InputFileError(
      `the preamble value "${value.name}" named by the mapping (${value.at}) is not in the file: ${cell}; check the mapping's row and field or label against the lines above the header`,
      { file: table.file, sheet: table.sheet },
    );
  });
}
