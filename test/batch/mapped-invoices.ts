/**
 * Hand-built MappedInvoice inputs for tests of the upload, independent of any mapping file:
 * valid invoices for the sandbox's advertisers, and invalid ones with problems.
 */
import type { Invoice } from '../../src/invoice/invoice-schema.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';

export interface MakeOptions {
  /** Prefix of Invoice_Number, so every test has its own keys. */
  prefix: string;
  /** PayeeId; the sandbox knows 0000100001 to 0000100040. @default 0000100001 */
  payeeId?: string;
  currency?: string;
}

export function validInvoice(index: number, options: MakeOptions, overrides: Partial<Invoice> = {}): Invoice {
  const amount = `${100 + index}.${String(index % 100).padStart(2, '0')}00`;
  return {
    InstanceID: null,
    InvoiceId: `${options.prefix}-ID-${index}`,
    PayeeId: options.payeeId ?? '0000100001',
    CurrencyCode: options.currency ?? 'EUR',
    Invoice_Number: `${options.prefix}-${String(index).padStart(5, '0')}`,
    Invoice_Date: '20250131',
    Invoice_Amount: amount,
    Invoice_Status: 'Posted',
    Events: [],
    Contacts: [],
    InvoiceItems: [{ InstanceID: null, Line_Number: '1', Amount: amount }],
    ...overrides,
  };
}

export function mapped(invoice: Invoice, row: number, file = 'month-end.csv'): MappedInvoice {
  return {
    file,
    sheet: undefined,
    rows: String(row),
    firstRow: row,
    draft: {
      InvoiceId: invoice.InvoiceId,
      Invoice_Number: invoice.Invoice_Number,
      PayeeId: invoice.PayeeId,
      CurrencyCode: invoice.CurrencyCode,
      Invoice_Amount: invoice.Invoice_Amount,
      lines: invoice.InvoiceItems.length,
    },
    invoice,
    problems: [],
  };
}

export function invalidMapped(index: number, options: MakeOptions, file = 'month-end.csv'): MappedInvoice {
  const row = index + 1;
  return {
    file,
    sheet: undefined,
    rows: String(row),
    firstRow: row,
    draft: {
      InvoiceId: `${options.prefix}-ID-${index}`,
      Invoice_Number: `${options.prefix}-${index}`,
      PayeeId: '0000100001',
      CurrencyCode: 'EUR',
      Invoice_Amount: undefined,
      lines: 1,
    },
    invoice: undefined,
    problems: [{ file, row, column: 'Amount', field: 'Invoice_Amount', value: 'n/a', message: 'expected an amount' }],
  };
}

/**
 * The `index`-th invoice of validBatch as read from a copy whose date cell lost its format (the
 * date's serial, 45322): the same key and amount as the valid one, invalid.
 */
export function invalidDateMapped(index: number, options: MakeOptions): MappedInvoice {
  const valid = mapped(validInvoice(index, options), index + 1);
  const problem = {
    file: valid.file,
    row: index + 1,
    column: 'Date',
    field: 'Invoice_Date',
    value: '45322',
    message: 'expected a date',
  };
  return { ...valid, invoice: undefined, problems: [problem] };
}

/** `count` valid invoices numbered from 1, as the read pass would yield them. */
export function validBatch(count: number, options: MakeOptions): MappedInvoice[] {
  return Array.from({ length: count }, (_, i) => mapped(validInvoice(i + 1, options), i + 2));
}

export async function* yieldAll(items: readonly MappedInvoice[]): AsyncIterable<MappedInvoice> {
  for (const item of items) yield item;
}
