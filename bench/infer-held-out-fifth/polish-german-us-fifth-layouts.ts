/**
 * Fifth held-out layouts of Comarch ERP Optima (Poland), Billomat (Germany) and Stampli (US AP
 * automation). Written from each product's public documentation (named at each layout), with its
 * country's VAT or sales tax, date and number style, without reading infer's code and without
 * running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, monthName, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

/** `1 234,56` with the no-break space Polish locales group thousands with. */
const polish = (cents: number) => money(cents, 'comma').replace(/\./g, '\u00a0');

/**
 * Comarch ERP Optima's purchase VAT register (Rejestry VAT > Rejestr zakupów, "Eksport do
 * arkusza"), one row per document: the register's ordinal (Lp.), Optima's own number of the entry
 * (Numer wewnętrzny, ZAK/…) beside the supplier's document number (Dokument), the document kind FZ
 * (faktura zakupu) or KOR (korekta, written negative, as the register and JPK_VAT carry it), the
 * supplier's short name (Akronim) beside its name and NIP, the VAT rate, net, VAT and gross, and what
 * is still to settle (the register's columns in Comarch's help: pomoc.comarch.pl/optima, "Rejestry
 * VAT – Scenariusze", "Jak dodać nowy zapis do rejestru VAT?"). Polish style: YYYY-MM-DD, 1 234,56,
 * VAT 23 and 8 %, PLN.
 */
export const comarchRejestrZakupow: CorpusLayout = {
  name: 'comarch-rejestr-zakupow',
  modelledOn:
    'Comarch ERP Optima rejestr VAT zakupów in Excel: Polish headers, Lp., Numer wewnętrzny beside Dokument, Rodzaj FZ / KOR (corrections negative), Akronim beside Nazwa and NIP, YYYY-MM-DD text, 1 234,56, Netto / VAT / Brutto beside Pozostaje',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8909, 13, 9, ['PLN']);
    const header = [
      'Lp.',
      'Data wystawienia',
      'Data wpływu',
      'Rodzaj',
      'Numer wewnętrzny',
      'Dokument',
      'Akronim',
      'Nazwa',
      'NIP',
      'Stawka VAT',
      'Netto',
      'VAT',
      'Brutto',
      'Pozostaje',
    ];
    const rows = invoices.map((i, index) => {
      const correction = index % 6 === 5;
      const sign = correction ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 23, 8);
      const net = sign * i.netCents;
      const vat = sign * taxOf(i.netCents, rate);
      const month = String(i.date.m).padStart(2, '0');
      return [
        String(index + 1),
        isoDay(i.date),
        isoDay({ ...i.date, d: Math.min(28, i.date.d + 2) }),
        correction ? 'KOR' : 'FZ',
        `ZAK/${i.date.y}/${month}/${String(index + 1).padStart(4, '0')}`,
        i.number,
        i.vendorName.split(' ')[0]!.toUpperCase().slice(0, 12),
        i.vendorName,
        `${525 + i.vendor}-${100 + i.vendor * 7}-${10 + i.vendor}-${20 + i.vendor}`,
        rate === 0 ? 'ZW' : `${rate}%`,
        polish(net),
        polish(vat),
        polish(net + vat),
        polish(index % 3 === 1 ? 0 : net + vat),
      ];
    });
    return writeXlsx(dir, 'rejestr-zakupow.xlsx', { 'Rejestr zakupów': [header, ...rows] });
  },
};

/**
 * Billomat's incoming invoices (Eingangsrechnungen, "CSV-Export"), one row per invoice: Billomat's
 * id of the entry beside the supplier's invoice number, the supplier's name beside Billomat's
 * supplier number, net, VAT and gross, what is paid and what is open, the status and a category
 * (the incoming fields of Billomat's API: id, number, supplier_id, date, due_date, total_net,
 * total_gross, paid_amount, open_amount, status OPEN / PAID / OVERDUE, category:
 * www.billomat.com/api/eingangsrechnungen). German style: DD.MM.YYYY, 1.234,56, USt 19 and 7 %,
 * EUR.
 */
