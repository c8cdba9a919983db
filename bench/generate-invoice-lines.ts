/**
 * Generated month-end export of invoice lines, one row per line, the invoice fields repeated on
 * each of its lines (the grouped layout of an ERP export): the CSV in the European style of
 * `mappings/european-erp.yaml`, the XLSX with typed cells. Lines add up to the gross amount,
 * PayeeIds are the sandbox's advertisers, so every invoice is valid and the sandbox accepts it.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';

export const LINE_HEADER = [
  'Kreditor',
  'Kreditorname',
  'Rechnungsnr.',
  'Belegdatum',
  'Eingangsdatum',
  'Währung',
  'Bruttobetrag',
  'Pos',
  'Positionstext',
  'Nettobetrag',
  'Steuersatz',
  'Steuerbetrag',
  'Sachkonto',
  'Kostenstelle',
  'Skonto',
  'Buchungskreis',
] as const;

export interface GenerateOptions {
  /** Invoice lines (rows below the header). */
  lines: number;
  /** Lines per invoice. @default 2 */
  linesPerInvoice?: number;
  /** Put in every invoice number, so that files of different runs never share a business key. */
  tag: string;
}

const NAMES = [
  'Nordlicht Verlag AG',
  'Müller & Söhne Medien GmbH',
  'Alpenblick Außenwerbung',
  'Rheinland Radio KG',
  'Hanse Digital GmbH',
];
const TEXTS = [
  'Agency commission',
  'Online banner campaign',
  'Print advertisement, full page',
  'Radio spot; 30 s, prime time',
  'Outdoor poster "City Light"',
];

interface Line {
  payee: string;
  payeeName: string;
  number: string;
  invoiceDate: Date;
  receivedOn: Date;
  currency: string;
  /** Gross of the whole invoice, in cents. */
  grossCents: number;
  position: number;
  text: string;
  netCents: number;
  rate: number;
  taxCents: number;
  glAccount: string;
  costCenter: string;
  discount: string;
}

/** The lines of invoice `n` (0-based), computed so that net + tax of its lines is its gross. */
function invoiceLines(n: number, perInvoice: number, tag: string): Line[] {
  const parts = Array.from({ length: perInvoice }, (_, k) => {
    const netCents = 10_000 + ((n * 7919 + k * 104_729) % 2_000_000);
    const rate = (n + k) % 4 === 0 ? 7 : 19;
    return { netCents, rate, taxCents: Math.round((netCents * rate) / 100) };
  });
  const grossCents = parts.reduce((sum, part) => sum + part.netCents + part.taxCents, 0);
  const day = (n % 27) + 1;
  return parts.map((part, k) => ({
    payee: `00001000${String((n % 40) + 1).padStart(2, '0')}`,
    payeeName: NAMES[n % NAMES.length] as string,
    number: `RE-${tag}-${String(n + 1).padStart(7, '0')}`,
    invoiceDate: new Date(Date.UTC(2025, n % 12, day)),
    receivedOn: new Date(Date.UTC(2025, n % 12, day + 1)),
    currency: n % 10 === 0 ? 'USD' : 'EUR',
    grossCents,
    position: k + 1,
    text: TEXTS[(n + k) % TEXTS.length] as string,
    ...part,
    glAccount: `6${String(10_000 + (n % 900)).padStart(5, '0')}`,
    costCenter: `CC${1000 + (n % 250)}`,
    discount: n % 3 === 0 ? 'J' : 'N',
  }));
}

function* allLines(options: GenerateOptions): Generator<Line> {
  const perInvoice = options.linesPerInvoice ?? 2;
  const invoices = Math.ceil(options.lines / perInvoice);
  let written = 0;
  for (let n = 0; n < invoices; n++) {
    for (const line of invoiceLines(n, perInvoice, options.tag)) {
      if (written++ >= options.lines) return;
      yield line;
    }
  }
}

/** 1.234.567,89 */
function europeanAmount(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** 31.01.2025 */
function europeanDate(date: Date): string {
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
}

function csvField(text: string): string {
  return /[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes the CSV: UTF-8 with BOM, semicolons, CRLF, decimal comma, DD.MM.YYYY. Returns the invoice count. */
export async function writeLinesCsv(file: string, options: GenerateOptions): Promise<number> {
  const out = createWriteStream(file);
  out.write(`\uFEFF${LINE_HEADER.join(';')}\r\n`);
  let invoices = 0;
  for (const line of allLines(options)) {
    if (line.position === 1) invoices++;
    const fields = [
      line.payee,
      line.payeeName,
      line.number,
      europeanDate(line.invoiceDate),
      europeanDate(line.receivedOn),
      line.currency,
      europeanAmount(line.grossCents),
      String(line.position),
      line.text,
      europeanAmount(line.netCents),
      `${line.rate},00`,
      europeanAmount(line.taxCents),
      line.glAccount,
      line.costCenter,
      line.discount,
      '1000',
    ];
    if (!out.write(`${fields.map(csvField).join(';')}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return invoices;
}

/** Writes the XLSX: sheet Lines, shared strings as Excel writes them, date and number cells. Returns the invoice count. */
export async function writeLinesXlsx(file: string, options: GenerateOptions): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Lines');
  sheet.addRow([...LINE_HEADER]).commit();
  let invoices = 0;
  for (const line of allLines(options)) {
    if (line.position === 1) invoices++;
    const row = sheet.addRow([
      line.payee,
      line.payeeName,
      line.number,
      line.invoiceDate,
      line.receivedOn,
      line.currency,
      line.grossCents / 100,
      line.position,
      line.text,
      line.netCents / 100,
      line.rate,
      line.taxCents / 100,
      line.glAccount,
      line.costCenter,
      line.discount,
      '1000',
    ]);
    row.getCell(4).numFmt = 'dd.mm.yyyy';
    row.getCell(5).numFmt = 'dd.mm.yyyy';
    for (const column of [7, 10, 12]) row.getCell(column).numFmt = '#,##0.00';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  return invoices;
}
