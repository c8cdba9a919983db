/**
 * Twenty-fifth held-out layouts: Aspel COI's journal vouchers (pólizas) exported to Excel, one row
 * per movement (the expense lines, the creditable VAT and the supplier's credit of each purchase,
 * with the CFDI's folio fiscal, issuer's RFC and name linked to each movement, a credit note the
 * same voucher with its sides swapped), and a purchase schedule of Bahrain's VAT return kept for
 * the National Bureau for Revenue (an Arabic sheet shown right to left, an Arabic header over an
 * English one, a currency per row with three-decimal dinars among two-decimal currencies, the
 * value in dinars beside, credit notes positive by their kind). Written from each system's public
 * documentation and the countries' tax rules, without reading infer's code and without running
 * infer on them.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, day } from '../infer-corpus/corpus-invoices.js';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { dinars, units } from './twentyfifth-formats.js';

/** A Mexican company's RFC: three letters, the date it was founded and a check of three. */
const rfc = (vendor: number) =>
  `${['MSA', 'CLU', 'OBM', 'NVE', 'BHA', 'IME'][vendor % 6]}${String(150301 + vendor * 10103)}${'A1B'}`;

/** A CFDI's folio fiscal: a UUID, upper case as the SAT stamps it. */
const uuid = (seed: number) => {
  const hex = (n: number, width: number) => (n % 16 ** width).toString(16).toUpperCase().padStart(width, '0');
  return `${hex(seed * 2654435761, 8)}-${hex(seed * 40503, 4)}-4${hex(seed * 977, 3)}-A${hex(seed * 131, 3)}-${hex(seed * 2246822519, 12)}`;
};

/**
 * Aspel COI's pólizas exported to Excel: the voucher's kind (Dr, diario), number and date (a date
 * cell) and concept, then per movement its number, account and account name, concept, debit
 * (Cargo) and credit (Abono), each written, and the CFDI linked to it: folio fiscal (UUID), the
 * issuer's RFC and name and its own folio. A purchase is its expense lines (6xx accounts) and the
 * creditable VAT (118-01-001) debited, the supplier (201-01-xxx) credited with the total; a credit
 * note swaps the sides. Pesos, written nowhere.
 */
export const aspelCoiPolizas: CorpusLayout = {
  name: 'aspel-coi-polizas',
  modelledOn:
    'Aspel COI pólizas export XLSX, one row per movement: Tipo Dr, Póliza, Fecha date cell, Concepto de la póliza, Mov., Cuenta 601-84-000 / 118-01-001 IVA acreditable / 201-01-00x proveedor, Nombre de la cuenta, Concepto del movimiento, Cargo, Abono, UUID, RFC emisor, Nombre emisor, Folio, credit notes with sides swapped, MXN implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25103, 9, 6).sort(byDate);
    const workbook = new ExcelJS.Workbook();
    workbook.created = new Date(Date.UTC(2024, 3, 3));
    const sheet = workbook.addWorksheet('Pólizas');
    sheet.addRow([
      'Tipo',
      'Póliza',
      'Fecha',
      'Concepto de la póliza',
      'Mov.',
      'Cuenta',
      'Nombre de la cuenta',
      'Concepto del movimiento',
      'Cargo',
      'Abono',
      'UUID',
      'RFC emisor',
      'Nombre emisor',
      'Folio',
    ]);
    invoices.forEach((i, n) => {
      const credit = n === 5;
      const rate = localRate(i.lines[0]!.ratePercent, 16, 8);
      // Pesos at twenty to the euro; an export keeps a purchase's first two lines.
      const lines = i.lines.slice(0, 2).map((l) => ({ text: l.description, net: l.netCents * 20 }));
      const vat = lines.reduce((s, l) => s + taxOf(l.net, rate), 0);
      const total = lines.reduce((s, l) => s + l.net, 0) + vat;
      const movements: [string, string, string, number][] = [
        ...lines.map((l): [string, string, string, number] => ['601-84-000', 'Publicidad y propaganda', l.text, l.net]),
        ...(vat
          ? [['118-01-001', 'IVA acreditable pagado', `IVA ${rate}%`, vat] as [string, string, string, number]]
          : []),
        [`201-01-00${i.vendor + 1}`, `Proveedores nacionales - ${i.vendor + 1}`, 'Cuenta por pagar', -total],
      ];
      const folio = credit ? `NC-${i.number}` : i.number;
      movements.forEach(([account, name, text, amount], m) => {
        const debit = credit ? -amount : amount;
        sheet
          .addRow([
            'Dr',
            String(n + 31),
            dateCell(i.date),
            `${credit ? 'Nota de crédito' : 'Compra'} s/fact. ${folio} ${i.vendorName}`,
            m + 1,
            account,
            name,
            text,
            units(Math.max(debit, 0)),
            units(Math.max(-debit, 0)),
            uuid(25103 + n),
            rfc(i.vendor),
            i.vendorName,
            folio,
          ])
          .getCell(3).numFmt = 'dd/mm/yyyy';
      });
    });
    const file = join(dir, 'Polizas_Marzo_2024.xlsx');
    await workbook.xlsx.writeFile(file);
    return file;
  },
};

