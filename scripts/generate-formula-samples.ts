/**
 * Writes the samples whose mappings compute fields with formulas (samples/formula-*): a Xero
 * bills CSV, an SAP supplier invoice workbook with credit memos, a German ERP CSV with Skonto %
 * and a net + tax file without a gross column. Seeded like generate-samples.ts, so a re-run
 * gives the same content (XLSX zip timestamps aside).
 *
 * Run from the repository root:
 *   npx tsc scripts/generate-formula-samples.ts --outDir dist/scripts --rootDir . --module nodenext \
 *     --moduleResolution nodenext --target es2023 --types node --skipLibCheck --esModuleInterop
 *   node dist/scripts/scripts/generate-formula-samples.js
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { SANDBOX_ADVERTISERS } from '../src/sandbox/sandbox-advertisers.js';
import { seededRandom as random } from '../src/sandbox/seeded-random.js';

const OUT = 'samples';
const FIXED_DATE = new Date(Date.UTC(2024, 1, 1));

const rnd = random(20240613);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const pad2 = (n: number) => String(n).padStart(2, '0');
const vendors = SANDBOX_ADVERTISERS;

/** Whole hundredths (or ten-thousandths with places 4) as decimal text; `comma` writes 1.234,50. */
function decimal(units: number, places: number, comma = false): string {
  const abs = Math.abs(units);
  const factor = 10 ** places;
  let whole = String(Math.floor(abs / factor));
  if (comma) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = places === 0 ? whole : `${whole}${comma ? ',' : '.'}${String(abs % factor).padStart(places, '0')}`;
  return units < 0 ? `-${text}` : text;
}

const ITEMS = [
  'Print advertisement',
  'Online banner campaign',
  'Radio spot 30s',
  'Billboard rental',
  'Agency commission',
  'Production costs',
  'Newsletter placement',
  'Video pre-roll',
];

// Xero "Import bills": one row per line; the line amount is *Quantity x *UnitAmount less Discount %,
// TaxAmount is blank where Xero would apply the rate of *TaxType.
function xeroBills(): void {
  const header = [
    '*ContactName',
    'AccountNumber',
    '*InvoiceNumber',
    'Reference',
    '*InvoiceDate',
    '*DueDate',
    'Description',
    '*Quantity',
    '*UnitAmount',
    'Discount',
    '*AccountCode',
    '*TaxType',
    'TaxAmount',
    'Currency',
  ];
  const rows = [header.join(',')];
  const taxTypes = ['20% (VAT on Expenses)', '5% (VAT on Expenses)', 'No VAT'];
  for (let i = 1; i <= 12; i++) {
    const vendor = vendors[(i * 3) % vendors.length]!;
    const day = between(1, 28);
    const reference = `PO ${between(100, 999)}`;
    for (let l = 1, n = between(1, 4); l <= n; l++) {
      const quantity = pick(['1', '2', '3', '10', '2.5', '0.75']);
      const unit = decimal(between(100, 250_000), pick([2, 2, 4]));
      const discount = pick(['', '', '', '10', '12.5', '5']);
      const taxType = pick(taxTypes);
      // Some lines carry the tax Xero printed on the bill; the others leave it to the rate.
      const given = taxType === 'No VAT' ? pick(['', '0.00']) : rnd() < 0.3 ? decimal(between(1, 50_000), 2) : '';
      rows.push(
        [
          vendor.advertiserName.replaceAll(',', ''),
          vendor.id,
          `BILL-${4000 + i}`,
          reference,
          `${pad2(day)}/05/2024`,
          `${pad2(day)}/06/2024`,
          pick(ITEMS),
          quantity,
          unit,
          discount,
          pick(['400', '420', '463']),
          taxType,
          given,
          'GBP',
        ].join(','),
      );
    }
  }
  writeFileSync(join(OUT, 'formula-xero-bills.csv'), `${rows.join('\r\n')}\r\n`);
}

