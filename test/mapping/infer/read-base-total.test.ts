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

/** Exempt and taxable purchases in cents, row by row: the tax is 12 % of the taxable one. */
const PURCHASES = [
  [0, 100000],
  [25000, 40000],
  [0, 75000],
  [12000, 0],
  [5000, 62500],
  [0, 33300],
];
const taxOf = (taxable: number) => Math.round(taxable * 0.12);

/**
 * A purchase list whose "gross" adds the exempt and the taxable purchase before tax, with a column
 * that is the taxable purchase with its tax on top; `kept` a gross column that holds the tax.
 */
async function list(header: string[], name: string, taxIncluded = false): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Purchases');
  sheet.addRow(header);
  PURCHASES.forEach(([exempt, taxable], n) => {
    const tax = taxOf(taxable!);
    const gross = exempt! + taxable! + (taxIncluded ? tax : 0);
    const cells = [gross, exempt!, taxable!, tax, taxable! + tax].map((c) => c / 100);
    sheet.addRow([`P-${300 + n}`, new Date(Date.UTC(2024, 0, 2 + n)), ADVERTISERS[n % 3]!.advertiserName, ...cells]);
  });
  const file = join(makeTempDir('infer-base-total'), name);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** An exact decimal string as whole cents, as text. */
const cents = (amount: string | undefined) => String(Math.round(Number(amount) * 100));

async function drafts(file: string, yaml: string) {
  const mapping = await parseMapping(yaml, 'list.yaml');
  const read = [];
  for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice);
  return read;
}

/** The English list's header: the gross, each base, the tax, and the taxable base with the tax. */
const ENGLISH_LIST = [
  'Invoice No',
  'Invoice Date',
  'Supplier',
  'Gross Amount',
  'Exempt Amount',
  'Taxable Amount',
  'VAT Amount',
  'Gross Taxable Amount',
];

/** Each invoice read: its total, and each line's amount and tax, in cents. */
const amountsInCents = (read: Awaited<ReturnType<typeof drafts>>) =>
  read.map((i) => [
    cents(i.invoice!.Invoice_Amount),
    i.invoice!.InvoiceItems.map((l) => [cents(l.Amount), cents(l.Tax)]),
  ]);

describe('a gross purchase that adds the bases before tax', () => {
  it.each([
    ['English', ENGLISH_LIST],
    [
      'Portuguese',
      [
        'Número da fatura',
        'Data da fatura',
        'Fornecedor',
        'Valor bruto',
        'Valor isento',
        'Valor tributável',
        'Valor do IVA',
        'Valor tributável com IVA',
      ],
    ],
  ])('is the line amount, and the total is it with the tax on top (%s)', async (_, header) => {
    const file = await list(header, 'list.xlsx');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'PHP' });
    expect(yaml).toMatch(/^ {2}Amount: /m);
    const read = await drafts(file, yaml);
    expect(read.map((i) => i.problems)).toEqual(PURCHASES.map(() => []));
    expect(amountsInCents(read)).toEqual(
      PURCHASES.map(([exempt, taxable]) => {
        const tax = taxOf(taxable!);
        return [String(exempt! + taxable! + tax), [[String(exempt! + taxable!), String(tax)]]];
      }),
    );
  });

  it('leaves a gross that holds the tax as the total', async () => {
    const file = await list(ENGLISH_LIST, 'gross.xlsx', true);
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'PHP' });
    expect(yaml).not.toContain("Invoice_Amount: { formula: '[Gross Amount] + [VAT Amount]' }");
  });
});

/** A book with the tax twice (at its one rate and on its own) and a gross that is the total again, as CSV. */
function taxTwice(header: string[], name: string): { file: string; totals: string[] } {
  const rows = [header.join(',')];
  const totals: string[] = [];
  [1000, 2000, 500, 750, 300].forEach((net, n) => {
    const vendor = ADVERTISERS[n % 3]!.advertiserName;
    const tax = net / 5;
    totals.push(String((net + tax) * 100));
    const money = [net, tax, tax, net + tax, net + tax].map((a) => a.toFixed(2));
    rows.push([vendor, `INV-${1001 + n}`, `2024-03-0${n + 1}`, ...money].join(','));
  });
  const file = join(makeTempDir('infer-tax-twice'), name);
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return { file, totals };
}

