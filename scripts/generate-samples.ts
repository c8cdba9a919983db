/**
 * Writes the sample input files of samples/ (the mappings in mappings/ are written by hand).
 * Deterministic: a seeded generator, so a re-run changes only zip timestamps inside the XLSX files.
 *
 * Run from the repository root:
 *   npx tsc scripts/generate-samples.ts --outDir dist/scripts --rootDir . --module nodenext \
 *     --moduleResolution nodenext --target es2023 --types node --skipLibCheck --esModuleInterop
 *   node dist/scripts/scripts/generate-samples.js
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { LINE_HEADER } from '../bench/generate-invoice-lines.js';
import { SANDBOX_ADVERTISERS } from '../src/sandbox/sandbox-advertisers.js';
import { seededRandom as random } from '../src/sandbox/seeded-random.js';

const OUT = 'samples';
const FIXED_DATE = new Date(Date.UTC(2024, 1, 1));

const rnd = random(20240131);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

/** Money in whole cents, so every sum is exact. */
const money = (cents: number) => cents / 100;
const taxCents = (netCents: number, ratePercent: number) => Math.round((netCents * ratePercent) / 100);

function utcDate(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m - 1, d));
}
const pad2 = (n: number) => String(n).padStart(2, '0');

const DESCRIPTIONS = [
  'Print advertisement, full page',
  'Online banner campaign',
  'Radio spot, 30 seconds',
  'Billboard rental, 4 weeks',
  'Sponsorship fee',
  'Social media promotion',
  'Agency commission',
  'Production costs',
  'Newsletter placement',
  'Event booth and materials',
  'Video pre-roll, 15 seconds',
  'Catalogue insert',
];
const GL_ACCOUNTS = ['610000', '610100', '612000', '615500', '618000'];
const COST_CENTERS = ['CC1000', 'CC1100', 'CC2000', 'CC3100', 'MKT-DE', 'MKT-UK'];
const vendors = SANDBOX_ADVERTISERS;

// ---------------------------------------------------------------------------------------------
// Tiny valid PDFs (header, one empty page, correct cross-reference offsets).

