/**
 * The trial's grouped CSV (vendor, number, lines) and its mapping, and what the tests of re-uploads
 * read back: the CLI arguments of an upload, and the journal's rows of the newest run.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';
import { openJournal } from '../../src/journal/open-journal.js';
import type { TestSandbox } from '../helpers/start-sandbox.js';

/** The trial's grouped CSV mapping: InvoiceId built from the vendor cell as written, PayeeId padded. */
export const GROUPED_MAPPING = `source:
  type: csv
  delimiter: ","
  dateFormats: [YYYY-MM-DD]
layout:
  type: grouped
  key: [Vendor, InvNo]
invoice:
  InvoiceId: { template: "{Vendor}-{InvNo}" }
  PayeeId: { column: Vendor, transform: { pad: 10 } }
  Invoice_Number: InvNo
  Invoice_Date: Date
  CurrencyCode: { value: EUR }
  Invoice_Amount: Total
  Invoice_Status: { value: Posted }
items:
  Line_Number: Line
  Description: Desc
  Amount: Net
  Tax: Tax
checks:
  sumLines: gross
`;

const HEADER = 'Vendor,InvNo,Date,Total,Line,Desc,Net,Tax';
/** A one-line invoice of vendor 100001 numbered `number`, 119.00 gross. */
export const vendorInvoice = (number: string) => `100001,${number},2026-11-01,119.00,1,x,100.00,19.00`;
export const A1 = vendorInvoice('A-1');
export const A2 = '100001,A-2,2026-11-02,238.00,1,x,200.00,38.00';
export const B1 = '100002,B-1,2026-11-03,59.50,1,x,50.00,9.50';
export const A1_CHANGED = '100001,A-1,2026-11-01,238.00,1,x,200.00,38.00';

/** The grouped CSV `name` in `dir`, of these lines under the header. */
export function writeGroupedCsv(dir: string, name: string, lines: readonly string[]): void {
  writeFileSync(join(dir, name), `${[HEADER, ...lines].join('\n')}\n`);
}

/** A folder with the mapping and `inv.csv` of these lines. */
export function writeInvoices(cwd: string, lines: readonly string[]): void {
  writeFileSync(join(cwd, 'm.yaml'), GROUPED_MAPPING);
  writeGroupedCsv(cwd, 'inv.csv', lines);
}

export const uploadArgs = (sandbox: TestSandbox, ...more: string[]) => [
  'upload',
  'inv.csv',
  '--mapping',
  'm.yaml',
  '--base-url',
  sandbox.baseUrl,
  ...more,
];

/** The journal's rows of the newest run. */
export async function lastRunRows(cwd: string): Promise<InvoiceRow[]> {
  const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    const rows = await journal.lists.listInvoices({ limit: -1 });
    const last = Math.max(...rows.map((row) => row.runId));
    return rows.filter((row) => row.runId === last);
  } finally {
    await journal.close();
  }
}

/** The journal's detail of each invoice of the newest run, by Invoice_Number. */
export async function lastRunDetails(cwd: string): Promise<Map<string, string>> {
  return new Map((await lastRunRows(cwd)).map((row) => [row.invoiceNumber!, row.detail ?? '']));
}
