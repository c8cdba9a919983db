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
  hasControlCharacter,
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
/** The parsed value, or UNSURE. */
type Check = (value: unknown) => unknown;

const text: Check = (v) => (typeof v === 'string' && v.length <= 4000 && !v.includes('\0') ? v : UNSURE);
// The schema trims required texts before it measures them, and hands them on trimmed.
const required: Check = (v) => {
  if (typeof v !== 'string') return UNSURE;
  const trimmed = v.trim();
  return trimmed.length >= 1 && trimmed.length <= 255 && !hasControlCharacter(trimmed) ? trimmed : UNSURE;
};
const matching =
  (pattern: RegExp): Check =>
  (v) =>
    typeof v === 'string' && pattern.test(v) ? v : UNSURE;
const listOf =
  (entry: () => Check, min: number): Check =>
  (v) => {
    if (!Array.isArray(v) || v.length < min) return UNSURE;
    const check = entry();
    const out: unknown[] = [];
    for (const item of v as unknown[]) {
      const parsed = check(item);
      if (parsed === UNSURE) return UNSURE;
      out.push(parsed);
    }
    return out;
  };

const CHECKS: Record<Rule, Check> = {
  null: (v) => (v === null ? null : UNSURE),
  text,
  required,
  date: (v) => (typeof v === 'string' && isCalendarDate(v) ? v : UNSURE),
  amount: matching(AMOUNT_PATTERN),
  rate: matching(RATE_PATTERN),
  currency: matching(CURRENCY_PATTERN),
  country: matching(COUNTRY_PATTERN),
  year: matching(YEAR_PATTERN),
  email: matching(EMAIL_PATTERN),
  flag: (v) => (v === 'Y' || v === 'N' ? v : UNSURE),
  base64: matching(BASE64_PATTERN),
  events: listOf(() => checkEvent, 0),
  contacts: listOf(() => checkContact, 0),
  items: listOf(() => checkItem, 1),
};

/**
 * A check of one strict object: no unknown key, every required field present, no field set to
 * undefined; the parsed fields in the schema's order. It is generated once per shape so that each
 * field is read and written by name: a loop over names would go through V8's slow generic
 * property access for every field of every invoice, which cost more than the checks themselves.
 */
function compileShape(shape: Shape): Check {
  const lines = [
    'return function check(input) {',
    "  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return UNSURE;",
    '  let keys = 0;',
    '  for (const key in input) {',
    '    if (!names.has(key)) return UNSURE;',
    '    keys++;',
    '  }',
    '  let found = 0;',
    '  let v;',
    '  const out = {};',
  ];
  shape.fields.forEach((field, i) => {
    const name = JSON.stringify(field.name);
    lines.push(`  v = input[${name}];`);
    lines.push(
      `  if (v !== undefined) { found++; v = checks[${i}](v); if (v === UNSURE) return UNSURE; out[${name}] = v; }`,
    );
    if (!field.optional) lines.push('  else return UNSURE;');
  });
  // A key counted but not found holds undefined: left to the schema.
  lines.push('  return found === keys ? out : UNSURE;', '};');
  const build = new Function('UNSURE', 'names', 'checks', lines.join('\n')) as (
    u: symbol,
    n: ReadonlySet<string>,
    c: readonly Check[],
  ) => Check;
  return build(
    UNSURE,
    shape.names,
    shape.fields.map((f) => CHECKS[f.rule]),
  );
}

const checkEvent = compileShape(QUICK_EVENT);
const checkContact = compileShape(QUICK_CONTACT);
const checkItem = compileShape(QUICK_ITEM);
const checkInvoiceShape = compileShape(QUICK_INVOICE);

/**
 * The Invoice the schema would parse `candidate` into, when it is certainly valid; undefined when
 * the fast path is not sure (the caller then asks the schema, which also words the problems).
 */
export function quickCheckInvoice(candidate: unknown): Invoice | undefined {
  const parsed = checkInvoiceShape(candidate);
  return parsed === UNSURE ? undefined : (parsed as Invoice);
}