function tinyPdf(title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 72 760 Td (${title}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((content, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ---------------------------------------------------------------------------------------------
// Canonical layout: sheet Invoices + sheet Lines, column names as in the model, lines shuffled.

interface CanonicalLine {
  invoiceId: string;
  line: number;
  description: string;
  netCents: number;
  taxCents: number | string;
  rate: number;
  taxCode: string;
  gl: string;
  cost: string;
  country: string;
  po: string;
}

interface CanonicalInvoice {
  id: string;
  payee: string;
  number: string;
  date: Date | string;
  currency: string;
  amount: number;
  received: Date;
  discount: string;
  terms: string;
  comments: string;
  submittedBy: string;
  email: string;
  pdf: string;
}

const RATES: Record<string, { rate: number; code: string; country: string }[]> = {
  EUR: [
    { rate: 19, code: 'V1', country: 'DE' },
    { rate: 7, code: 'V2', country: 'DE' },
    { rate: 0, code: 'V0', country: 'FR' },
  ],
  GBP: [{ rate: 20, code: 'S', country: 'GB' }],
  USD: [{ rate: 0, code: 'E', country: 'US' }],
};

function canonicalData(count: number, prefix: string, seedMonth: number) {
  const invoices: CanonicalInvoice[] = [];
  const lines: CanonicalLine[] = [];
  for (let i = 1; i <= count; i++) {
    const vendor = vendors[(i * 7) % vendors.length]!;
    const currency = pick(['EUR', 'EUR', 'EUR', 'GBP', 'USD']);
    const id = `${prefix}-${String(i).padStart(5, '0')}`;
    const day = between(1, 28);
    let total = 0;
    const lineCount = between(1, 4);
    for (let l = 1; l <= lineCount; l++) {
      const tax = pick(RATES[currency]!);
      const net = between(50, 250_000);
      const t = taxCents(net, tax.rate);
      total += net + t;
      lines.push({
        invoiceId: id,
        line: l,
        description: pick(DESCRIPTIONS),
        netCents: net,
        taxCents: t,
        rate: tax.rate,
        taxCode: tax.code,
        gl: pick(GL_ACCOUNTS),
        cost: pick(COST_CENTERS),
        country: tax.country,
        po: `45000${between(10000, 99999)}`,
      });
    }
    invoices.push({
      id,
      payee: vendor.id,
      number: `${vendor.id.slice(-3)}/24/${String(1000 + i * 3 + seedMonth)}`,
      date: utcDate(2024, seedMonth, day),
      currency,
      amount: total,
      received: utcDate(2024, seedMonth, Math.min(28, day + between(0, 5))),
      discount: rnd() < 0.3 ? 'Y' : 'N',
      terms: pick(['Net 30', '2% 10 days, net 30', 'Net 14', 'Due on receipt']),
      comments: rnd() < 0.2 ? pick(['Campaign Q1', 'Approved by marketing', 'Recurring monthly fee']) : '',
      submittedBy: pick(['jdoe', 'msmith', 'akeller', 'lrossi']),
      email: pick(['j.doe@example.com', 'm.smith@example.com', 'a.keller@example.de', 'l.rossi@example.it']),
      pdf: '',
    });
  }
  return { invoices, lines };
}

const INVOICE_HEADERS = [
  'InvoiceId',
  'PayeeId',
  'Invoice_Number',
  'Invoice_Date',
  'CurrencyCode',
  'Invoice_Amount',
  'Received_On',
  'Invoice_Status',
  'Discount',
  'Discount_Terms',
  'CompCode',
  'Comments',
  'Submitted_By',
  'Requester Email',
  'PDF File',
];
const LINE_HEADERS = [
  'InvoiceId',
  'Line_Number',
  'Description',
  'Amount',
  'Tax',
  'TaxRate',
  'TaxCode',
  'GLAccount',
  'CostObject',
  'CountryCode',
  'PurchaseOrder',
];

async function writeCanonical(
  file: string,
  invoices: CanonicalInvoice[],
  lines: CanonicalLine[],
  lineOrder: number[],
): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'invoice-batch samples';
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  const sheet = wb.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(INVOICE_HEADERS).font = { bold: true };
  for (const inv of invoices) {
    const row = sheet.addRow([
      inv.id,
      inv.payee,
      inv.number,
      inv.date,
      inv.currency,
      money(inv.amount),
      inv.received,
      'Posted',
      inv.discount,
      inv.terms,
      '1000',
      inv.comments || null,
      inv.submittedBy,
      inv.email,
      inv.pdf || null,
    ]);
    row.getCell(4).numFmt = 'yyyy-mm-dd';
    row.getCell(7).numFmt = 'yyyy-mm-dd';
    row.getCell(6).numFmt = '#,##0.00';
  }
  sheet.columns.forEach((c) => (c.width = 16));
  const ls = wb.addWorksheet('Lines', { views: [{ state: 'frozen', ySplit: 1 }] });
  ls.addRow(LINE_HEADERS).font = { bold: true };
  for (const index of lineOrder) {
    const l = lines[index]!;
    const row = ls.addRow([
      l.invoiceId,
      l.line,
      l.description,
      money(l.netCents),
      typeof l.taxCents === 'number' ? money(l.taxCents) : l.taxCents,
      l.rate / 100,
      l.taxCode,
      l.gl,
      l.cost,
      l.country,
      l.po,
    ]);
    row.getCell(4).numFmt = '#,##0.00';
    row.getCell(5).numFmt = '#,##0.00';
    row.getCell(6).numFmt = '0%';
  }
  ls.columns.forEach((c) => (c.width = 16));
  await wb.xlsx.writeFile(file);
}

function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

async function canonical(): Promise<void> {
  const { invoices, lines } = canonicalData(60, 'INV-2024', 1);
  const pdfs = ['INV-2024-00001.pdf', 'INV-2024-00002.pdf', 'INV-2024-00003.pdf'];
  mkdirSync(join(OUT, 'pdfs'), { recursive: true });
  pdfs.forEach((name, i) => {
    invoices[i]!.pdf = name;
    writeFileSync(join(OUT, 'pdfs', name), tinyPdf(`Invoice ${invoices[i]!.id}`));
  });
  await writeCanonical(join(OUT, 'canonical.xlsx'), invoices, lines, shuffled(lines.length));
}

// ---------------------------------------------------------------------------------------------
// Planted errors: the canonical layout with one mistake per invoice in the first rows.

async function plantedErrors(): Promise<void> {
  const { invoices, lines } = canonicalData(24, 'ERR-2024', 2);
  const linesOf = (id: string) => lines.filter((l) => l.invoiceId === id);
  // 1 Tax "N/A" on a line.
  linesOf(invoices[0]!.id)[0]!.taxCents = 'N/A';
  // 2 a day that does not exist, written as text.
  invoices[1]!.date = '31.02.2024';
  // 3 a currency that is no code.
  invoices[2]!.currency = 'EURO';
  // 4 no PayeeId.
  invoices[3]!.payee = '';
  // 5 the same PayeeId and Invoice_Number as invoice 5.
  invoices[5]!.payee = invoices[4]!.payee;
  invoices[5]!.number = invoices[4]!.number;
  // 6 an invoice without lines.
  for (const l of linesOf(invoices[6]!.id)) l.invoiceId = 'GONE';
  // 7 lines that do not add up to Invoice_Amount.
  invoices[7]!.amount += 100;
  // 8 a Discount flag that is neither Y nor N.
  invoices[8]!.discount = 'X';
  // 9 a country name instead of a code.
  linesOf(invoices[9]!.id)[0]!.country = 'Germany';
  // 10 a PDF path that leaves the PDF folder.
  invoices[10]!.pdf = '../secret.pdf';
  // 11 a PDF that does not exist.
  invoices[11]!.pdf = 'missing.pdf';
  // 12 an e-mail address without @.
  invoices[12]!.email = 'not-an-email';
  // 13 a tax rate with three decimals (7.125 %).
  const rateLine = linesOf(invoices[13]!.id)[0]!;
  rateLine.rate = 7.125;
  // Lines whose invoice key matches no invoice: the lines of invoice 6, now keyed GONE.
  const kept = lines.map((_, i) => i);
  await writeCanonical(join(OUT, 'planted-errors.xlsx'), invoices, lines, kept);
}

// ---------------------------------------------------------------------------------------------
// Month-end register: a title row, formulas (VAT and gross), VAT of 0 on zero-rated rows
// (a formula whose cached result is 0), and a totals row at the bottom.

async function monthEndRegister(): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'invoice-batch samples';
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  const sheet = wb.addWorksheet('Register');
  sheet.getCell('A1').value = 'Accounts payable register - January 2024';
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = 'Company code 1000, closing run of 2024-02-01';
  const headers = [
    'Vendor No.',
    'Vendor Name',
    'Invoice No.',
    'Invoice Date',
    'Due Date',
    'Curr.',
    'Net',
    'VAT %',
    'VAT',
    'Gross',
    'GL Account',
    'Cost Center',
    'Description',
  ];
  const header = sheet.getRow(4);
  header.values = headers;
  header.font = { bold: true };
  const count = 80;
  let totalNet = 0;
  let totalVat = 0;
  for (let i = 0; i < count; i++) {
    const r = 5 + i;
    const vendorIndex = (i * 11) % vendors.length;
    const vendor = vendors[vendorIndex]!;
    const rate = pick([19, 19, 19, 7, 0]);
    const net = between(1_000, 1_500_000);
    const vat = taxCents(net, rate);
    totalNet += net;
    totalVat += vat;
    const day = between(1, 31);
    const row = sheet.getRow(r);
    row.values = [
      100001 + vendorIndex,
      vendor.advertiserName,
      `AP-2401-${String(i + 1).padStart(4, '0')}`,
      utcDate(2024, 1, day),
      utcDate(2024, 2, Math.min(28, day)),
      'EUR',
      money(net),
      rate / 100,
      { formula: `ROUND(G${r}*H${r},2)`, result: money(vat) },
      { formula: `G${r}+I${r}`, result: money(net + vat) },
      Number(pick(GL_ACCOUNTS)),
      pick(COST_CENTERS),
      pick(DESCRIPTIONS),
    ];
    row.getCell(4).numFmt = 'dd.mm.yyyy';
    row.getCell(5).numFmt = 'dd.mm.yyyy';
    row.getCell(7).numFmt = '#,##0.00';
    row.getCell(8).numFmt = '0%';
    row.getCell(9).numFmt = '#,##0.00';
    row.getCell(10).numFmt = '#,##0.00';
  }
  const last = 4 + count;
  const totals = sheet.getRow(last + 2);
  totals.values = [
    'Total',
    null,
    null,
    null,
    null,
    'EUR',
    { formula: `SUM(G5:G${last})`, result: money(totalNet) },
    null,
    { formula: `SUM(I5:I${last})`, result: money(totalVat) },
    { formula: `SUM(J5:J${last})`, result: money(totalNet + totalVat) },
  ];
  totals.font = { bold: true };
  sheet.columns.forEach((c) => (c.width = 14));
  sheet.getColumn(2).width = 34;
  sheet.getColumn(13).width = 30;
  await wb.xlsx.writeFile(join(OUT, 'month-end-register.xlsx'));
}

// ---------------------------------------------------------------------------------------------
// European ERP export: semicolons, decimal comma, DD.MM.YYYY, UTF-8 with BOM, CRLF,
// one row per line with the invoice fields repeated.

function euro(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${whole},${pad2(abs % 100)}`;
}

function csvField(text: string, delimiter: string): string {
  return text.includes(delimiter) || text.includes('"') || text.includes('\n') ? `"${text.replace(/"/g, '""')}"` : text;
}

