/**
 * The key columns' values against what their headers say: a PayeeId column that never repeats
 * is no vendor, and an InvoiceId column that repeats on different invoices is no id. Pure but
 * for the two lists it is given.
 */
import type { Advertiser } from '../../finance-api/advertiser-list-schema.js';
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import { doubtField } from './doubt-field.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';

export interface KeyColumnsInput {
  mainProfiles: readonly ColumnProfile[];
  layout: LayoutChoice | undefined;
  /** PayeeId was chosen by the advertiser list. */
  payeeBy: 'id' | 'name' | undefined;
  advertisers: readonly Advertiser[] | undefined;
}

function invoiceCount(layout: LayoutChoice | undefined): number {
  return layout ? new Set(layout.invoiceOfRow).size : 0;
}

/** Moves PayeeId and InvoiceId from `invoice` to `doubts` where their values refuse them. */
export function doubtKeyColumns(invoice: FieldChoice[], doubts: FieldDoubt[], input: KeyColumnsInput): void {
  const { layout } = input;
  const payee = invoice.find((c) => c.field === 'PayeeId');
  if (payee && !input.payeeBy) {
    const invoices = invoiceCount(layout);
    const distinct = input.mainProfiles[payee.index]!.distinct;
    if (input.advertisers && input.advertisers.length > 0) {
      doubtField(
        invoice,
        doubts,
        'PayeeId',
        `"${payee.header}" holds neither ids nor names of the cached advertiser list`,
      );
    } else if (invoices >= 10 && distinct >= invoices) {
      doubtField(
        invoice,
        doubts,
        'PayeeId',
        `"${payee.header}" has a different value on every invoice, unlike a vendor`,
      );
    }
  }

  const idColumn = invoice.find((c) => c.field === 'InvoiceId');
  if (idColumn && layout?.type !== 'grouped') {
    const profile = input.mainProfiles[idColumn.index]!;
    if (profile.distinct < profile.filled)
      doubtField(
        invoice,
        doubts,
        'InvoiceId',
        `"${idColumn.header}" repeats on different invoices, so it cannot be their id`,
      );
  }
}
