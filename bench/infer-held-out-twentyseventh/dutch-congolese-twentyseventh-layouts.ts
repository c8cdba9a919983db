/**
 * Twenty-seventh held-out layouts: AFAS Profit's financial entries (financiële mutaties) of the
 * purchase journal exported to Excel (one row per posting: the expense lines, the input VAT and the
 * creditor's total, debit and credit in columns of their own, the entry number beside the
 * supplier's invoice number, the booking date beside the invoice date, a credit note the other
 * way round), and the annex of purchases a company in the Democratic Republic of the Congo files
 * with its monthly VAT return, saved by French Excel as CSV (Windows-1252, semicolons, titles,
 * the supplier's NIF beside its name, a currency per row with the total in francs at the day's
 * rate, amounts grouped with no-break spaces and a decimal comma). Written from each system's
 * public documentation and the countries' tax rules, without reading infer's code and without
 * running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { grouped, units, writeClerkXlsx, writeCodePageCsv } from './twentyseventh-formats.js';

/**
 * AFAS Profit's financiële mutaties of journal 60 (Inkoop) to Excel: one row per posting of an
 * entry: the journal, the fiscal year and period, the entry number (boekstuknummer), the booking
 * date and the invoice date (date cells), the account and its name, the creditor's number and
 * name, the supplier's invoice number, the text, the debit and the credit (the other left empty),
 * the VAT code (1 high at 21 %, 0 none) and the cost centre. An invoice is its expense postings
 * (4600 Reclamekosten) and the input VAT (1520 Te vorderen BTW) debited, the creditors account
 * (1600 Crediteuren) credited with the total; a credit note the other way round. Euros, written
 * nowhere.
 */
export const afasFinancieleMutaties: CorpusLayout = {
  name: 'afas-financiele-mutaties',
  modelledOn:
    'AFAS Profit financiële mutaties XLSX, dagboek 60 Inkoop: Dagboek, Boekjaar, Periode, Boekstuknummer, Boekdatum and Factuurdatum date cells, Rekening 4600 / 1520 / 1600, Omschrijving rekening, Crediteur, Naam crediteur, Factuurnummer, Omschrijving, Debet and Credit apart, Btw-code 1 / 0, Kostenplaats; one row per posting, a credit note the other way round, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(27105, 9, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Dagboek',
        'Boekjaar',
        'Periode',
        'Boekstuknummer',
        'Boekdatum',
        'Factuurdatum',
        'Rekening',
        'Omschrijving rekening',
        'Crediteur',
        'Naam crediteur',
        'Factuurnummer',
        'Omschrijving',
        'Debet',
        'Credit',
        'Btw-code',
        'Kostenplaats',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 6;
      const booked = later(i.date, 3);
      // Advertising carries the Dutch high rate, 21 %; a supply outside VAT none.
      const code = i.lines[0]!.ratePercent === 0 ? '0' : '1';
      const lines = i.lines.slice(0, 2);
      const vat = lines.reduce((s, l) => s + (code === '1' ? taxOf(l.netCents, 21) : 0), 0);
      const total = lines.reduce((s, l) => s + l.netCents, 0) + vat;
      const entry = String(24600031 + n);
      const posting = (account: string, name: string, text: string, cents: number, cc: string | null) => {
        // Debit on the expense side of an invoice, credit on a credit note's; the creditor the other way.
        const debit = cents > 0 !== credit;
        rows.push([
          '60',
          2024,
          booked.m,
          entry,
          dateCell(booked),
          dateCell(i.date),
          account,
          name,
          String(30010 + i.vendor),
          i.vendorName,
          credit ? `CN-${i.number}` : i.number,
          text,
          debit ? units(Math.abs(cents)) : null,
          debit ? null : units(Math.abs(cents)),
          account === '1600' ? null : code,
          cc,
        ]);
      };
      for (const l of lines) posting('4600', 'Reclamekosten', l.description, l.netCents, l.costCenter);
      if (vat) posting('1520', 'Te vorderen BTW', 'BTW hoog 21%', vat, null);
      posting('1600', 'Crediteuren', `${credit ? 'Creditnota' : 'Factuur'} ${i.number}`, -total, null);
    });
    return writeClerkXlsx(dir, 'Financiele_mutaties_60_2024.xlsx', {
      Mutaties: { rows, filter: 'A1:P1', formats: { 13: '#,##0.00', 14: '#,##0.00' } },
    });
  },
};

/** A Congolese NIF as the DGI issues it: a letter, seven digits and a letter. */
const nif = (vendor: number) => `A${String(1204567 + vendor * 90731).slice(0, 7)}${'BDFHKMPT'[vendor % 8]}`;

/**
 * The annex of purchases (détail des achats) of a Congolese company's monthly VAT return, as
 * French Excel saves it: Windows-1252, semicolons, the return's title, the company and the month
 * (February 2024). One row per supplier invoice: an ordinal, the supplier's NIF and name, the
 * invoice's number and date (DD/MM/YYYY), its kind (Facture, or Note de crédit written negative),
 * the currency (USD, in which most services are billed, or CDF), the value before tax, the VAT
 * (16 %), the value with VAT, the day's rate and the value with VAT in francs. Amounts grouped with
 * no-break spaces, a decimal comma.
 */
export const dgrdcAnnexeAchats: CorpusLayout = {
  name: 'dgrdc-annexe-achats',
  modelledOn:
    "DR Congo DGI annexe TVA détail des achats CSV, Windows-1252, semicolons, three titles: N°, NIF, Fournisseur, N° Facture, Date facture DD/MM/YYYY, Nature Facture / Note de crédit (negative), Devise USD / CDF per row, Montant HT, TVA 16 %, Montant TTC, Taux, Montant TTC en CDF, amounts '1 234,56' with no-break spaces",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    // A monthly return lists the month's purchases: every invoice is dated in February.
    const invoices = corpusInvoices(27106, 10, 6, ['USD', 'CDF', 'USD'])
      .map((i) => ({ ...i, date: { ...i.date, m: 2 } }))
      .sort(byDate);
    const rows: CorpusCell[][] = [
      ['ANNEXE A LA DECLARATION MENSUELLE DE LA TVA - DETAIL DES ACHATS'],
      ['Assujetti : Kinshasa Affichage SARL - NIF A0912345X'],
      ['Période : février 2024'],
      [
        'N°',
        'NIF',
        'Fournisseur',
        'N° Facture',
        'Date facture',
        'Nature',
        'Devise',
        'Montant HT',
        'TVA 16%',
        'Montant TTC',
        'Taux',
        'Montant TTC en CDF',
      ],
    ];
    const amount = (cents: number) => grouped(cents, '\u00a0', ',');
    invoices.forEach((i, n) => {
      const credit = n === 4;
      // Dollars at about 1.08 to the euro; francs at about 2 700 to the dollar.
      const usd = Math.round(i.netCents * 1.08);
      const rate = 2680 + i.date.d * 3;
      const net = (credit ? -1 : 1) * (i.currency === 'USD' ? usd : usd * rate);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 16);
      rows.push([
        String(n + 1),
        nif(i.vendor),
        i.vendorName,
        credit ? `NC-${i.number}` : i.number,
        slashed(i.date),
        credit ? 'Note de crédit' : 'Facture',
        i.currency,
        amount(net),
        amount(vat),
        amount(net + vat),
        i.currency === 'USD' ? `${rate},00` : '1,00',
        amount(i.currency === 'USD' ? (net + vat) * rate : net + vat),
      ]);
    });
    return writeCodePageCsv(dir, 'Annexe_TVA_achats_2024-02.csv', rows, ';', 'windows-1252');
  },
};