// SAP S/4HANA supplier invoices: a header sheet and an items sheet; credit memos carry positive
// amounts and Transaction "Credit Memo" on the header only.
async function sapSupplierInvoices(): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'invoice-batch samples';
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  const headers = wb.addWorksheet('Header');
  headers.addRow([
    'Supplier Invoice',
    'Fiscal Year',
    'Company Code',
    'Invoicing Party',
    'Document Date',
    'Document Currency',
    'Gross Invoice Amount',
    'Transaction',
    'Reference',
  ]).font = { bold: true };
  const items = wb.addWorksheet('Items');
  items.addRow([
    'Supplier Invoice',
    'Fiscal Year',
    'Supplier Invoice Item',
    'G/L Account',
    'Cost Center',
    'Tax Code',
    'Net Amount',
    'Tax Amount',
  ]).font = { bold: true };
  const rates: Record<string, number> = { V1: 19, V2: 7, V0: 0 };
  for (let i = 1; i <= 10; i++) {
    const vendor = vendors[(i * 7) % vendors.length]!;
    const document = String(5105600100 + i);
    let gross = 0;
    for (let l = 1, n = between(2, 4); l <= n; l++) {
      const code = pick(Object.keys(rates));
      const net = between(1_000, 900_000);
      const tax = Math.round((net * rates[code]!) / 100);
      gross += net + tax;
      items.addRow([
        document,
        2024,
        l,
        pick(['0061001000', '0061002000', '0065000000']),
        pick(['10101101', '10101902']),
        code,
        net / 100,
        tax / 100,
      ]);
    }
    const credit = i % 4 === 0;
    headers.addRow([
      document,
      2024,
      '1010',
      vendor.id,
      new Date(Date.UTC(2024, 3, between(1, 30))),
      'EUR',
      gross / 100,
      credit ? 'Credit Memo' : 'Invoice',
      `${credit ? 'CM' : 'RE'}-${9000 + i}`,
    ]);
  }
  headers.getColumn(5).numFmt = 'dd.mm.yyyy';
  for (const column of [7]) headers.getColumn(column).numFmt = '#,##0.00';
  await wb.xlsx.writeFile(join(OUT, 'formula-sap-supplier-invoices.xlsx'));
}

// A German ERP export: semicolons, decimal comma, the cash discount as a percentage ("3,00").
function germanSkonto(): void {
  const header = [
    'Lieferant',
    'Belegnummer',
    'Belegdatum',
    'Währung',
    'Bruttobetrag',
    'Skonto %',
    'Skontotage',
    'Pos',
    'Text',
    'Nettobetrag',
    'MwSt-Satz',
    'MwSt-Betrag',
  ];
  const rows = [header.join(';')];
  for (let i = 1; i <= 10; i++) {
    const vendor = vendors[(i * 11) % vendors.length]!;
    const skonto = pick(['3,00', '2,00', '0,00', '']);
    const days = skonto && skonto !== '0,00' ? pick(['10', '14']) : '';
    const lines = Array.from({ length: between(1, 3) }, () => {
      const rate = pick([19, 19, 7]);
      const net = between(5_000, 2_000_000);
      return { rate, net, tax: Math.round((net * rate) / 100) };
    });
    const gross = lines.reduce((sum, l) => sum + l.net + l.tax, 0);
    const date = `${pad2(between(1, 28))}.06.2024`;
    lines.forEach((l, p) => {
      rows.push(
        [
          vendor.id,
          `RE-2024-${7100 + i}`,
          date,
          'EUR',
          decimal(gross, 2, true),
          skonto,
          days,
          String(p + 1),
          pick(ITEMS),
          decimal(l.net, 2, true),
          `${l.rate},00`,
          decimal(l.tax, 2, true),
        ].join(';'),
      );
    });
  }
  writeFileSync(join(OUT, 'formula-german-skonto.csv'), `${rows.join('\r\n')}\r\n`);
}

// Net and tax per line, no gross anywhere; exempt lines leave Tax blank; credit notes are negative.
function netTaxLines(): void {
  const rows = ['Supplier ID,Invoice No,Invoice Date,Currency,Line,Description,Net,Tax'];
  for (let i = 1; i <= 10; i++) {
    const vendor = vendors[(i * 13) % vendors.length]!;
    const credit = i % 5 === 0;
    const currency = pick(['EUR', 'USD']);
    const date = `2024-07-${pad2(between(1, 31))}`;
    for (let l = 1, n = between(2, 4); l <= n; l++) {
      const net = (credit ? -1 : 1) * between(500, 400_000);
      const exempt = rnd() < 0.3;
      rows.push(
        [
          vendor.id,
          `${credit ? 'CN' : 'IN'}-${8800 + i}`,
          date,
          currency,
          String(l),
          pick(ITEMS),
          decimal(net, 2),
          exempt ? '' : decimal(Math.round(net * 0.2), 2),
        ].join(','),
      );
    }
  }
  writeFileSync(join(OUT, 'formula-net-tax.csv'), `${rows.join('\n')}\n`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  xeroBills();
  await sapSupplierInvoices();
  germanSkonto();
  netTaxLines();
}

void main();
