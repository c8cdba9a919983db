/**
 * The carried fields of an invoice the mapping reads from columns of their own (journal/carried-fields.ts):
 * shown in the results, never posted. A cell its steps cannot read (a due date that is no date) is a
 * problem at that cell, as any other.
 */
import { MAPPED_CARRIED_FIELDS, type MappedCarriedKey } from '../journal/carried-fields.js';
import { cellText } from '../sheets/sheet-row.js';
import { isBlank, stepsText } from './apply-steps.js';
import type { Candidate } from './build-candidate.js';
import type { Mapping } from './compiled-mapping.js';
import type { InvoiceGroup } from './invoice-group.js';
import type { Problem } from './mapped-invoice.js';
import type { ColumnIndex } from './resolve-columns.js';
import { readNullCell } from './database-null-text.js';
import { lostLettersProblem } from './code-page-question-marks.js';

/** A carried value and the column it was read from (undefined when it has no cell of its own). */
export interface CarriedText {
  key: MappedCarriedKey;
  text: string | undefined;
  column: string | undefined;
}

export function readCarriedFields(
  group: InvoiceGroup,
  mapped: Candidate,
  mapping: Mapping,
  main: ColumnIndex,
): { texts: CarriedText[]; values: Record<MappedCarriedKey, string | undefined>; problems: Problem[] } {
  const texts: CarriedText[] = [];
  const problems: Problem[] = [];
  const { file, sheet, row, cells } = group.header;
  for (const { mapping: carried } of MAPPED_CARRIED_FIELDS) {
    const ref = mapping[carried.key];
    const column = ref ? main.get(ref) : undefined;
    if (!ref || !column) continue;
    const cell = cells[column.index];
    const problem = (message: string) =>
      problems.push({ file, sheet, row, column: column.name, field: carried.key, value: cellText(cell), message });
    // Not posted, but shown in the results and kept in the journal: read as strictly as a posted text.
    const nullCell = cell && !isBlank(cell) ? readNullCell(cell, ref.steps, mapping.source.reading) : undefined;
    if (nullCell === 'empty') {
      texts.push({ key: carried.key, text: undefined, column: column.name });
      continue;
    }
    if (nullCell) {
      problem(nullCell.message);
      continue;
    }
    if (ref.steps.length === 0 || isBlank(cell)) {
      const text = cellText(cell).trim() || undefined;
      const lost = text === undefined ? undefined : lostLettersProblem(text, { reading: mapping.source.reading });
      if (lost) problem(lost);
      else texts.push({ key: carried.key, text, column: column.name });
      continue;
    }
    const read = stepsText(cell!, ref.steps);
    if (typeof read === 'string') texts.push({ key: carried.key, text: read || undefined, column: column.name });
    else problem(read.message);
  }
  // Without a vendor name column, the name a PayeeId was looked up by names the vendor.
  if (!texts.some((text) => text.key === 'vendorName') && namesVendorByPayee(mapping))
    texts.push({ key: 'vendorName', text: mapped.record.fields.PayeeId, column: undefined });
  const values = {} as Record<MappedCarriedKey, string | undefined>;
  for (const { mapping: carried } of MAPPED_CARRIED_FIELDS)
    values[carried.key] = texts.find((text) => text.key === carried.key)?.text;
  return { texts, values, problems };
}

/** The PayeeId is looked up by a name, which then names the vendor when no column does. */
function namesVendorByPayee(mapping: Mapping): boolean {
  return mapping.advertisers?.payeeIdBy === 'name';
}

/** Whether an invoice read with `mapping` can carry a vendor name: a column of its own, or the name its PayeeId was looked up by. */
export function readsVendorName(mapping: Mapping): boolean {
  return mapping.vendorName !== undefined || namesVendorByPayee(mapping);
}
