/**
 * Twenty-first held-out layouts: the e-invoices received on Armenia's SRC e-invoicing system
 * (a workbook in Armenian, series and number apart, date cells for the issue and the supply,
 * adjusting invoices negative, cancelled ones kept with their status, drams implied), and the
 * electronic tax invoices (e-qaimə-faktura) received on Azerbaijan's e-taxes.gov.az (a CSV with a
 * byte-order mark, semicolons and decimal commas, a row per good, taxable and non-taxable values
 * apart, excise beside the VAT, returns positive by their kind, manats implied). Written from each
 * administration's public documentation and the countries' tax rules, without reading infer's code
 * and without running infer on them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later } from '../infer-held-out-fourteenth/fourteenth-days.js';

/**
 * SRC e-invoicing (e-invoice.taxservice.am), received invoices exported to Excel: a running number,
 * the series (a letter) and number apart, the kind (Հաշվարկային փաստաթուղթ an invoice, Ճշգրտող
 * հաշվարկ an adjusting invoice, written negative), the issue date and the supply date as date
 * cells, the supplier's TIN (ՀՎՀՀ, eight digits) and name, the value without VAT, the VAT at 20 %
 * (0 on exempt supplies), the total, and the status (Հաստատված confirmed, Չեղարկված cancelled by
 * the supplier and not owed). Drams, written nowhere.
 */
export const armeniaSrcReceivedEinvoices: CorpusLayout = {
  name: 'armenia-src-received-einvoices',
  modelledOn:
    'Armenia SRC e-invoicing received invoices XLSX in Armenian: Հ/Հ, Սերիա and Համար apart, Տեսակ invoice / adjusting (negative), Դուրս գրման ամսաթիվ and Մատակարարման ամսաթիվ as date cells, Մատակարարի ՀՎՀՀ 8 digits, Մատակարարի անվանում, Արժեք առանց ԱԱՀ, ԱԱՀ 20 %, Ընդհանուր արժեք, Կարգավիճակ confirmed / cancelled kept, AMD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21707, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Հ/Հ',
        'Սերիա',
        'Համար',
        'Տեսակ',
        'Դուրս գրման ամսաթիվ',
        'Մատակարարման ամսաթիվ',
        'Մատակարարի ՀՎՀՀ',
        'Մատակարարի անվանում',
        'Արժեք առանց ԱԱՀ',
        'ԱԱՀ',
        'Ընդհանուր արժեք',
        'Կարգավիճակ',
      ],
    ];
    invoices.forEach((i, n) => {
      const adjusting = n === 8;
      const net = (adjusting ? -1 : 1) * i.netCents * 420;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 20);
      rows.push([
        n + 1,
        'ԱԱ',
        String(30000000 + ((i.document * 4111) % 9999999)),
        adjusting ? 'Ճշգրտող հաշվարկ' : 'Հաշվարկային փաստաթուղթ',
        dateCell(i.date),
        dateCell(later(i.date, 2)),
        String(2345678 + i.vendor * 1234567)
          .padStart(8, '0')
          .slice(0, 8),
        i.vendorName,
        net / 100,
        vat / 100,
        (net + vat) / 100,
        n === 3 ? 'Չեղարկված' : 'Հաստատված',
      ]);
    });
    return writeXlsx(dir, 'stacvac_hashivner_2024Q1.xlsx', { Ստացված: rows });
  },
};

/** The corpus descriptions as an Azerbaijani invoice names the good or service. */
const MAL: Readonly<Record<string, string>> = {
  'Print advertisement': 'Çap reklamı',
  'Online banner campaign': 'Onlayn banner kampaniyası',
  'Radio spot, 30 seconds': 'Radio çarxı, 30 saniyə',
  'Billboard rental': 'Bilbord icarəsi',
  'Sponsorship fee': 'Sponsorluq haqqı',
  'Social media promotion': 'Sosial media təşviqi',
  'Agency commission': 'Agentlik komissiyası',
  'Production costs': 'İstehsal xərcləri',
  'Newsletter placement': 'Bülletendə yerləşdirmə',
};

/**
 * e-taxes.gov.az, electronic tax invoices received (daxil olan e-qaimə-fakturalar), exported as CSV:
 * UTF-8 with a byte-order mark, semicolons, decimal commas, one row per good. Seriya and Nömrə
 * number the qaimə; with the sender's VÖEN (ten digits) they identify it. Its kind is Cari (a
 * current invoice) or Qaytarma (a return, written positive). Each row holds the good, unit,
 * quantity and price, the value (Cəmi), split into the value charged VAT and the value not charged
 * it, the excise (Aksiz, 0 on advertising) and the VAT at 18 % on the charged value; the qaimə's
 * total (Yekun məbləğ) is repeated on each of its rows. Manats, written nowhere.
 */
export const etaxesElektronQaime: CorpusLayout = {
  name: 'etaxes-elektron-qaime',
  modelledOn:
    'Azerbaijan e-taxes.gov.az daxil olan e-qaimə-fakturalar CSV with BOM, semicolons, decimal commas, a row per good: Seriya, Nömrə, Tarix DD.MM.YYYY, Göndərənin VÖEN-i 10 digits, Göndərənin adı, Qaimənin növü Cari / Qaytarma (positive), Malın adı, Ölçü vahidi, Miqdarı, Vahidin qiyməti, Cəmi, ƏDV-yə cəlb edilən, ƏDV-yə cəlb edilməyən, Aksiz məbləği, ƏDV məbləği 18 %, Yekun məbləğ repeated, AZN implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21808, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Seriya',
        'Nömrə',
        'Tarix',
        'Göndərənin VÖEN-i',
        'Göndərənin adı',
        'Qaimənin növü',
        'Malın adı',
        'Ölçü vahidi',
        'Miqdarı',
        'Vahidin qiyməti',
        'Cəmi',
        'ƏDV-yə cəlb edilən',
        'ƏDV-yə cəlb edilməyən',
        'Aksiz məbləği',
        'ƏDV məbləği',
        'Yekun məbləğ',
      ],
    ];
    invoices.forEach((i, n) => {
      const kind = n === 4 ? 'Qaytarma' : 'Cari';
      const charged = i.lines[0]!.ratePercent !== 0;
      // Manats at two to the euro.
      const lines = i.lines.map((l) => ({ l, net: l.netCents * 2, vat: charged ? taxOf(l.netCents * 2, 18) : 0 }));
      const total = lines.reduce((s, x) => s + x.net + x.vat, 0);
      for (const { l, net, vat } of lines) {
        rows.push([
          `MT${String(i.date.y).slice(2)}${String.fromCharCode(65 + i.vendor)}`,
          String(100000 + ((i.document * 733) % 899999)),
          dotted(i.date),
          String(1400000000 + i.vendor * 123457711).slice(0, 10),
          i.vendorName,
          kind,
          MAL[l.description] ?? l.description,
          'ədəd',
          l.quantity,
          money(l.unitCents * 2, 'plain-comma'),
          money(net, 'plain-comma'),
          money(charged ? net : 0, 'plain-comma'),
          money(charged ? 0 : net, 'plain-comma'),
          '0,00',
          money(vat, 'plain-comma'),
          money(total, 'plain-comma'),
        ]);
      }
    });
    const file = writeCsv(dir, 'daxil_olan_qaimeler.csv', rows, ';');
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
    return file;
  },
};
