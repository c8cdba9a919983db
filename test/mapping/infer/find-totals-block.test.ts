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

/** A listing as CSV: the header, six invoices, then a row of total labels over a row of their figures (none without labels). */
function listing(header: string[], labels: string[] | undefined, name: string): string {
  const rows = [header.join(',')];
  let net = 0;
  let tax = 0;
  for (let n = 0; n < 6; n++) {
    const amount = 1000 + n * 150;
    net += amount;
    tax += amount / 5;
    const vendor = ADVERTISERS[n % 3]!.advertiserName;
    // Without the block, the last invoice is an exempt purchase whose VAT is left blank.
    const vat = !labels && n === 5 ? '' : (amount / 5).toFixed(2);
    rows.push([vendor, `0${n + 1}/02/2024`, `INV-${200 + n}`, amount.toFixed(2), vat].join(','));
  }
  if (labels) {
    rows.push(labels.join(','));
    rows.push([net.toFixed(2), tax.toFixed(2), '6'].join(','));
  }
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
  ])('skips its label and figure rows by what they hold, not by their place (%s)', async (_, header, labels) => {
    const file = listing(header, labels, 'listing.csv');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).not.toContain('trailerRows');
    expect(yaml).toContain('name: totals block');
    const mapping = await parseMapping(yaml, 'listing.yaml');
    const numbers = async (path: string) => {
      const read = [];
      for await (const invoice of readInvoices(path, mapping, READ)) read.push(invoice.draft.Invoice_Number);
      return read;
    };
    const all = ['INV-200', 'INV-201', 'INV-202', 'INV-203', 'INV-204', 'INV-205'];
    expect(await numbers(file)).toEqual(all);
    // Next month's export without the block: the last two rows are invoices, and are read.
    expect(await numbers(listing(header, undefined, 'next-month.csv'))).toEqual(all);
  });

  it('is not seen where the last rows are invoices', async () => {
    const file = listing(
      ['SupplierName', 'InvoiceDate', 'InvoiceNo', 'Net Amount', 'VAT Amount'],
      [ADVERTISERS[0]!.advertiserName, '09/02/2024', 'INV-300', '50.00', '10.00'],
      'plain.csv',
    );
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).not.toContain('trailerRows: 2');
    expect(yaml).not.toContain('totals block');
  });
});
