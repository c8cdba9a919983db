/**
 * Sixth held-out layouts of SnelStart (Netherlands), Pohoda (Czech Republic) and Számlázz.hu
 * (Hungary). Written from each product's public documentation and its country's conventions (named
 * at each layout), with its country's VAT rates, date and number style, without reading infer's
 * code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * SnelStart's purchase book (Inkoopboek, "Exporteren naar CSV"), one row per booking: SnelStart's
 * booking number (Boekstuk) beside the supplier's invoice number, the relation code beside the
 * relation's name, the booking's description, the amount excluding BTW, the BTW and the amount
 * including it beside what is still open (Openstaand); a credit note is booked with negative
 * amounts (SnelStart's inkoopboekingen: factuurnummer, relatie, factuurbedrag, btw, openstaand
 * saldo). Dutch style: DD-MM-YYYY, 1.234,56, BTW 21 % and 9 %, EUR, semicolons.
 */
export const snelstartInkoopboek: CorpusLayout = {
  name: 'snelstart-inkoopboek',
  modelledOn:
    'SnelStart inkoopboek CSV: Dutch headers, Boekstuk beside Factuurnummer, Relatiecode beside Relatie, DD-MM-YYYY, 1.234,56, negative credit notes, Excl. BTW / BTW / Incl. BTW beside Openstaand',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9101, 12, 8, ['EUR']);
    const nl = (d: { y: number; m: number; d: number }) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;
    const header = [
      'Boekstuk',
      'Datum',
      'Vervaldatum',
      'Relatiecode',
      'Relatie',
      'Factuurnummer',
      'Omschrijving',
      'Bedrag excl. BTW',
      'BTW',
      'Bedrag incl. BTW',
      'Openstaand',
    ];
    const rows = invoices.map((i, index) => {
      const sign = index % 5 === 3 ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 9);
      const net = sign * i.netCents;
      const btw = sign * taxOf(i.netCents, rate);
      return [
        `2024${String(1041 + index).padStart(4, '0')}`,
        nl(i.date),
        nl(i.due),
        String(1200 + i.vendor * 3),
        i.vendorName,
        i.number,
        i.lines[0]!.description,
        money(net, 'comma'),
        money(btw, 'comma'),
        money(net + btw, 'comma'),
        money(index % 3 === 1 ? 0 : net + btw, 'comma'),
      ];
    });
    return writeCsv(dir, 'inkoopboek.csv', [header, ...rows], ';');
  },
};

/**
 * Pohoda's received invoices (Přijaté faktury, "Export do Excelu" of the agenda's table), one row
 * per invoice: Pohoda's own number (Číslo) beside the supplier's document number (Doklad; Czech
 * purchase ledgers keep both, e.g. eurofaktura.cz, "Přijaté faktury": "Dok. čís. ... originální
 * číslo faktury od dodavatele", "Číslo ... interní číslo"), the type Faktura or Dobropis (a credit
 * note, with negative sums), the partner with its IČ, the variable symbol, the base and DPH of the
 * basic 21 % and reduced 12 % rates and the exempt amount in columns of their own, the total and
 * what is left to settle (K likvidaci). Czech style: D.M.YYYY text, number cells, CZK.
 */
