/**
 * Twenty-sixth held-out layouts: the suppliers' statement (état des fournisseurs) a Senegalese
 * company files with its VAT return to the DGID, saved by French Excel as CSV (Windows-1252,
 * semicolons, two titles, whole francs CFA grouped with spaces, the supplier's NINEA beside its
 * name, VAT withheld at source beside the VAT, credit notes negative), and the purchase statement
 * (état des achats) of a Cameroonian company's monthly return to the DGI (a summary sheet first,
 * a two-row header, VAT and the communal surcharge apart, the purchase withholding, credit notes
 * positive by their kind). Written from each administration's public documentation and the
 * countries' tax rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { wholeUnits, writeCodePageCsv } from './twentysixth-formats.js';

/** A Senegalese NINEA: seven digits, then the tax code of three (2G3). */
const ninea = (vendor: number) => `00${String(51234 + vendor * 1307)} 2G3`;

/** Francs CFA (XOF and XAF alike) to the euro, at the fixed parity rounded: cents times 6.56 in whole francs. */
const francs = (cents: number) => Math.round(cents * 6.56);

/**
 * DGID's état des fournisseurs as French Excel saves it: Windows-1252, semicolons, the statement's
 * and the company's titles. One row per supplier invoice: an ordinal, the supplier's NINEA and
 * name, the invoice's number and date (DD/MM/YYYY), its kind (Facture, or Avoir written
 * negative), the value before VAT, the rate (18 %), the VAT, the value with VAT, the VAT the buyer
 * withheld at source (the whole VAT of some suppliers, paid to the DGID) and the net paid to the
 * supplier. Whole francs CFA grouped with spaces, written nowhere.
 */
export const dgidEtatFournisseurs: CorpusLayout = {
  name: 'dgid-etat-fournisseurs',
  modelledOn:
    'Senegal DGID état des fournisseurs CSV, Windows-1252, semicolons, two titles: N° ordre, NINEA, Raison sociale, N° facture, Date facture DD/MM/YYYY, Nature Facture / Avoir (negative), Montant HT, Taux TVA 18 %, Montant TVA, Montant TTC, Retenue TVA, Net à payer, whole francs grouped with spaces, XOF implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(26103, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['ETAT DES FOURNISSEURS - TVA DEDUCTIBLE - 1er trimestre 2024'],
      ['Société : Téranga Affichage SA', 'NINEA : 004567890 2G3'],
      [
        'N° ordre',
        'NINEA',
        'Raison sociale',
        'N° facture',
        'Date facture',
        'Nature',
        'Montant HT',
        'Taux TVA',
        'Montant TVA',
        'Montant TTC',
        'Retenue TVA',
        'Net à payer',
      ],
    ];
    invoices.forEach((i, n) => {
      const avoir = n === 5;
      const net = (avoir ? -1 : 1) * francs(i.netCents);
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 18;
      const vat = taxOf(net, rate);
      const withheld = i.vendor % 3 === 0 ? vat : 0;
      const amount = (whole: number) => wholeUnits(whole, ' ');
      rows.push([
        String(n + 1),
        ninea(i.vendor),
        i.vendorName,
        avoir ? `AV-${i.number}` : i.number,
        slashed(i.date),
        avoir ? 'Avoir' : 'Facture',
        amount(net),
        `${rate}%`,
        amount(vat),
        amount(net + vat),
        amount(withheld),
        amount(net + vat - withheld),
      ]);
    });
    return writeCodePageCsv(dir, 'Etat_fournisseurs_T1_2024.csv', rows, ';', 'windows-1252');
  },
};

/** A Cameroonian NIU: a letter, twelve digits and a letter. */
const niu = (vendor: number) => `M0${String(1234567890 + vendor * 70001).padStart(11, '0')}Q`;

/**
 * DGI Cameroon's état des achats as a workbook kept for the monthly return: a Récapitulatif sheet
 * of the month's totals first, then the detail. The detail has a title, the company and a blank
 * row, then a two-row header: the groups (Fournisseur, Facture, Montants (FCFA)) above the column
 * names. One row per invoice: the supplier's NIU and name, the document's kind (FA, or AV: a
 * credit note written positive), its number and date (a date cell), the value before tax, the VAT
 * (17.5 %), the communal additional surcharge (CAC, 10 % of the VAT), the total with both and the
 * withholding on purchases (précompte, 2.2 % of the value, which the buyer pays to the treasury).
 * A monthly return: every invoice is of March 2024, the month its title names.
 */
export const impotscmEtatAchats: CorpusLayout = {
  name: 'impotscm-etat-achats',
  modelledOn:
    'Cameroon DGI état des achats XLSX, a Récapitulatif sheet then Détail des achats: a title, the company, a blank row and a two-row header Fournisseur / Facture / Montants (FCFA) over NIU, Raison sociale, Type FA / AV (positive), Numéro, Date date cell, Montant HT, TVA 17,5 %, CAC 10 %, Montant TTC, Précompte 2,2 %, whole francs as number cells',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    // A monthly return lists the month's purchases only: every invoice is dated in March, the month
    // the title names.
    const invoices = corpusInvoices(26104, 11, 6)
      .map((i) => ({ ...i, date: { ...i.date, m: 3 } }))
      .sort(byDate);
    const detail: CorpusCell[][] = [
      ['ETAT DES ACHATS DU MOIS - DECLARATION MENSUELLE DES IMPOTS ET TAXES'],
      ['Contribuable : Douala Affiches SARL - NIU M041800012345K - Période : mars 2024'],
      [],
      ['Fournisseur', null, 'Facture', null, null, 'Montants (FCFA)'],
      [
        'NIU',
        'Raison sociale',
        'Type',
        'Numéro',
        'Date',
        'Montant HT',
        'TVA 17,5 %',
        'CAC 10 %',
        'Montant TTC',
        'Précompte',
      ],
    ];
    const totals = { ht: 0, tva: 0, cac: 0 };
    invoices.forEach((i, n) => {
      const avoir = n === 8;
      const ht = francs(i.netCents);
      const tva = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(ht * 0.175);
      const cac = Math.round(tva * 0.1);
      const sign = avoir ? -1 : 1;
      totals.ht += sign * ht;
      totals.tva += sign * tva;
      totals.cac += sign * cac;
      detail.push([
        niu(i.vendor),
        i.vendorName,
        avoir ? 'AV' : 'FA',
        avoir ? `AV${i.number}` : i.number,
        dateCell(i.date),
        ht,
        tva,
        cac,
        ht + tva + cac,
        avoir ? 0 : Math.round(ht * 0.022),
      ]);
    });
    return writeXlsx(dir, 'Etat_des_achats_2024_03.xlsx', {
      Récapitulatif: [
        ['Récapitulatif des achats - mars 2024'],
        ['Montant HT', totals.ht],
        ['TVA', totals.tva],
        ['CAC', totals.cac],
        ['Total TTC', totals.ht + totals.tva + totals.cac],
      ],
      'Détail des achats': detail,
    });
  },
};