function europeanErp(): void {
  const headers = [...LINE_HEADER];
  const rows: string[][] = [headers];
  for (let i = 1; i <= 50; i++) {
    const vendor = vendors[(i * 3) % vendors.length]!;
    const lineCount = between(1, 5);
    const lines: { net: number; rate: number; tax: number }[] = [];
    for (let l = 0; l < lineCount; l++) {
      const rate = pick([19, 19, 7]);
      const net = between(500, 800_000);
      lines.push({ net, rate, tax: taxCents(net, rate) });
    }
    const gross = lines.reduce((s, l) => s + l.net + l.tax, 0);
    const day = between(1, 28);
    const date = `${pad2(day)}.03.2024`;
    const received = `${pad2(Math.min(28, day + between(1, 4)))}.03.2024`;
    const number = `RE-2024-${String(3000 + i)}`;
    const skonto = rnd() < 0.35 ? 'J' : 'N';
    lines.forEach((l, p) => {
      rows.push([
        vendor.id,
        vendor.advertiserName,
        number,
        date,
        received,
        'EUR',
        euro(gross),
        String(p + 1),
        pick(DESCRIPTIONS),
        euro(l.net),
        `${l.rate},00`,
        euro(l.tax),
        pick(GL_ACCOUNTS),
        pick(COST_CENTERS),
        skonto,
        '1000',
      ]);
    });
  }
  const text = rows.map((r) => r.map((f) => csvField(f, ';')).join(';')).join('\r\n') + '\r\n';
  writeFileSync(
    join(OUT, 'european-erp.csv'),
    Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
  );
}

