/**
 * Generated upload inputs: a CSV of one row per invoice with payees the sandbox knows, and the
 * mapping that reads it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const INVOICE_MAPPING = `description: Reliability suite - one row per invoice
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
  Comments: Note
items:
  Line_Number: { sequence: true }
  Description: Description
  Amount: Net
  Tax: Tax
`;

export const INVOICE_HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Description', 'Note'];

export interface GeneratedCsv {
  file: string;
  mapping: string;
  /** `PayeeId/Invoice_Number` of every invoice, in file order. */
  keys: string[];
}

/** One valid CSV row; `n` from 1. */
export function invoiceRow(prefix: string, n: number): string[] {
  const vendor = `00001000${String((n % 40) + 1).padStart(2, '0')}`;
  const net = `${n * 10}.00`;
  const total = `${n * 10 + 1}.19`;
  return [
    vendor,
    `${prefix}-${String(n).padStart(5, '0')}`,
    '20260131',
    n % 3 === 0 ? 'USD' : 'EUR',
    total,
    net,
    '1.19',
    `Campaign ${n}`,
    '',
  ];
}

/** Writes `<dir>/<name>` with `count` valid invoices and `<dir>/mapping.yaml`. */
export function writeInvoiceCsv(dir: string, options: { count: number; prefix: string; name?: string }): GeneratedCsv {
  const rows = [INVOICE_HEADER];
  const keys: string[] = [];
  for (let n = 1; n <= options.count; n++) {
    const row = invoiceRow(options.prefix, n);
    rows.push(row);
    keys.push(`${row[0]}/${row[1]}`);
  }
  const file = join(dir, options.name ?? 'invoices.csv');
  writeFileSync(file, rows.map((row) => row.join(',')).join('\n') + '\n');
  const mapping = join(dir, 'mapping.yaml');
  writeFileSync(mapping, INVOICE_MAPPING);
  return { file, mapping, keys };
}

/** `upload` of `csv` against the sandbox at `baseUrl` (profile `sandbox`), journal and results as given. */
export function uploadArgs(
  csv: GeneratedCsv,
  to: { baseUrl: string; journal: string; out: string; concurrency: number },
): string[] {
  return [
    'upload',
    csv.file,
    '--mapping',
    csv.mapping,
    '--base-url',
    to.baseUrl,
    '--profile',
    'sandbox',
    '--journal',
    to.journal,
    '--out',
    to.out,
    '--concurrency',
    String(to.concurrency),
  ];
}
