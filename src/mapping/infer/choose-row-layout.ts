/**
 * The layout of a single sheet: its key from the columns chosen (InvoiceId, else vendor and
 * number, else the number), a voucher column where no header names the id, and the key the
 * values show where no header named one that repeats. Pure but for adding to `choices`.
 */
import type { SheetRow } from '../../sheets/sheet-row.js';
import type { FieldChoices, FieldDoubt } from './choose-fields.js';
import { chooseGroupKey } from './choose-group-key.js';
import { findRowLayout, type LayoutChoice } from './find-layout.js';
import { chooseVoucherBesideNumber, chooseVoucherId } from './find-voucher-column.js';
import { chooseOwnReference } from './find-own-reference.js';
import { preferOwnKey } from './prefer-own-key.js';
import { dropOrdinalId } from './drop-ordinal-id.js';
import { findSupplierTaxId, namesTaxId } from './find-supplier-tax-id.js';
import type { ColumnProfile } from './profile-column.js';

export interface RowLayoutChoice {
  layout: LayoutChoice;
  /** InvoiceId was found by its values, not named the number on the invoice by its header. */
  idByValues: boolean;
}

/** The row layout; adds the voucher and group-key fields to `choices` and drops the doubts they answer. */
export function chooseRowLayout(
  data: { rows: readonly SheetRow[]; complete: boolean },
  profiles: readonly ColumnProfile[],
  choices: FieldChoices,
  doubts: FieldDoubt[],
  isReport: boolean,
): RowLayoutChoice {
  // A column counting the rows beside the invoice number says where a row stands, not which invoice it is.
  dropOrdinalId(choices, profiles);
  const find = (field: string) => choices.chosen.find((c) => c.field === field && c.scope === 'invoice');
  const number = find('Invoice_Number');
  const payeeColumn = find('PayeeId');
  // The supplier alone names no invoice: a column paired with it is the supplier's own id (a tax id), never a voucher.
  const named = number ? [payeeColumn, number].filter((c) => c !== undefined).map((c) => c.index) : [];
  const taken = new Set(choices.chosen.map((c) => c.index));
  const taxId = findSupplierTaxId(profiles, payeeColumn?.index);
  // A tax id written for every supplier (blank for none that has no registration, as a foreign one).
  const byTaxId =
    (taxId !== undefined && taxId.filled === taxId.texts.length) ||
    (payeeColumn !== undefined && namesTaxId(payeeColumn.header));
  // A voucher named so, else a column whose values are the book's own document numbers. Where the
  // supplier's tax id on every row stands with its invoice number, those two name the invoice the
  // supplier sent; the book's own series (a buyer's journal voucher) does not. Where it is blank for
  // some suppliers, they name not every invoice, and the book's own number does.
  const voucher = find('InvoiceId')
    ? undefined
    : (chooseVoucherId(profiles, named, taken) ?? (byTaxId ? undefined : chooseOwnReference(profiles, named, taken)));
  if (voucher) choices.chosen.push(voucher);
  const byHeader = find('InvoiceId');
  const beside =
    byHeader && !number
      ? chooseVoucherBesideNumber(profiles, byHeader, new Set(choices.chosen.map((c) => c.index)))
      : undefined;
  if (beside) choices.chosen.splice(choices.chosen.indexOf(byHeader!), 1, beside.id, beside.number);
  const id = find('InvoiceId');
  // The supplier's tax id names the supplier better than its name does.
  const party = taxId?.index ?? payeeColumn?.index;
  const key = id ? [id.index] : number && party !== undefined ? [party, number.index] : number ? [number.index] : [];
  const layout = findRowLayout(data.rows, key, data.complete);
  // No header named a key that repeats, or only vendor and number did: the values may show one.
  const byName = layout.type === 'grouped' ? layout : undefined;
  const byValues =
    (!byName && !isReport) || (byName && !id)
      ? chooseGroupKey(data.rows, profiles, choices, data.complete, byName)
      : undefined;
  // A header read as a line's order (`Purchase #`) may hold the book's own number of each purchase.
  if (!byValues) return { layout: preferOwnKey(layout, choices.chosen, profiles, true), idByValues: false };
  choices.chosen.push(...byValues.added);
  doubts.splice(0, doubts.length, ...doubts.filter((d) => !byValues.added.some((c) => c.field === d.field)));
  // The values may have keyed the rows on the supplier's number beside the book's own.
  return { layout: preferOwnKey(byValues.layout, choices.chosen, profiles), idByValues: byValues.idByValues };
}
