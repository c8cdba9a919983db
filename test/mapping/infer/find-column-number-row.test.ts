import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;
const READ = { knownAdvertisers: ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };

/** A tax template: titles, the header, then a row that numbers or letters its columns, then invoices. */
async function template(header: string[], marks: string[], name: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  sheet.addRow(['PURCHASE LIST']);
  sheet.addRow([]);
  sheet.addRow(header);
  sheet.addRow(marks);
  for (let n = 0; n < 6; n++) {
    const net = 1000 + n * 150;
    sheet.addRow([`F-${100 + n}`, `0${n + 1}/02/2024`, ADVERTISERS[n % 3]!.advertiserName, net, net * 0.2, net * 1.2]);
  }
  const file = join(makeTempDir('infer-column-numbers'), name);
  await workbook.xlsx.writeFile(file);
  return file;
}

async function readAll(file: string, yaml: string) {
  const mapping = await parseMapping(yaml, 'list.yaml');
  const read = [];
  for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice);
  return read;
}

describe('a row of column numbers under the header', () => {
  it.each([
    [
      'English, bracketed numbers',
      ['Invoice No', 'Invoice Date', 'Supplier', 'Net', 'VAT', 'Total'],
      ['(1)', '(2)', '(3)', '(4)', '(5)', '(6)'],
    ],
    [
      'Spanish, letters',
      ['Número de factura', 'Fecha', 'Proveedor', 'Base imponible', 'IVA', 'Total factura'],
      ['A', 'B', 'C', 'D', 'E', 'F'],
    ],
    [
      'French, bare numbers',
      ['N° facture', 'Date facture', 'Fournisseur', 'Montant HT', 'TVA', 'Montant TTC'],
      ['1', '2', '3', '4', '5', '6'],
    ],
  ])('is skipped by a visible rule and never read as an invoice (%s)', async (_, header, marks) => {
    const file = await template(header, marks, 'list.xlsx');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    const mark = marks[0]!.replace(/[()]/g, '\\$&');
    expect(yaml).toMatch(new RegExp(`- \\{ name: column numbers, column: [^,]+, equals: "?${mark}"? \\}`));
    const read = await readAll(file, yaml);
    expect(read.map((i) => i.draft.Invoice_Number)).toEqual(['F-100', 'F-101', 'F-102', 'F-103', 'F-104', 'F-105']);
  });

  it('is not seen in a first invoice whose cells do not count the columns', async () => {
    const file = await template(
      ['Invoice No', 'Invoice Date', 'Supplier', 'Net', 'VAT', 'Total'],
      ['1', '01/02/2024', ADVERTISERS[0]!.advertiserName, '2', '3', '4'],
      'first.xlsx',
    );
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).not.toContain('column numbers');
  });
});

/** A book whose first column counts its rows from 1, under a row of bare column numbers, as CSV. */
function countedBook(header: string[], name: string): string {
  const rows = [header.join(','), header.map((_, k) => String(k + 1)).join(',')];
  for (let n = 0; n < 5; n++) {
    const net = 1000 + n * 150;
    const vendor = ADVERTISERS[n % 3]!.advertiserName;
    const money = [net, net * 0.25, net * 1.25].map((a) => a.toFixed(2));
    rows.push([String(n + 1), vendor, `INV-${1001 + n}`, `2024-03-0${n + 1}`, ...money].join(','));
  }
  const file = join(makeTempDir('infer-column-numbers'), name);
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('a row of column numbers over a running number', () => {
  it.each([
    ['English', ['No.', 'Supplier Name', 'Invoice No', 'Invoice Date', 'Net Amount', 'VAT', 'Total Amount']],
    ['Croatian', ['R.br.', 'Dobavljač', 'Broj računa', 'Datum računa', 'Osnovica', 'PDV', 'Ukupno']],
  ])('is skipped without the first invoice, numbered 1 too (%s)', async (_, header) => {
    const file = countedBook(header, 'book.csv');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).toContain('name: column numbers');
    const read = await readAll(file, yaml);
    expect(read.map((i) => i.draft.Invoice_Number)).toEqual([
      'INV-1001',
      'INV-1002',
      'INV-1003',
      'INV-1004',
      'INV-1005',
    ]);
  });
});
