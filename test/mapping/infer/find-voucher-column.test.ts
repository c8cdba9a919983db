/**
 * Where no column names an invoice id, the exporting system's voucher number keys the invoices
 * when the sample shows it naming exactly the invoices that vendor and number name; otherwise
 * the id stays the vendor-and-number template.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('voucher-column'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) =>
  parse(yaml) as { invoice?: Record<string, unknown>; layout?: { type?: string; key?: unknown } };

/**
 * Ten invoices of four suppliers (two suppliers' numbers coincide), one row each or (`lines`) two
 * or three; `voucher(i, line)` writes the voucher column of invoice i.
 */
function ledger(voucherHeader: string, lines: boolean, voucher: (i: number, line: number) => string) {
  const rows: string[][] = [
    ['Supplier', 'Invoice Number', 'Invoice Date', 'Currency', voucherHeader, 'Description', 'Net Amount'],
  ];
  for (let i = 0; i < 10; i++)
    for (let l = 0; l < (lines ? 2 + (i % 2) : 1); l++)
      rows.push([
        `Supplier ${i % 4}`,
        `R-${100 + (i % 7)}`,
        '2024-03-04',
        'EUR',
        voucher(i, l),
        `Line ${l + 1}`,
        `${1000 + i * 37 + l}.50`,
      ]);
  return rows;
}

describe('mapping infer keys invoices by the system voucher number', () => {
  const HEADERS = [
    'N° pièce',
    'Laskun tunniste',
    'Doc Number',
    'Voucher No.',
    'Beleg-Nr.',
    'Bilagsnr',
    'Document Nbr',
    'Journal No',
    // A ledger's own transaction number, abbreviated.
    'Trans No',
    'Trans #',
    // A head contractor's payment certificate for a subcontractor's claim.
    'Payment Cert No',
  ];

  it.each(HEADERS)('"%s", one per invoice of one row, is the InvoiceId', async (header) => {
    const yaml = await inferMapping(writeCsv(ledger(header, false, (i) => `FF24${String(i * 7).padStart(3, '0')}`)));
    expect(mapped(yaml).invoice?.InvoiceId, yaml).toBe(header);
    expect(mapped(yaml).invoice?.Invoice_Number, yaml).toBe('Invoice Number');
  });

  it.each(HEADERS)('"%s", one per invoice of several rows, is the key of the grouped layout', async (header) => {
    const yaml = await inferMapping(writeCsv(ledger(header, true, (i) => String(30211 + i * 3))));
    expect(mapped(yaml).invoice?.InvoiceId, yaml).toBe(header);
    expect(mapped(yaml).layout, yaml).toEqual({ type: 'grouped', key: [header] });
  });

  it.each([
    [
      'a voucher number per line, not per invoice',
      'Doc Number',
      true,
      (i: number, l: number) => String(500 + i * 3 + l),
    ],
    ['a voucher number two invoices share', 'Voucher No.', false, (i: number) => String(500 + Math.floor(i / 2))],
    ['a reference that is no voucher number', 'Reference', false, (i: number) => `REF${i}`],
  ] as const)('%s leaves the vendor-and-number id', async (_what, header, lines, voucher) => {
    const yaml = await inferMapping(writeCsv(ledger(header, lines, voucher)));
    expect(mapped(yaml).invoice?.InvoiceId, yaml).toEqual({ template: '{Supplier}-{Invoice Number}' });
  });
});

describe('mapping infer and a column paired with the supplier alone', () => {
  // Where no column holds the invoice's number, a column whose value goes with the supplier on
  // every row (its tax id, BIN / NID) names suppliers, not invoices: neither the id nor the key,
  // also where a supplier's rows follow one another as an invoice's lines would.
  const SUPPLIER_OF_ROW = [0, 0, 1, 2, 2, 3, 1, 3, 0, 2];
  it.each(['BIN / NID', 'Internal ID'])('"%s", one per supplier, keys no invoice', async (header) => {
    const rows = [
      ['SL No.', 'Date', 'Name', header, 'Description', 'Value', 'VAT'],
      ...SUPPLIER_OF_ROW.map((v, i) => [
        String(i + 1),
        `0${1 + i}.02.2024`,
        `Supplier ${v}`,
        `00012345${v}-0101`,
        `Line ${i}`,
        `${1000 + i * 37}.50`,
        `${150 + i}.00`,
      ]),
    ];
    // The suppliers are the cached advertisers', by name, as a purchase book writes them.
    const advertisers = [0, 1, 2, 3].map((n) => ({ id: `000010000${n}`, advertiserName: `Supplier ${n}` }));
    const yaml = await inferMapping(writeCsv(rows), { advertisers });
    const invoice = mapped(yaml).invoice ?? {};
    expect(invoice.InvoiceId ?? null, yaml).not.toBe(header);
    expect(invoice.Invoice_Number ?? null, yaml).not.toBe(header);
    expect(JSON.stringify(mapped(yaml).layout?.key ?? null), yaml).not.toContain(header);
  });
});
