/**
 * Third held-out layouts of German-language bookkeeping tools: lexoffice (Germany) and bexio
 * (Switzerland). Written from each product's public documentation (named at each layout), with
 * its country's VAT rates and number style, without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { localMonth, swissMoney } from './third-formats.js';

function uuid(seed: number): string {
  const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(width, '0').slice(-width);
  const a = Math.imul(seed, 2246822519);
  const b = Math.imul(seed ^ 0x27d4eb2f, 3266489917);
  return `${hex(a, 8)}-${hex(b, 4)}-4${hex(a >>> 12, 3)}-8${hex(b >>> 8, 3)}-${hex(a ^ b, 8)}${hex(seed, 4)}`;
}

/**
 * lexoffice's voucher list (Belege) exported as CSV, one row per voucher: the voucher's id (a
 * UUID), Belegnummer (the supplier's invoice number), Belegdatum, Fälligkeitsdatum, Kontakt,
 * Status, net, VAT rate and amount, gross and the open amount (the voucher list's fields
 * voucherNumber, voucherDate, dueDate, contactName, totalAmount, openAmount, voucherStatus:
 * developers.lexoffice.io/docs, voucherlist endpoint), German number style, DD.MM.YYYY, the
 * booking month written out in German. lexoffice books in euros: no currency column.
 */
export const lexofficeBelege: CorpusLayout = {
  name: 'lexoffice-belege',
  modelledOn:
    'lexoffice Belege export: German headers, a UUID Beleg-ID beside Belegnummer, DD.MM.YYYY, Buchungsmonat "Januar 2024", netto / USt / brutto and Offener Betrag, decimal comma',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5707, 18, 10, ['EUR']);
    const header = [
      'Beleg-ID',
      'Belegdatum',
      'Buchungsmonat',
      'Belegnummer',
      'Kontakt',
      'Kategorie',
      'Fälligkeitsdatum',
      'Status',
      'Betrag netto',
      'USt-Satz',
      'USt-Betrag',
      'Betrag brutto',
      'Offener Betrag',
    ];
    const rows = invoices.map((i, index) => {
      const rate = i.lines[0]!.ratePercent;
      const vat = i.lines.reduce((sum, l) => sum + taxOf(l.netCents, rate), 0);
      const gross = i.netCents + vat;
      const status = ['offen', 'bezahlt', 'überfällig', 'bezahlt'][index % 4]!;
      return [
        uuid(i.document),
        day(i.date, 'de'),
        localMonth(i.date, 'de'),
        i.number,
        i.vendorName,
        i.lines[0]!.glAccount === '618000' ? 'Fremdleistungen' : 'Werbekosten',
        day(i.due, 'de'),
        status,
        money(i.netCents, 'comma'),
        `${rate} %`,
        money(vat, 'comma'),
        money(gross, 'comma'),
        money(status === 'bezahlt' ? 0 : gross, 'comma'),
      ];
    });
    return writeCsv(dir, 'lexoffice-belege.csv', [header, ...rows], ';');
  },
};

/** The corpus GL accounts as Swiss KMU chart accounts. */
const KMU: Record<string, string> = {
  '610000': '6600',
  '610100': '6610',
  '612000': '6620',
  '615500': '6640',
  '618000': '6500',
};

/**
 * bexio supplier bills (Kreditoren > Lieferantenrechnungen) exported as CSV, one row per bill:
 * bexio's own number (LR-00042), title, supplier, the supplier's reference, bill and due date,
 * currency, net, VAT, gross, paid and open amounts, status, expense account and the payables
 * account 2000 on every row (the bill fields of bexio's purchase API: document_no, title,
 * vendor_ref, bill_date, due_date, currency_code, pending_amount, status; docs.bexio.com,
 * Purchase > Bills). Swiss style: 1'234.50, DD.MM.YYYY, VAT 8.1 and 2.6 %, CHF and EUR.
 */
export const bexioLieferantenrechnungen: CorpusLayout = {
  name: 'bexio-lieferantenrechnungen',
  modelledOn:
    "bexio Lieferantenrechnungen export: Swiss German headers, 1'234.50 amounts, Nr. beside Referenznummer, exkl. / inkl. MWST, Bezahlt and Offen, Kreditorenkonto 2000 on every row",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5808, 15, 11, ['CHF', 'CHF', 'EUR']);
    const header = [
      'Nr.',
      'Titel',
      'Lieferant',
      'Referenznummer',
      'Rechnungsdatum',
      'Fällig am',
      'Währung',
      'Total exkl. MWST',
      'MWST',
      'Total inkl. MWST',
      'Bezahlt',
      'Offen',
      'Status',
      'Aufwandkonto',
      'Kreditorenkonto',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 8.1, 2.6);
      const vat = taxOf(i.netCents, rate);
      const gross = i.netCents + vat;
      const status = ['Offen', 'Bezahlt', 'Teilweise bezahlt', 'Entwurf'][index % 4]!;
      const paid = status === 'Bezahlt' ? gross : status === 'Teilweise bezahlt' ? Math.floor(gross / 2) : 0;
      return [
        `LR-${String(42 + index).padStart(5, '0')}`,
        i.lines.map((l) => l.description).join(' / '),
        i.vendorName,
        i.number,
        day(i.date, 'de'),
        day(i.due, 'de'),
        i.currency,
        swissMoney(i.netCents),
        swissMoney(vat),
        swissMoney(gross),
        swissMoney(paid),
        swissMoney(gross - paid),
        status,
        KMU[i.lines[0]!.glAccount]!,
        '2000',
      ];
    });
    return writeCsv(dir, 'lieferantenrechnungen.csv', [header, ...rows], ';');
  },
};
