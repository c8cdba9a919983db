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

interface Book {
  header: string[];
  detail: string;
  total: string;
  comma: boolean;
}

/** A record-typed book: every invoice a record of one type, then (or not) a record of another holding the sums. */
function book(b: Book, withSums: boolean, name: string): string {
  const sep = b.comma ? ';' : ',';
  const fmt = (cents: number) => {
    const text = (cents / 100).toFixed(2);
    return b.comma ? text.replace('.', ',') : text;
  };
  const rows = [b.header.join(sep)];
  let net = 0;
  let tax = 0;
  for (let n = 0; n < 7; n++) {
    const amount = 100000 + n * 15050;
    const vat = Math.round(amount * 0.17);
    net += amount;
    tax += vat;
    const vendor = ADVERTISERS[n % 3]!.advertiserName;
    const day = `${String(n + 3).padStart(2, '0')}.02.2024`;
    rows.push(
      [b.detail, String(n + 1), `R-${300 + n}`, day, vendor, fmt(amount), fmt(amount + vat), fmt(vat)].join(sep),
    );
  }
  if (withSums) rows.push([b.total, '7', '', '', '', fmt(net), fmt(net + tax), fmt(tax)].join(sep));
  const file = join(makeTempDir('infer-sum-record'), name);
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

const BOOKS: [string, Book][] = [
  [
    'Bosnian, record types 2 and 3',
    {
      header: [
        'Vrsta sloga',
        'Redni broj',
        'Broj fakture',
        'Datum fakture',
        'Naziv dobavljača',
        'Iznos bez PDV-a',
        'Iznos sa PDV-om',
        'Ulazni PDV',
      ],
      detail: '2',
      total: '3',
      comma: true,
    },
  ],
  [
    'English, record types D and T',
    {
      header: [
        'Record Type',
        'Seq',
        'Invoice No',
        'Invoice Date',
        'Supplier Name',
        'Net Amount',
        'Gross Amount',
        'VAT Amount',
      ],
      detail: 'D',
      total: 'T',
      comma: false,
    },
  ],
];

describe('a record of its own type holding the sums of the records above', () => {
  it.each(BOOKS)('is skipped by its type, and the money is read from the invoices alone (%s)', async (_, b) => {
    const file = book(b, true, 'book.csv');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'BAM' });
    expect(yaml).toMatch(new RegExp(`column: ${b.header[0]}, equals: "?${b.total}"? }`));
    expect(yaml).toMatch(new RegExp(`\\n  Invoice_Amount: ${b.header[6]}`));
    expect(yaml).toMatch(new RegExp(`\\n  Tax: ${b.header[7]}`));
    const mapping = await parseMapping(yaml, 'book.yaml');
    const read: string[] = [];
    for await (const invoice of readInvoices(file, mapping, READ)) read.push(String(invoice.draft.Invoice_Number));
    expect(read).toEqual(['R-300', 'R-301', 'R-302', 'R-303', 'R-304', 'R-305', 'R-306']);
  });

  it.each(BOOKS)('is not seen where the last record is an invoice of the same type (%s)', async (_, b) => {
    const yaml = await inferMapping(book(b, false, 'plain.csv'), { advertisers: ADVERTISERS, currency: 'BAM' });
    expect(yaml).not.toContain('sums record');
    expect(yaml).not.toMatch(new RegExp(`equals: "?${b.total}"?`));
  });
});
