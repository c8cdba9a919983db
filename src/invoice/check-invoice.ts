/**
 * Checks a candidate invoice against the model and returns the problems as data, never throws.
 */
import { invoiceSchema, type Invoice } from './invoice-schema.js';
import { quickCheckInvoice } from './quick-check-invoice.js';

/** One problem of one field, addressed by a path like `InvoiceItems[2].Tax`. */
export interface FieldProblem {
  /** Path of the field, e.g. `Invoice_Amount` or `InvoiceItems[0].Tax`. */
  path: string;
  /** The value found, as text (undefined when the field was missing). */
  value: string | undefined;
  message: string;
}

export interface InvoiceCheck {
  invoice: Invoice | undefined;
  problems: FieldProblem[];
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function describe(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return JSON.stringify(value);
}

/** Validates `candidate` as an Invoice. */
export function checkInvoice(candidate: unknown): InvoiceCheck {
  // Most invoices are valid: the fast path settles those; the schema finds and words any problem.
  const quick = quickCheckInvoice(candidate);
  if (quick) return { invoice: quick, problems: [] };
  const result = invoiceSchema.safeParse(candidate);
  if (result.success) return { invoice: result.data, problems: [] };
  const problems = result.error.issues.map((issue) => {
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    const value = valueAt(candidate, path);
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = 'is not a field of the Invoice model';
    else if (value === undefined && issue.code === 'invalid_type')
      message = `${message.replace(/, received undefined$/, '')}: missing`;
    return { path: formatPath(path), value: describe(value), message };
  });
  return { invoice: undefined, problems };
}
