/**
 * Twenty-first held-out layouts: the invoices received on the MRA's e-invoicing platform in
 * Mauritius (a CSV of the fiscalised documents: IRN, STD / CRN / DRN types, date-times written as
 * YYYYMMDD HH:mm:ss, comma-grouped amounts, rupees and euros), and the purchase receipts a
 * Mongolian company downloads from ebarimt (a workbook in Cyrillic under a title, the 33-digit
 * receipt id, dates as YYYY.MM.DD, VAT and the city tax apart, returns negative, tugriks implied).
 * Written from each administration's public documentation and the countries' tax rules, without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** `12,345.60`: minor units with a comma every three digits, as the MRA portal shows amounts. */
const grouped = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
};

/**
 * MRA e-invoicing, documents received, exported to CSV: the IRN the platform returned, the
 * supplier's own invoice identifier, the type (STD an invoice, CRN a credit note written positive,
 * DRN a debit note), the invoice it corrects, the issue date-time as the MRA's JSON writes it
 * (`20240115 10:42:07`), the seller's name, BRN and VAT number, the currency (MUR, EUR for a
 * foreign seller), the amount before VAT, the VAT at 15 % (0 on zero-rated supplies) and the
 * amount with it.
 */
export const mraIfpInvoicesReceived: CorpusLayout = {
  name: 'mra-ifp-invoices-received',
  modelledOn:
    'Mauritius MRA e-invoicing (IFP) documents received CSV: IRN, Invoice Identifier, Invoice Type Desc STD / CRN (positive) / DRN, Invoice Ref Identifier of the corrected invoice, Date Time Invoice Issued YYYYMMDD HH:mm:ss, Seller Name, Seller BRN, Seller VAT No, Currency MUR / EUR, Total Amt Excl VAT, Total VAT Amount (15 %), Total Amt Incl VAT comma-grouped',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21303, 12, 6, ['MUR', 'MUR', 'EUR']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'IRN',
        'Invoice Identifier',
        'Invoice Type Desc',
        'Invoice Ref Identifier',
        'Date Time Invoice Issued',
        'Seller Name',
        'Seller BRN',
        'Seller VAT No',
        'Currency',
        'Total Amt Excl VAT',
        'Total VAT Amount',
        'Total Amt Incl VAT',
      ],
    ];
    invoices.forEach((i, n) => {
      const type = n === 5 || n === 10 ? 'CRN' : n === 8 ? 'DRN' : 'STD';
      const net = i.currency === 'MUR' ? i.netCents * 50 : i.netCents;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 15);
      const earlier = invoices[Math.max(0, n - 2)]!;
      rows.push([
        `${String(i.document * 37).slice(-10)}${p2(i.date.m)}MRA${String(n * 613 + 1009).padStart(6, '0')}`,
        type === 'STD' ? i.number : `${type}-${i.number}`,
        type,
        type === 'STD' ? null : earlier.number,
        `${i.date.y}${p2(i.date.m)}${p2(i.date.d)} ${p2(8 + (n % 10))}:${p2((n * 23) % 60)}:0${n % 10}`,
        i.vendorName,
        `C${String(7012345 + i.vendor * 40411).slice(0, 8)}`,
        String(20123456 + i.vendor * 3141),
        i.currency,
        grouped(net),
        grouped(vat),
        grouped(net + vat),
      ]);
    });
    return writeCsv(dir, 'mra_einvoices_received.csv', rows);
  },
};

/** The corpus descriptions as a Mongolian receipt names the goods. */
const BARAA: Readonly<Record<string, string>> = {
  'Print advertisement': 'Хэвлэлийн зар',
  'Online banner campaign': 'Цахим баннер',
  'Radio spot, 30 seconds': 'Радио спот 30 сек',
  'Billboard rental': 'Самбарын түрээс',
  'Sponsorship fee': 'Ивээн тэтгэлэг',
  'Social media promotion': 'Сошиал сурталчилгаа',
  'Agency commission': 'Агентлагийн шимтгэл',
  'Production costs': 'Бэлтгэлийн зардал',
  'Newsletter placement': 'Мэдээллийн хуудас',
};

/** `2024.01.05`, as ebarimt writes a receipt's day. */
const dotYmd = (d: { y: number; m: number; d: number }) => `${d.y}.${p2(d.m)}.${p2(d.d)}`;

/**
 * ebarimt (Mongolia) purchase receipts, the buyer's list exported to Excel: a title and the period,
 * then one row per receipt: a running number, the date, the 33-digit receipt id (ДДТД), the
 * seller's taxpayer number (ТТД) and name, the receipt's kind (Борлуулалт a sale, Буцаалт a return
 * written negative), the goods, the amount before tax, VAT at 10 % (НӨАТ), the city tax (НХАТ, 1 %
 * on some services, 0 on the rest) and the total with both. Tugriks, written nowhere.
 */
export const ebarimtHudaldanAvalt: CorpusLayout = {
  name: 'ebarimt-hudaldan-avalt',
  modelledOn:
    'Mongolia ebarimt purchase receipts XLSX in Cyrillic under a title and period: №, Огноо YYYY.MM.DD text, ДДТД 33 digits, Борлуулагчийн ТТД 7 digits, Борлуулагчийн нэр, Баримтын төрөл Борлуулалт / Буцаалт (negative), Бараа, Үнийн дүн, НӨАТ 10 %, НХАТ 1 % or 0, Нийт дүн, MNT implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21404, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Худалдан авалтын баримтын жагсаалт'],
      ['Хугацаа: 2024.01.01 - 2024.03.31'],
      [
        '№',
        'Огноо',
        'ДДТД',
        'Борлуулагчийн ТТД',
        'Борлуулагчийн нэр',
        'Баримтын төрөл',
        'Бараа',
        'Үнийн дүн',
        'НӨАТ',
        'НХАТ',
        'Нийт дүн',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      const net = sign * i.netCents * 3700;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 10);
      const city = i.vendor % 3 === 1 ? taxOf(net, 1) : 0;
      rows.push([
        n + 1,
        dotYmd(i.date),
        `0${String(i.document)}${String(4127 + n * 991).padStart(6, '0')}${String(i.vendor * 7919 + 1000003).padStart(16, '0')}`.slice(
          0,
          33,
        ),
        String(5123456 + i.vendor * 10007).slice(0, 7),
        i.vendorName,
        sign < 0 ? 'Буцаалт' : 'Борлуулалт',
        BARAA[i.lines[0]!.description] ?? i.lines[0]!.description,
        net / 100,
        vat / 100,
        city / 100,
        (net + vat + city) / 100,
      ]);
    });
    return writeXlsx(dir, 'ebarimt_hudaldan_avalt_2024Q1.xlsx', { 'Худалдан авалт': rows });
  },
};