describe('a book that writes the tax twice', () => {
  it.each([
    ['English, the rate named', ['Supplier', 'Invoice No', 'Invoice Date', 'Net', 'VAT 20%', 'VAT', 'Gross', 'Total']],
    [
      'English, deductible',
      ['Supplier', 'Invoice No', 'Invoice Date', 'Net', 'Deductible VAT', 'VAT', 'Gross', 'Total'],
    ],
    ['German', ['Lieferant', 'Rechnungsnummer', 'Rechnungsdatum', 'Netto', 'MwSt 20%', 'MwSt', 'Brutto', 'Gesamt']],
    ['Croatian', ['Dobavljač', 'Broj računa', 'Datum računa', 'Osnovica', 'PDV 20%', 'PDV', 'Bruto', 'Ukupno']],
  ])('never adds the tax to a total that holds it already (%s)', async (_, header) => {
    const { file, totals } = taxTwice(header, 'book.csv');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'GBP' });
    const read = await drafts(file, yaml);
    expect(read.map((i) => cents(i.invoice?.Invoice_Amount))).toEqual(totals);
  });
});

/** Exempt, zero-rated and taxable purchases in cents, row by row: the tax is 12 % of the taxable one. */
const THREE_BASES = [
  [0, 0, 100000],
  [25000, 0, 40000],
  [0, 18000, 75000],
  [12000, 0, 0],
  [5000, 7000, 62500],
  [0, 0, 33300],
];

/**
 * A purchase list in the order BIR's holds it: the bases' sum, each base, the tax, and last the
 * taxable base with the tax on top, which leaves out the exempt and zero-rated purchases.
 */
async function threeBases(header: string[], name: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Purchases');
  sheet.addRow(header);
  THREE_BASES.forEach(([exempt, zero, taxable], n) => {
    const tax = taxOf(taxable!);
    const cells = [exempt! + zero! + taxable!, exempt!, zero!, taxable!, tax, taxable! + tax].map((c) => c / 100);
    sheet.addRow([`C-${700 + n}`, new Date(Date.UTC(2024, 1, 3 + n)), ADVERTISERS[n % 3]!.advertiserName, ...cells]);
  });
  const file = join(makeTempDir('infer-three-bases'), name);
  await workbook.xlsx.writeFile(file);
  return file;
}

/**
 * What infer's proposal reads from a three-bases list, in cents: each invoice's total and its
 * line's amount and tax, every invoice valid; `amountOf` says which bases the amount should hold.
 */
async function expectThreeBases(
  header: string[],
  currency: string,
  amountOf: (exempt: number, zero: number, taxable: number) => number,
): Promise<void> {
  const file = await threeBases(header, 'purchases.xlsx');
  const read = await drafts(file, await inferMapping(file, { advertisers: ADVERTISERS, currency }));
  expect(read.map((i) => i.problems)).toEqual(THREE_BASES.map(() => []));
  expect(amountsInCents(read)).toEqual(
    THREE_BASES.map(([exempt, zero, taxable]) => {
      const tax = taxOf(taxable!);
      const amount = amountOf(exempt!, zero!, taxable!);
      return [String(amount + tax), [[String(amount), String(tax)]]];
    }),
  );
}

describe('a total of the taxable base and its tax beside a sum of every base', () => {
  it.each([
    [
      'English, as BIR words it',
      [
        'Invoice No',
        'Invoice Date',
        'Supplier',
        'Amount of Gross Purchase',
        'Amount of Exempt Purchase',
        'Amount of Zero-Rated Purchase',
        'Amount of Taxable Purchase',
        'Amount of Input Tax',
        'Amount of Gross Taxable Purchase',
      ],
    ],
    [
      'Spanish',
      [
        'Número de factura',
        'Fecha de factura',
        'Proveedor',
        'Importe de compras',
        'Exento',
        'Tasa cero',
        'Gravado',
        'IVA',
        'Total gravado',
      ],
    ],
  ])('is not the invoice total where exempt and zero-rated purchases are left out (%s)', async (_, header) => {
    await expectThreeBases(header, 'PHP', (exempt, zero, taxable) => exempt + zero + taxable);
  });
});

describe('a price before its discount beside the net, the tax and the total', () => {
  it.each([
    [
      'English',
      ['Invoice No', 'Invoice Date', 'Supplier', 'List Price', 'Discount', 'Rebate', 'Net Amount', 'VAT', 'Total'],
    ],
    [
      'German',
      [
        'Rechnungsnummer',
        'Rechnungsdatum',
        'Lieferant',
        'Listenpreis',
        'Rabatt',
        'Skonto',
        'Nettobetrag',
        'MwSt',
        'Gesamtbetrag',
      ],
    ],
  ])('keeps the net as the amount: a discount is no base the total leaves out (%s)', async (_, header) => {
    await expectThreeBases(header, 'EUR', (_discount, _rebate, net) => net);
  });
});
