/**
 * A column named as the document's id (`Dok. Nr.`, `Document No.`) that holds numbers in the
 * suppliers' own shapes (INV-1001, 2024/15, R-77): the number each supplier wrote, which two
 * suppliers may share, so no id alone. Beside a column of the suppliers' tax ids it becomes the
 * Invoice_Number, and the id is built of the tax id and the number (build-invoice-id). Without a
 * tax id it stays as chosen: a name is no better key. Pure but for the choices it changes.
 */
import type { FieldChoice } from './choose-fields.js';
import { inSuppliersShapes } from './choose-supplier-number.js';
import { findSupplierTaxId } from './find-supplier-tax-id.js';
import type { ColumnProfile } from './profile-column.js';
import { namesInternalId } from './read-header-meaning.js';
import { inSupplierSeries } from './read-supplier-series.js';

/** Turns the InvoiceId choice in `invoice` into the Invoice_Number where it holds the suppliers' own numbers beside their tax ids. */
export function readSupplierNumberId(invoice: FieldChoice[], profiles: readonly ColumnProfile[]): void {
  const at = invoice.findIndex((c) => c.field === 'InvoiceId');
  const id = invoice[at];
  const payee = invoice.find((c) => c.field === 'PayeeId');
  if (!id || !payee || invoice.some((c) => c.field === 'Invoice_Number') || namesInternalId(id.header)) return;
  const profile = profiles[id.index]!;
  const unique = profile.distinct === profile.filled;
  // Numbers under each supplier's own letter series read as amounts with a currency code: the series tell.
  const suppliers = inSuppliersShapes(profile) || inSupplierSeries(profile, profiles[payee.index]!);
  if (!unique || !suppliers || !findSupplierTaxId(profiles, payee.index)) return;
  invoice[at] = {
    ...id,
    field: 'Invoice_Number',
    why: `from "${id.header}": the supplier's number, in the suppliers' own shapes (two suppliers may write the same)`,
  };
}
