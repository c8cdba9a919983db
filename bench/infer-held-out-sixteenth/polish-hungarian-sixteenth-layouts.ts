/**
 * Sixteenth held-out layouts of Central Europe's national e-invoice registers: Poland's KSeF list
 * of purchase invoices (semicolons, decimal commas, the register's own number beside the
 * supplier's, corrections negative), and Hungary's NAV Online Számla query of incoming invoices
 * (a workbook whose header spans two rows, group cells merged over amounts of the same names in
 * the invoice's currency and in forints). Written from each register's public documentation and
 * the countries' VAT rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeGroupedHeaderXlsx } from './write-grouped-header-xlsx.js';

/** A Polish NIP, ten digits, one per supplier. */
const nip = (vendor: number) => String(5260001000 + vendor * 7130293);

/**
 * KSeF (Krajowy System e-Faktur), the purchase invoices the taxpayer's application lists (Faktury
 * zakupowe, Eksportuj, CSV as Polish Excel reads it: semicolons, decimal commas): the number KSeF
 * gave the invoice (the seller's NIP, the day it was received, a hash, a check pair), the
 * supplier's own number, the issue date (YYYY-MM-DD) and the moment KSeF received it (ISO with
 * milliseconds and Z), the seller's NIP and name, the kind (VAT; KOR a correction, its amounts the
 * difference, negative; ZAL an advance invoice), the currency, and gross before net and VAT. VAT
 * 23 %, 8 %.
 */
export const ksefFakturyZakupowe: CorpusLayout = {
  name: 'ksef-faktury-zakupowe',
  modelledOn:
    'KSeF Aplikacja Podatnika Faktury zakupowe CSV export, semicolons, decimal commas: Numer KSeF (NIP-YYYYMMDD-hash-check) beside Numer faktury, Data wystawienia YYYY-MM-DD, Data przyjęcia w KSeF ISO date-time with Z, NIP sprzedawcy, Nazwa sprzedawcy, Rodzaj faktury VAT / KOR (corrections negative) / ZAL, Waluta PLN / EUR, Kwota brutto before Kwota netto and Kwota VAT',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16101, 10, 6, ['PLN', 'PLN', 'EUR']).sort(byDate);
    const header = [
      'Numer KSeF',
      'Numer faktury',
      'Data wystawienia',
      'Data przyjęcia w KSeF',
      'NIP sprzedawcy',
      'Nazwa sprzedawcy',
      'Rodzaj faktury',
      'Waluta',
      'Kwota brutto',
      'Kwota netto',
      'Kwota VAT',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const kind = index % 4 === 1 ? 'KOR' : index === 6 ? 'ZAL' : 'VAT';
      const sign = kind === 'KOR' ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 23, 8);
      const net = sign * i.netCents;
      const tax = taxOf(net, rate);
      const received = later(i.date, index % 3);
      const hash = (((i.document % 100000) * 2654435761) % 0xffffffffffff).toString(16).toUpperCase().padStart(12, '0');
      rows.push([
        `${nip(i.vendor)}-${received.y}${p2(received.m)}${p2(received.d)}-${hash}-${p2((index * 37) % 100)}`,
        kind === 'KOR' ? `KOR/${i.number}` : i.number,
        isoDay(i.date),
        `${isoDay(received)}T${p2(7 + (index % 11))}:${p2((index * 17) % 60)}:${p2((index * 29) % 60)}.${100 + index * 37}Z`,
        nip(i.vendor),
        i.vendorName,
        kind,
        i.currency,
        money(net + tax, 'plain-comma'),
        money(net, 'plain-comma'),
        money(tax, 'plain-comma'),
      ]);
    });
    return writeCsv(dir, 'faktury_zakupowe_2024-Q1.csv', rows, ';');
  },
};

/** A Hungarian tax number: eight digits of the taxpayer, the VAT code, the county. */
const adoszam = (vendor: number) => `${24100000 + vendor * 1373211}-2-${p2(41 + vendor)}`;

/**
 * NAV Online Számla, the query of incoming invoices (Számlák lekérdezése, Bejövő, Excel export):
 * two title rows with the query's period, then a header over two rows: group cells merged over
 * their columns (Számla, Eladó, Számla pénznemében, Forintban) and the columns' names below, the
 * net, VAT and gross written twice under the same names, in the invoice's currency and in forints.
 * The invoice's number, the operation (CREATE an invoice; STORNO a cancelling invoice of its own
 * number, its amounts negative), the issue and supply dates (date cells shown YYYY.MM.DD.), the
 * currency and its rate, the seller's tax number and name. ÁFA 27 %, 5 %.
 */
export const navOnlineSzamlaBejovo: CorpusLayout = {
  name: 'nav-online-szamla-bejovo',
  modelledOn:
    'NAV Online Számla Bejövő számlák lekérdezése XLSX: two title rows, header over two rows with merged group cells Számla / Eladó / Számla pénznemében / Forintban, Nettó ÁFA Bruttó repeated under the currency and forint groups, Sorszám, Művelet CREATE / STORNO (negative), Kelte and Teljesítés dátuma date cells YYYY.MM.DD., Pénznem HUF / EUR, Árfolyam, Adószám 12345678-2-41 beside Név',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16202, 9, 6, ['HUF', 'EUR', 'HUF']).sort(byDate);
    const rows: CorpusCell[][] = [];
    invoices.forEach((i, index) => {
      const storno = index % 4 === 2;
      const sign = storno ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 27, 5);
      // Forint invoices run to whole forints a hundred times the corpus figure: advertising priced in Hungary.
      const net = sign * i.netCents * (i.currency === 'HUF' ? 100 : 1);
      const tax = taxOf(net, rate);
      // Forints to the whole forint, as NAV's forint columns are rounded from the invoice's currency.
      const fx = i.currency === 'HUF' ? 1 : 390.25 + index;
      const huf = (cents: number) => Math.round((cents / 100) * fx);
      rows.push([
        storno ? `${i.number}-ST` : i.number,
        storno ? 'STORNO' : 'CREATE',
        dateCell(i.date),
        dateCell(later(i.date, 2)),
        i.currency,
        fx,
        adoszam(i.vendor),
        i.vendorName,
        Number(money(net)),
        Number(money(tax)),
        Number(money(net + tax)),
        huf(net),
        huf(tax),
        huf(net) + huf(tax),
      ]);
    });
    return writeGroupedHeaderXlsx(dir, 'bejovo_szamlak_2024Q1.xlsx', {
      name: 'Számlák',
      titles: [['Lekérdezett számlák – Bejövő'], ['Időszak: 2024.01.01. – 2024.03.31.']],
      groups: [
        { title: 'Számla', span: 6 },
        { title: 'Eladó', span: 2 },
        { title: 'Számla pénznemében', span: 3 },
        { title: 'Forintban', span: 3 },
      ],
      header: [
        'Sorszám',
        'Művelet',
        'Kelte',
        'Teljesítés dátuma',
        'Pénznem',
        'Árfolyam',
        'Adószám',
        'Név',
        'Nettó',
        'ÁFA',
        'Bruttó',
        'Nettó',
        'ÁFA',
        'Bruttó',
      ],
      rows,
      dateFormat: 'yyyy.mm.dd.',
    });
  },
};
