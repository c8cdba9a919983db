import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;
const READ = { knownAdvertisers: ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };

/** A listing as CSV: the header, six invoices, then a row of total labels over a row of their figures. */
function listing(header: string[], labels: string[], name: string): string {
  const rows = [header.join(',')];
  let net = 0;
  let tax = 0;
  for (let n = 0; n < 6; n++) {
    const amount = 1000 + n * 150;
    net += amount;
    tax += amount / 5;
    const vendor = ADVERTISERS[n % 3]!.advertiserName;
    rows.push([vendor, `0${n + 1}/02/2024`, `INV-${200 + n}`, amount.toFixed(2), (amount / 5).toFixed(2)].join(','));
  }
  rows.push(labels.join(','));
  rows.push([net.toFixed(2), tax.toFixed(2), '6'].join(','));
  const file = join(makeTempDir('infer-totals-block'), name);
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('a totals block under a listing', () => {
  it.each([
    [
      'English, camel case',
      ['SupplierName', 'InvoiceDate', 'InvoiceNo', 'Net Amount', 'VAT Amount'],
      ['PurchaseTotal', 'VATTotal', 'TransactionCountTotal'],
    ],
    [
      'German',
      ['Lieferant', 'Belegdatum', 'Rechnungsnummer', 'Nettobetrag', 'MwSt-Betrag'],
      ['Summe Netto', 'Summe MwSt', 'Anzahl gesamt'],
    ],
  ])('drops its label and figure rows as trailer rows (%s)', async (_, header, labels) => {
    const file = listing(header, labels, 'listing.csv');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).toContain('trailerRows: 2');
    const mapping = await parseMapping(yaml, 'listing.yaml');
    const read = [];
    for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice.draft.Invoice_Number);
    expect(read).toEqual(['INV-200', 'INV-201', 'INV-202', 'INV-203', 'INV-204', 'INV-205']);
  });

  it('is not seen where the last rows are invoices', async () => {
    const file = listing(
      ['SupplierName', 'InvoiceDate', 'InvoiceNo', 'Net Amount', 'VAT Amount'],
      [ADVERTISERS[0]!.advertiserName, '09/02/2024', 'INV-300', '50.00', '10.00'],
      'plain.csv',
    );
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).not.toContain('trailerRows: 2');
  });
});