export const billomatEingangsrechnungen: CorpusLayout = {
  name: 'billomat-eingangsrechnungen',
  modelledOn:
    'Billomat Eingangsrechnungen CSV: German headers, ID beside Rechnungsnummer, Lieferant beside Lieferanten-Nr., DD.MM.YYYY, 1.234,56, Netto / USt. / Brutto beside Bezahlt and Offen, Status, Kategorie',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9010, 11, 8, ['EUR']);
    const header = [
      'ID',
      'Rechnungsnummer',
      'Lieferant',
      'Lieferanten-Nr.',
      'Rechnungsdatum',
      'Fälligkeitsdatum',
      'Kategorie',
      'Netto',
      'USt.',
      'Brutto',
      'Bezahlt',
      'Offen',
      'Status',
    ];
    const rows = invoices.map((i, index) => {
      const state = ['Offen', 'Bezahlt', 'Überfällig'][index % 3]!;
      const paid = state === 'Bezahlt' ? i.grossCents : 0;
      return [
        String(1804230 + index * 17),
        i.number,
        i.vendorName,
        `L-${String(1001 + i.vendor)}`,
        day(i.date, 'de'),
        day(i.due, 'de'),
        ['Werbung', 'Marketing', 'Sponsoring'][i.vendor % 3]!,
        money(i.netCents, 'comma'),
        money(i.taxCents, 'comma'),
        money(i.grossCents, 'comma'),
        money(paid, 'comma'),
        money(i.grossCents - paid, 'comma'),
        state,
      ];
    });
    return writeCsv(dir, 'eingangsrechnungen.csv', [header, ...rows], ';');
  },
};

/**
 * Stampli's invoice list exported to Excel, one row per invoice: Stampli's own id (Stampli ID)
 * beside the vendor's invoice number, the vendor beside its ERP vendor id, the document type with a
 * credit memo written negative, dates written with a month name ("Mar 4, 2024"), the subtotal, sales
 * tax and total beside the open balance, the approval status and the GL account of the first line
 * (the invoice fields of Stampli's help center: Invoice #, Vendor, Invoice Date, Due Date, Amount,
 * Status Pending Approval / Approved / Ready for Payment / Paid, GL Account:
 * help.stampli.com, "Exporting invoices"). US style: amounts with a decimal point, USD.
 */
export const stampliInvoices: CorpusLayout = {
  name: 'stampli-invoices',
  modelledOn:
    'Stampli invoice list in Excel: English headers, Stampli ID beside Invoice #, Vendor beside Vendor ID, Document Type Invoice / Credit Memo (credit memos negative), month-name dates, Subtotal / Tax / Total beside Open Balance, Status, GL Account',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9111, 12, 9, ['USD']);
    const header = [
      'Stampli ID',
      'Document Type',
      'Invoice #',
      'Vendor',
      'Vendor ID',
      'Invoice Date',
      'Due Date',
      'GL Account',
      'Subtotal',
      'Tax',
      'Total',
      'Open Balance',
      'Status',
    ];
    const rows = invoices.map((i, index) => {
      const sign = index % 5 === 2 ? -1 : 1;
      const tax = sign * (i.lines[0]!.ratePercent === 0 ? 0 : taxOf(i.netCents, 8.875));
      const net = sign * i.netCents;
      const state = ['Pending Approval', 'Approved', 'Ready for Payment', 'Paid'][index % 4]!;
      return [
        `SI-${String(48213 + index * 29)}`,
        sign < 0 ? 'Credit Memo' : 'Invoice',
        i.number,
        i.vendorName,
        `V${String(2000 + i.vendor * 3)}`,
        monthName(i.date),
        monthName(i.due),
        i.lines[0]!.glAccount,
        (net / 100).toFixed(2),
        (tax / 100).toFixed(2),
        ((net + tax) / 100).toFixed(2),
        state === 'Paid' ? '0.00' : ((net + tax) / 100).toFixed(2),
        state,
      ];
    });
    return writeXlsx(dir, 'stampli-invoices.xlsx', { Invoices: [header, ...rows] });
  },
};
