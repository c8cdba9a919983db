/** The columns of the carried fields a mapping names (journal/carried-fields.ts), compiled with how each cell is read. */
import { MAPPED_CARRIED_FIELDS, type CarriedRead } from '../journal/carried-fields.js';
import type { CarriedColumns } from './compiled-mapping.js';
import type { StepDefaults } from './compile-step.js';
import type { MappingFile } from './mapping-file-schema.js';

/** The column of each carried field the mapping names (`vendorName: Vendor`, `{ letter: G }`), with how its cell is read. */
export function compileCarriedColumns(
  file: MappingFile,
  defaults: StepDefaults,
  at: (path: PropertyKey[]) => string,
): CarriedColumns {
  const columns: CarriedColumns = {};
  for (const { mapping } of MAPPED_CARRIED_FIELDS) {
    const ref = file[mapping.key];
    const read = mapping.read as CarriedRead;
    const steps = read === 'date' ? [{ kind: 'date' as const, formats: defaults.dateFormats }] : [];
    // By header, or by letter where two columns share the header.
    const column = typeof ref === 'string' ? { header: ref } : ref && { letter: ref.letter.toUpperCase() };
    columns[mapping.key] = column && { ...column, at: at([mapping.key]), steps };
  }
  return columns;
}