export const pohodaPrijateFaktury: CorpusLayout = {
  name: 'pohoda-prijate-faktury',
  modelledOn:
    'Pohoda přijaté faktury in Excel: Czech headers, Číslo beside Doklad, Typ Faktura / Dobropis (credit notes negative), Firma beside IČ, Var.sym., D.M.YYYY text, Základ / DPH per rate and Osvobozeno, Celkem beside K likvidaci',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9202, 11, 8, ['CZK']);
    const cz = (d: { y: number; m: number; d: number }) => `${d.d}.${d.m}.${d.y}`;
    const header = [
      'Číslo',
      'Typ',
      'Datum',
      'Splatno',
      'Doklad',
      'Firma',
      'IČ',
      'Var.sym.',
      'Základ 21%',
      'DPH 21%',
      'Základ 12%',
      'DPH 12%',
      'Osvobozeno',
      'Celkem',
      'K likvidaci',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 4 === 2;
      const sign = credit ? -1 : 1;
      // Crowns: twenty-five times the corpus amount, near what the same campaign costs in CZK.
      const net = sign * i.netCents * 25;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 12);
      const dph = sign * taxOf(Math.abs(net), rate);
      const at = (r: number, v: number) => (rate === r ? v / 100 : 0);
      const total = net + dph;
      return [
        `PF24${String(117 + index).padStart(4, '0')}`,
        credit ? 'Dobropis' : 'Faktura',
        cz(i.date),
        cz(i.due),
        i.number,
        i.vendorName,
        String(25000000 + i.vendor * 104729),
        String(i.document).slice(-8),
        at(21, net),
        at(21, dph),
        at(12, net),
        at(12, dph),
        at(0, net),
        total / 100,
        index % 3 === 0 ? 0 : total / 100,
      ];
    });
    return writeXlsx(dir, 'prijate-faktury.xlsx', { 'Přijaté faktury': [header, ...rows] });
  },
};

/**
 * Számlázz.hu's list of received invoices (Bejövő számlák, "Exportálás CSV-be"), one row per
 * invoice: the invoice number, the seller's name and tax number, the issue, fulfilment and due
 * dates written YYYY.MM.DD. (the Hungarian date form, as on Hungarian invoices and the NAV online
 * invoice data: kiállítás dátuma, teljesítés dátuma, fizetési határidő), the payment method, the
 * currency, net, ÁFA and gross, and whether it is paid (the invoice fields of Számlázz.hu's Agent
 * API: szamlaszam, elado nev / adoszam, keltDatum, teljesitesDatum, fizetesiHataridoDatum,
 * fizmod, penznem, netto, afa, brutto). Forints have no minor unit in practice; ÁFA 27 % or 5 %;
 * HUF and EUR, decimal comma, semicolons.
 */
export const szamlazzBejovoSzamlak: CorpusLayout = {
  name: 'szamlazz-bejovo-szamlak',
  modelledOn:
    'Számlázz.hu bejövő számlák CSV: Hungarian headers, Számlaszám, Eladó neve beside Eladó adószáma, YYYY.MM.DD. dates (kelte, teljesítés, határidő), Fizetési mód, Pénznem HUF / EUR, Nettó / ÁFA / Bruttó beside Fizetve igen / nem',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9303, 10, 8, ['HUF', 'EUR']);
    const hu = (d: { y: number; m: number; d: number }) => `${d.y}.${p2(d.m)}.${p2(d.d)}.`;
    const header = [
      'Számlaszám',
      'Eladó neve',
      'Eladó adószáma',
      'Kelte',
      'Teljesítés dátuma',
      'Fizetési határidő',
      'Fizetési mód',
      'Pénznem',
      'Nettó',
      'ÁFA',
      'Bruttó',
      'Fizetve',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 27, 5);
      // Forints: four hundred times the corpus amount, whole forints.
      const huf = i.currency === 'HUF';
      const net = huf ? Math.round(i.netCents * 4) * 100 : i.netCents;
      const afa = huf ? Math.round(taxOf(net, rate) / 100) * 100 : taxOf(net, rate);
      const fill = huf ? (c: number) => String(c / 100) : (c: number) => money(c, 'plain-comma');
      const fulfilled = { ...i.date, d: Math.max(1, i.date.d - 2) };
      return [
        i.number,
        i.vendorName,
        `${12345670 + i.vendor * 17}-2-${p2(41 + i.vendor)}`,
        hu(i.date),
        hu(fulfilled),
        hu(i.due),
        index % 3 === 0 ? 'Készpénz' : 'Átutalás',
        i.currency,
        fill(net),
        fill(afa),
        fill(net + afa),
        index % 2 === 0 ? 'igen' : 'nem',
      ];
    });
    return writeCsv(dir, 'bejovo-szamlak.csv', [header, ...rows], ';');
  },
};
