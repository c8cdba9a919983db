/**
 * The validation workbook is written as the invoices stream by, so its columns are fixed when it
 * opens. A mapped vendor name that is empty on every row would leave an empty Vendor column; the
 * first invoices are held until one names its vendor (the column is kept) or the file ends (it is
 * left out, as for a mapping that reads no vendor name). Past HOLD invoices the column is kept
 * whatever follows: a name further down must not be lost, and memory stays bounded.
 */
import type { MappedInvoice } from '../mapping/mapped-invoice.js';
import type { ValidationWorkbook } from '../report/validation/write-validation-workbook.js';

/** Invoices held at most before the workbook opens with its Vendor column. */
export const HOLD = 1000;

const namesVendor = (invoice: MappedInvoice) => (invoice.draft.vendorName ?? '').trim() !== '';

export interface VendorHold {
  /** Adds an invoice to the workbook, or holds it while the Vendor column is undecided. */
  add(invoice: MappedInvoice): Promise<void>;
  /** The workbook, opened now if it is not yet (without the Vendor column when no invoice named one). */
  finish(): Promise<ValidationWorkbook | undefined>;
  /** The workbook if it is open. */
  opened(): ValidationWorkbook | undefined;
}

/** @param readsVendor whether the mapping reads a vendor name at all */
export function holdUntilVendorKnown(
  open: (withVendor: boolean) => Promise<ValidationWorkbook | undefined>,
  readsVendor: boolean,
): VendorHold {
  let held: MappedInvoice[] | undefined = readsVendor ? [] : undefined;
  let workbook: ValidationWorkbook | undefined;
  let opened = false;
  const openWith = async (withVendor: boolean) => {
    workbook = await open(withVendor);
    opened = true;
    for (const invoice of held ?? []) workbook?.add(invoice);
    held = undefined;
  };
  return {
    async add(invoice) {
      if (!opened && held !== undefined) {
        held.push(invoice);
        if (namesVendor(invoice) || held.length >= HOLD) await openWith(true);
        return;
      }
      if (!opened) await openWith(false);
      workbook?.add(invoice);
    },
    async finish() {
      if (!opened) await openWith(false);
      return workbook;
    },
    opened: () => workbook,
  };
}
