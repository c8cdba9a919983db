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
const CREDITS = new Set([2, 6]);

/**
 * A purchase book numbering a credit note in a column of its own, its invoice-number column blank
 * on that row; where `both` is true, the invoice's number stays written on the credit note's row.
 */
function book(header: readonly string[], both: boolean, name: string): string {
  const rows = [header.join(';')];
  for (let n = 0; n < 8; n++) {
    const credit = CREDITS.has(n);
    const net = (credit ? -1 : 1) * (1000 + n * 125);
    const vendor = ADVERTISERS[n % 3]!.advertiserName;
    rows.push(
      [
        `${String(n + 4).padStart(2, '0')}/03/2024`,
        ...(header.length > 7 ? [`J-${30000000 + (n % 3) * 1111111}-${n % 3}`] : []),
        vendor,
        credit && !both ? '' : `000${4100 + n}`,
        credit ? `NC-000${4100 + n}` : '',
        net.toFixed(2),
        ((net * 16) / 100).toFixed(2),
        ((net * 116) / 100).toFixed(2),
      ].join(';'),
    );
  }
  const file = join(makeTempDir('infer-credit-number'), name);
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

const HEADERS: [string, string[]][] = [
  ['Spanish', ['Fecha', 'Proveedor', 'Nº Factura', 'Nº Nota de Crédito', 'Base Imponible', 'Impuesto IVA', 'Total']],
  ['English', ['Date', 'Supplier', 'Invoice No.', 'Credit Note No.', 'Net Amount', 'VAT Amount', 'Total']],
];

describe('a credit note numbered in a column of its own', () => {
  it.each(HEADERS)('gives the credit note its own number where the invoice number is blank (%s)', async (_, header) => {
    const file = book(header, false, 'book.csv');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'VES' });
    expect(yaml).toContain(
      `Invoice_Number: { formula: 'IF(ISBLANK([${header[2]}]), [${header[3]}], [${header[2]}])' }`,
    );
    const mapping = await parseMapping(yaml, 'book.yaml');
    const numbers: string[] = [];
    for await (const invoice of readInvoices(file, mapping, READ)) numbers.push(String(invoice.draft.Invoice_Number));
    expect(numbers).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => (CREDITS.has(n) ? `NC-000${4100 + n}` : `000${4100 + n}`)),
    );
  });

  it.each(HEADERS)('keeps the invoice number where it is written on every row (%s)', async (_, header) => {
    const yaml = await inferMapping(book(header, true, 'both.csv'), { advertisers: ADVERTISERS, currency: 'VES' });
    expect(yaml).not.toContain('ISBLANK');
  });

  it('gives the credit note an id of its own where the id is built from the supplier and the number', async () => {
    const header = [
      'Fecha',
      'RIF',
      'Proveedor',
      'Nº Factura',
      'Nº Nota de Crédito',
      'Base Imponible',
      'Impuesto IVA',
      'Total',
    ];
    const file = book(header, false, 'rif.csv');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'VES' });
    const mapping = await parseMapping(yaml, 'rif.yaml');
    const ids: string[] = [];
    for await (const invoice of readInvoices(file, mapping, READ)) {
      expect(
        invoice.problems.filter((problem) => problem.field === 'InvoiceId'),
        yaml,
      ).toEqual([]);
      ids.push(String(invoice.draft.InvoiceId));
    }
    expect(
      ids.filter((id, i) => CREDITS.has(i)).every((id) => id.includes('NC-')),
      yaml,
    ).toBe(true);
    expect(new Set(ids).size).toBe(8);
  });
});

/**
 * A list holding two numbering systems side by side, each row numbered in one (China's invoice
 * platform: a digital invoice's `数电票号码`, an older paper invoice's `发票号码`); every row is an invoice.
 */
function twoNumberings(header: readonly string[]): string {
  const rows = [header.join(';')];
  for (let n = 0; n < 8; n++) {
    const digital = !CREDITS.has(n);
    const net = 1000 + n * 125;
    rows.push(
      [
        `2025-11-${String(n + 3).padStart(2, '0')}`,
        ADVERTISERS[n % 3]!.advertiserName,
        digital ? '' : `0${8765432 + n}`,
        digital ? `2531200000012345${String(6700 + n)}` : '',
        net.toFixed(2),
        ((net * 6) / 100).toFixed(2),
        ((net * 106) / 100).toFixed(2),
      ].join(';'),
    );
  }
  const file = join(makeTempDir('infer-two-numberings'), 'list.csv');
  writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
}

describe('a list numbered in two systems, each row in one', () => {
  it.each([
    ['Chinese', ['开票日期', '销方名称', '发票号码', '数电票号码', '金额', '税额', '价税合计']],
    ['English', ['Date', 'Supplier', 'Invoice No.', 'e-Invoice No.', 'Net', 'VAT', 'Total']],
  ])('numbers each row by the column that holds its number (%s)', async (_, header) => {
    const file = twoNumberings(header);
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'CNY' });
    expect(yaml).toContain(
      `Invoice_Number: { formula: 'IF(ISBLANK([${header[2]}]), [${header[3]}], [${header[2]}])' }`,
    );
    const mapping = await parseMapping(yaml, 'list.yaml');
    const numbers: string[] = [];
    for await (const invoice of readInvoices(file, mapping, READ)) numbers.push(String(invoice.draft.Invoice_Number));
    expect(numbers).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => (CREDITS.has(n) ? `0${8765432 + n}` : `2531200000012345${6700 + n}`)),
    );
  });

  it('leaves a column of another kind of number alone (an order reference filling the blanks)', async () => {
    const file = twoNumberings(['Date', 'Supplier', 'Invoice No.', 'Order Ref', 'Net', 'VAT', 'Total']);
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'CNY' });
    expect(yaml).not.toContain('ISBLANK([Invoice No.]), [Order Ref]');
  });
});
