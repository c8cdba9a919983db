/**
 * The vendor among the first columns whatever the mapping reads: with no vendor name in any row,
 * the vendor id takes the empty Vendor column's place and leaves its own, pages later; an empty
 * column would otherwise hold a first-page place while the vendor printed on page 5 of 12.
 */
import type { Section } from './write-summary-section.js';

/** `items` with the one at `idAt` in place of the one at `vendorAt`, and not at `idAt`. Pure. */
export function moveVendorId<T>(items: readonly T[], vendorAt: number, idAt: number): T[] {
  if (vendorAt < 0 || idAt < 0) return [...items];
  return items.flatMap((item, index) => (index === idAt ? [] : index === vendorAt ? [items[idAt]!] : [item]));
}

/** A Summary table whose Vendor column is empty in every row, with its Vendor id column there instead. */
export function vendorIdFirst(section: Section): Section {
  const vendorAt = section.columns.findIndex(([header]) => header === 'Vendor');
  const idAt = section.columns.findIndex(([header]) => header === 'Vendor id');
  if (vendorAt < 0 || idAt < 0) return section;
  if (section.rows.some((row) => row[vendorAt] !== null && row[vendorAt] !== undefined && row[vendorAt] !== ''))
    return section;
  return {
    ...section,
    columns: moveVendorId(section.columns, vendorAt, idAt),
    rows: section.rows.map((row) => moveVendorId(row, vendorAt, idAt)),
  };
}

/** `columns` with `vendorId` in `vendor`'s place and nowhere else (the same objects, several groups of a sheet). Pure. */
export function swapInVendorId<T>(columns: readonly T[], vendor: T, vendorId: T): T[] {
  return columns.flatMap((column) => (column === vendorId ? [] : column === vendor ? [vendorId] : [column]));
}
