/**
 * Fields no column names, filled from the columns chosen for other fields: the invoice number
 * from the id that names each invoice, and in one row per invoice the invoice amount from the
 * line's and the line's from the invoice's. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { taxInclusiveRival } from './weigh-money-evidence.js';

/** Without a header that names a number, the document id is what names the invoice. */
export function numberFromId(
  id: FieldChoice | undefined,
  number: FieldChoice | undefined,
  numberColumns: readonly number[],
): FieldLine | undefined {
  if (!id || number || numberColumns.some((i) => i !== id.index)) return undefined;
  return {
    field: 'Invoice_Number',
    spec: yamlScalar(id.header),
    comment: `no invoice number column: the id "${id.header}" names each invoice`,
  };
}

/** One row per invoice: the one line's amount is the invoice amount, the gross where a column says it includes tax. */
export function invoiceAmountFromLine(
  itemAmount: FieldChoice | undefined,
  mainProfiles: readonly ColumnProfile[],
): FieldLine | undefined {
  if (!itemAmount) return undefined;
  const gross = taxInclusiveRival(itemAmount, mainProfiles);
  return {
    field: 'Invoice_Amount',
    spec: yamlScalar(gross ?? itemAmount.header),
    comment: gross ? "the one line's amount including tax" : "the one line's amount is the invoice amount",
  };
}

/** One row per invoice: the one line carries the invoice amount. */
export function lineAmountFromInvoice(total: FieldChoice | undefined): FieldLine | undefined {
  if (!total) return undefined;
  return { field: 'Amount', spec: yamlScalar(total.header), comment: 'the one line carries the invoice amount' };
}