// ---------------------------------------------------------------------------------------------
// Legacy US export: Windows-1252 bytes, MM/DD/YYYY, "$1,234.50", credit notes "(45.00)",
// vendor ids without leading zeros, two preamble lines and a trailer line.

const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  Š: 0x8a,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
  š: 0x9a,
  Œ: 0x8c,
  œ: 0x9c,
  Ž: 0x8e,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function encodable1252(text: string): boolean {
  return [...text].every(
    (ch) =>
      ch.charCodeAt(0) < 0x80 || (ch.charCodeAt(0) >= 0xa0 && ch.charCodeAt(0) <= 0xff) || CP1252[ch] !== undefined,
  );
}

function cp1252(text: string): Buffer {
  return Buffer.from([...text].map((ch) => CP1252[ch] ?? ch.charCodeAt(0)));
}

function dollars(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${whole}.${pad2(abs % 100)}`;
  return cents < 0 ? `(${text})` : `$${text}`;
}

function legacyUs(): void {
  const usable = vendors.filter((v) => encodable1252(v.advertiserName));
  const lines: string[] = ['ACME HOLDINGS - ACCOUNTS PAYABLE EXPORT', 'RUN DATE: 04/01/2024  PERIOD: 03/2024'];
  lines.push(
    [
      'VENDOR ID',
      'VENDOR NAME',
      'INVOICE #',
      'INV DATE',
      'AMOUNT',
      'TERMS',
      'DISC',
      'PO NUMBER',
      'GL ACCT',
      'MEMO',
    ].join(','),
  );
  const count = 45;
  for (let i = 1; i <= count; i++) {
    const vendor = usable[(i * 5) % usable.length]!;
    const credit = i % 9 === 0;
    const cents = credit ? -between(1_000, 90_000) : between(1_000, 2_500_000);
    const month = 3;
    const day = between(1, 31);
    const memo = credit
      ? 'Credit note – returned materials'
      : pick(['Media buy “Spring”', 'Ad placement', 'Production', 'Printing & mailing', '']);
    lines.push(
      [
        String(Number(vendor.id)),
        vendor.advertiserName,
        `${credit ? 'CM' : 'INV'}${String(70000 + i * 13)}`,
        `${pad2(month)}/${pad2(day)}/2024`,
        dollars(cents),
        pick(['NET 30', '2/10 NET 30', 'NET 45']),
        rnd() < 0.25 ? 'Y' : 'N',
        rnd() < 0.6 ? `PO-${between(10000, 99999)}` : '',
        pick(GL_ACCOUNTS),
        memo,
      ]
        .map((f) => csvField(f, ','))
        .join(','),
    );
  }
  lines.push(`*** END OF REPORT - ${count} RECORDS ***`);
  writeFileSync(join(OUT, 'legacy-us.csv'), cp1252(`${lines.join('\r\n')}\r\n`));
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await canonical();
  await plantedErrors();
  await monthEndRegister();
  europeanErp();
  legacyUs();
}

void main();
