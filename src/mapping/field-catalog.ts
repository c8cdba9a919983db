/**
 * What a mapping can fill: every Invoice, item, contact and event field with its value kind,
 * the format it expects and the header names it is commonly found under (for `mapping infer`).
 */
import { CONTACT_FIELDS, EVENT_FIELDS, INVOICE_FIELDS, ITEM_FIELDS } from '../invoice/invoice-schema.js';
import { FIELD_HEADER_ALIASES } from './field-header-aliases.js';

/** Decides the implicit conversion of a mapped value and the note in a template. */
export type FieldKind = 'text' | 'date' | 'amount' | 'rate' | 'flag' | 'currency' | 'country' | 'year' | 'email';

export type FieldScope = 'invoice' | 'items' | 'contacts' | 'events';

export interface FieldInfo {
  name: string;
  kind: FieldKind;
  /** The model refuses an invoice without it. */
  required: boolean;
  /** Header names (normalized: lower case, letters and digits only) that usually hold this field. */
  aliases: readonly string[];
}

const KINDS: Record<string, FieldKind> = {
  Changed_on: 'date',
  Invoice_Date: 'date',
  Received_On: 'date',
  Created_On: 'date',
  Submitted_On: 'date',
  Authorized_On: 'date',
  Posted_Date: 'date',
  Processed_On: 'date',
  Event_Date: 'date',
  MatterDate: 'date',
  Invoice_Amount: 'amount',
  Amount: 'amount',
  Tax: 'amount',
  TaxRate: 'rate',
  Discount: 'flag',
  CurrencyCode: 'currency',
  CountryCode: 'country',
  BudgetYear: 'year',
  Email: 'email',
};

const REQUIRED: Record<FieldScope, readonly string[]> = {
  invoice: ['InvoiceId', 'PayeeId', 'CurrencyCode', 'Invoice_Number', 'Invoice_Date', 'Invoice_Amount'],
  items: ['Amount'],
  contacts: [],
  events: [],
};

/** Lower case, letters and digits only: `Invoice No.` -> `invoiceno`, `Währung` -> `währung`. */
export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function fieldsOf(scope: FieldScope, names: readonly string[]): FieldInfo[] {
  return names
    .filter((name) => !['InstanceID', 'PDF', 'Events', 'Contacts', 'InvoiceItems'].includes(name))
    .map((name) => ({
      name,
      kind: KINDS[name] ?? 'text',
      required: REQUIRED[scope].includes(name),
      aliases: FIELD_HEADER_ALIASES[name] ?? [normalizeHeader(name)],
    }));
}

/** The mappable fields of each scope, in model order. InstanceID is always null; PDF comes from `attachments`. */
export const FIELD_CATALOG: Record<FieldScope, readonly FieldInfo[]> = {
  invoice: fieldsOf('invoice', INVOICE_FIELDS),
  items: fieldsOf('items', ITEM_FIELDS),
  contacts: fieldsOf('contacts', CONTACT_FIELDS),
  events: fieldsOf('events', EVENT_FIELDS),
};

export function fieldInfo(scope: FieldScope, name: string): FieldInfo | undefined {
  return FIELD_CATALOG[scope].find((f) => f.name === name);
}

/** How a value of this kind must look once mapped, for notes and messages. */
export function kindHint(kind: FieldKind): string {
  switch (kind) {
    case 'date':
      return 'a date';
    case 'amount':
      return 'an amount, e.g. 1234.50 (negative for credit notes)';
    case 'rate':
      return 'a tax rate in percent, e.g. 19 or 19.00';
    case 'flag':
      return 'Y or N';
    case 'currency':
      return 'a three-letter currency code, e.g. EUR';
    case 'country':
      return 'a two-letter country code, e.g. DE';
    case 'year':
      return 'a four-digit year, e.g. 2024';
    case 'email':
      return 'an e-mail address';
    case 'text':
      return 'text';
  }
}
