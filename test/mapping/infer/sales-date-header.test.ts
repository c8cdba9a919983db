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

describe('the date of the sale in a list of purchases', () => {
  it.each([
    [
      'English, eight digits',
      ['Supplier Invoice No', 'Sales Date', 'Supplier Name', 'Total Amount'],
      (d: number) => `202403${d}`,
    ],
    ['Spanish', ['Número de factura', 'Fecha de venta', 'Proveedor', 'Total factura'], (d: number) => `${d}/03/2024`],
  ])('is the invoice date (%s)', async (_, header, written) => {
    const rows = [header.join(',')];
    for (let n = 0; n < 5; n++)
      rows.push([`${700 + n}`, written(20 + n), ADVERTISERS[n % 3]!.advertiserName, `${100 + n}.50`].join(','));
    const file = join(makeTempDir('infer-sales-date'), 'purchases.csv');
    writeFileSync(file, `${rows.join('\r\n')}\r\n`);
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'KES' });
    expect(yaml).toMatch(new RegExp(`^ {2}Invoice_Date: ${header[1]} `, 'm'));
    const mapping = await parseMapping(yaml, 'purchases.yaml');
    const days = [];
    for await (const invoice of readInvoices(file, mapping, READ)) days.push(invoice.draft.Invoice_Date);
    expect(days).toEqual(['20240320', '20240321', '20240322', '20240323', '20240324']);
  });
});