/** A Bahraini VAT account number: 2 and fourteen digits, as the NBR issues it. */
const vatAccount = (vendor: number) => `2${String(20012345678 + vendor * 1009).padStart(14, '0')}`;

/** Dinars to the unit of each currency a Bahraini buyer is invoiced in. */
const TO_BHD: Readonly<Record<string, number>> = { BHD: 1, USD: 0.376, SAR: 0.1003 };

/**
 * A purchase schedule of Bahrain's VAT return as a business keeps it in Excel for the National
 * Bureau for Revenue: an Arabic sheet shown right to left, the bureau's name above an Arabic
 * header with its English one beneath. One row per tax invoice: its number and date (DD/MM/YYYY),
 * the supplier's name and VAT account number, the document's kind (فاتورة ضريبية, or إشعار دائن: a
 * credit note written positive), the currency, the value before VAT, the rate (10 %, 0 %), the VAT
 * and the total in that currency (dinars with three decimals), and the total in dinars at the
 * invoice's rate.
 */
export const nbrInputVatSchedule: CorpusLayout = {
  name: 'nbr-input-vat-schedule',
  modelledOn:
    'Bahrain NBR VAT return purchase schedule XLSX, right to left, a title, an Arabic header over an English one: Invoice No., Invoice Date DD/MM/YYYY, Supplier Name, Supplier VAT Account No., Document Type فاتورة ضريبية / إشعار دائن (positive), Currency BHD / USD / SAR per row, Value excl. VAT, VAT Rate 10 % / 0 %, VAT Amount, Total incl. VAT (three decimals for BHD), Total in BHD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25104, 10, 6, ['BHD', 'USD', 'BHD', 'SAR']).sort(byDate);
    const workbook = new ExcelJS.Workbook();
    workbook.created = new Date(Date.UTC(2024, 3, 4));
    const sheet = workbook.addWorksheet('المشتريات', { views: [{ rightToLeft: true }] });
    sheet.addRow(['الجهاز الوطني للإيرادات - جدول المشتريات - الربع الأول 2024']);
    const header: [string, string][] = [
      ['رقم الفاتورة', 'Invoice No.'],
      ['تاريخ الفاتورة', 'Invoice Date'],
      ['اسم المورد', 'Supplier Name'],
      ['رقم حساب ضريبة القيمة المضافة للمورد', 'Supplier VAT Account No.'],
      ['نوع المستند', 'Document Type'],
      ['العملة', 'Currency'],
      ['القيمة قبل الضريبة', 'Value excl. VAT'],
      ['نسبة الضريبة', 'VAT Rate'],
      ['مبلغ الضريبة', 'VAT Amount'],
      ['الإجمالي شامل الضريبة', 'Total incl. VAT'],
      ['الإجمالي بالدينار البحريني', 'Total in BHD'],
    ];
    sheet.addRow(header.map(([arabic]) => arabic));
    sheet.addRow(header.map(([, english]) => english));
    invoices.forEach((i, n) => {
      const credit = n === 3;
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 10;
      // Dinars (in fils) at 0.41 to the euro; other currencies in cents at their own rate to it.
      const net =
        i.currency === 'BHD'
          ? Math.round(i.netCents * 4.1)
          : Math.round(i.netCents * (i.currency === 'USD' ? 1.09 : 4.08));
      const vat = taxOf(net, rate);
      const value = i.currency === 'BHD' ? dinars : units;
      const inDinars = i.currency === 'BHD' ? net + vat : Math.round((net + vat) * TO_BHD[i.currency]! * 10);
      sheet.addRow([
        credit ? `CN-${i.number}` : i.number,
        day(i.date, 'uk'),
        i.vendorName,
        vatAccount(i.vendor),
        credit ? 'إشعار دائن' : 'فاتورة ضريبية',
        i.currency,
        value(net),
        `${rate}%`,
        value(vat),
        value(net + vat),
        dinars(inDinars),
      ]);
    });
    const file = join(dir, 'NBR_Purchases_Q1_2024.xlsx');
    await workbook.xlsx.writeFile(file);
    return file;
  },
};
