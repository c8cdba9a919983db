/**
 * The model check's fast path for the common case, an invoice with nothing wrong: the rules of
 * invoice-schema.ts written out as plain comparisons, field by field in the schema's order. It
 * answers only "valid, and this is the parsed value" or "not sure"; every problem is found and
 * worded by the zod schema, so messages and paths have one source.
 */
import {
  AMOUNT_PATTERN,
  BASE64_PATTERN,
  COUNTRY_PATTERN,
  CURRENCY_PATTERN,
  EMAIL_PATTERN,
  RATE_PATTERN,
  YEAR_PATTERN,
  isCalendarDate,
} from './formats.js';
import type { Invoice } from './invoice-schema.js';

type Rule =
  | 'null'
  | 'text'
  | 'required'
  | 'date'
  | 'amount'
  | 'rate'
  | 'currency'
  | 'country'
  | 'year'
  | 'email'
  | 'flag'
  | 'base64'
  | 'events'
  | 'contacts'
  | 'items';

interface FieldCheck {
  name: string;
  rule: Rule;
  optional: boolean;
}

interface Shape {
  fields: readonly FieldCheck[];
  names: ReadonlySet<string>;
}

/** `{ Field: 'rule' }`, a trailing `?` for optional fields, in the schema's field order. */
function shapeOf(written: Record<string, `${Rule}` | `${Rule}?`>): Shape {
  const fields = Object.entries(written).map(([name, text]) => ({
    name,
    rule: text.replace('?', '') as Rule,
    optional: text.endsWith('?'),
  }));
  return { fields, names: new Set(fields.map((f) => f.name)) };
}

/** Field rules of the schema, exported for the test that holds them to invoice-schema.ts. */
export const QUICK_EVENT = shapeOf({
  InstanceID: 'null',
  Event_ID: 'text?',
  Event_Name: 'text?',
  Event_Date: 'date?',
  Created_By: 'text?',
  Event_Description: 'text?',
});

export const QUICK_CONTACT = shapeOf({
  InstanceID: 'null',
  Telephone: 'text?',
  Role: 'text?',
  Email: 'email?',
  User_ID: 'text?',
});

export const QUICK_ITEM = shapeOf({
  InstanceID: 'null',
  InvoiceAllocationId: 'text?',
  InvoiceId: 'text?',
  Line_Number: 'text?',
  Record_Id: 'text?',
  Description: 'text?',
  PurchaseOrder: 'text?',
  Country: 'text?',
  CountryCode: 'country?',
  ChargeCode: 'text?',
  Amount: 'amount',
  Tax: 'amount?',
  Person: 'text?',
  Hours: 'text?',
  BudgetName: 'text?',
  BudgetType: 'text?',
  BudgetYear: 'year?',
  FirmReferenceNumber: 'text?',
  MatterDate: 'date?',
  RecordName: 'text?',
  ReferenceNumber: 'text?',
  TaxCode: 'text?',
  TaxDescription: 'text?',
  TaxRate: 'rate?',
  GLAccount: 'text?',
  CostObject: 'text?',
  CompCode: 'text?',
  WBSE: 'text?',
});

export const QUICK_INVOICE = shapeOf({
  InstanceID: 'null',
  InvoiceId: 'required',
  Changed_on: 'date?',
  Changed_by: 'text?',
  PayeeId: 'required',
  CurrencyCode: 'currency',
  Invoice_Number: 'required',
  Invoice_Date: 'date',
  Invoice_Amount: 'amount',
  Received_On: 'date?',
  Created_On: 'date?',
  Submitted_By: 'text?',
  Submitted_On: 'date?',
  Authorizer: 'text?',
  Authorized_On: 'date?',
  Invoice_Status: 'text?',
  Posted_Date: 'date?',
  Comments: 'text?',
  Discount: 'flag?',
  Discount_Terms: 'text?',
  Processed_On: 'date?',
  CompCode: 'text?',
  PDF: 'base64?',
  Events: 'events',
  Contacts: 'contacts',
  InvoiceItems: 'items',
});

/** Marks a value the fast path is not sure of. */
const UNSURE = Symbol('unsure');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function listOf(value: unknown, shape: Shape, min: number): unknown[] | typeof UNSURE {
  if (!Array.isArray(value) || value.length < min) return UNSURE;
  const out: unknown[] = [];
  for (const entry of value as unknown[]) {
    const parsed = objectOf(entry, shape);
    if (parsed === UNSURE) return UNSURE;
    out.push(parsed);
  }
  return out;
}

/** The parsed value of one field as the schema gives it, or UNSURE. */
function valueOf(value: unknown, rule: Rule): unknown {
  if (rule === 'null') return value === null ? null : UNSURE;
  if (rule === 'events') return listOf(value, QUICK_EVENT, 0);
  if (rule === 'contacts') return listOf(value, QUICK_CONTACT, 0);
  if (rule === 'items') return listOf(value, QUICK_ITEM, 1);
  if (typeof value !== 'string') return UNSURE;
  switch (rule) {
    case 'text':
      return value.length <= 4000 ? value : UNSURE;
    case 'required': {
      // The schema trims required texts before it measures them, and hands them on trimmed.
      const trimmed = value.trim();
      return trimmed.length >= 1 && trimmed.length <= 255 ? trimmed : UNSURE;
    }
    case 'date':
      return isCalendarDate(value) ? value : UNSURE;
    case 'amount':
      return AMOUNT_PATTERN.test(value) ? value : UNSURE;
    case 'rate':
      return RATE_PATTERN.test(value) ? value : UNSURE;
    case 'currency':
      return CURRENCY_PATTERN.test(value) ? value : UNSURE;
    case 'country':
      return COUNTRY_PATTERN.test(value) ? value : UNSURE;
    case 'year':
      return YEAR_PATTERN.test(value) ? value : UNSURE;
    case 'email':
      return EMAIL_PATTERN.test(value) ? value : UNSURE;
    case 'flag':
      return value === 'Y' || value === 'N' ? value : UNSURE;
    case 'base64':
      return BASE64_PATTERN.test(value) ? value : UNSURE;
  }
}

/** A strict object: no unknown key, every required field present, no field set to undefined. */
function objectOf(value: unknown, shape: Shape): Record<string, unknown> | typeof UNSURE {
  if (!isPlainObject(value)) return UNSURE;
  for (const key in value) if (!shape.names.has(key)) return UNSURE;
  const out: Record<string, unknown> = {};
  for (const field of shape.fields) {
    if (!(field.name in value)) {
      if (field.optional) continue;
      return UNSURE;
    }
    const parsed = valueOf(value[field.name], field.rule);
    if (parsed === UNSURE) return UNSURE;
    out[field.name] = parsed;
  }
  return out;
}

/**
 * The Invoice the schema would parse `candidate` into, when it is certainly valid; undefined when
 * the fast path is not sure (the caller then asks the schema, which also words the problems).
 */
export function quickCheckInvoice(candidate: unknown): Invoice | undefined {
  const parsed = objectOf(candidate, QUICK_INVOICE);
  return parsed === UNSURE ? undefined : (parsed as unknown as Invoice);
}
