/**
 * Generated month-end accounts-payable register, the layout `mappings/month-end-register.yaml`
 * reads: three title rows, the header in row 4, one invoice per row with its VAT and gross as
 * formulas (and their saved results), dates and amounts formatted as Excel shows them, the
 * rate as a percent cell, and a totals row of SUM formulas below the data. Every invoice is
 * valid and its PayeeId is one of the sandbox's advertisers.
 */
import ExcelJS from 'exceljs';

const REGISTER_HEADER = [
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
] as const;

const VENDORS = ['Nordlicht Verlag AG', 'Maison Dupré & Fils', 'Castellano y Ruiz, S.A.', 'Tōkai Trading K.K.'];
const TEXTS = ['Agency commission', 'Newsletter placement', 'Radio spot, 30 seconds', 'Video pre-roll, 15 seconds'];
const RATES = [0.19, 0.07, 0];
/** The header row; the data rows follow it. */
const HEADER_ROW = 4;

/** Writes the register of `invoices` invoices, numbered with `tag`; returns the number of invoices. */
export async function writeRegisterXlsx(file: string, invoices: number, tag: string): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
  const sheet = workbook.addWorksheet('Register');
  sheet.addRow(['Accounts payable register - month end']).commit();
  sheet.addRow([`Company code 1000, closing run ${tag}`]).commit();
  sheet.addRow([]).commit();
  sheet.addRow([...REGISTER_HEADER]).commit();
  for (let n = 0; n < invoices; n++) {
    const at = HEADER_ROW + 1 + n;
    const vendor = (n % 40) + 1;
    const netCents = 5_000 + ((n * 7919) % 2_000_000);
    const rate = RATES[n % RATES.length]!;
    const vatCents = Math.round(netCents * rate);
    const day = new Date(Date.UTC(2025, n % 12, (n % 28) + 1));
    const row = sheet.addRow([
      100_000 + vendor,
      VENDORS[vendor % VENDORS.length],
      `ME-${tag}-${String(n + 1).padStart(6, '0')}`,
      day,
      new Date(day.getTime() + 30 * 86_400_000),
      n % 5 === 0 ? 'USD' : 'EUR',
      netCents / 100,
      rate,
      { formula: `ROUND(G${at}*H${at},2)`, result: vatCents / 100 },
      { formula: `G${at}+I${at}`, result: (netCents + vatCents) / 100 },
      610_000 + (vendor % 4) * 500,
      `CC${1000 + (vendor % 4) * 100}`,
      TEXTS[n % TEXTS.length],
    ]);
    row.getCell(4).numFmt = 'dd.mm.yyyy';
    row.getCell(5).numFmt = 'dd.mm.yyyy';
    row.getCell(7).numFmt = '#,##0.00';
    row.getCell(8).numFmt = '0%';
    row.commit();
  }
  const last = HEADER_ROW + invoices;
  sheet.addRow([]).commit();
  const sums = ['G', 'I', 'J'].map((column) => ({ formula: `SUM(${column}${HEADER_ROW + 1}:${column}${last})` }));
  sheet.addRow(['Total', null, null, null, null, null, sums[0], null, sums[1], sums[2]]).commit();
  sheet.commit();
  await workbook.commit();
  return invoices;
}
