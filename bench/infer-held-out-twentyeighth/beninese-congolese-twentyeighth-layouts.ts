/**
 * Twenty-eighth held-out layouts: the annex of purchases a company in Benin keeps for its monthly
 * VAT return since the normalised e-MECeF invoice, saved by French Excel as CSV (Windows-1252,
 * semicolons, titles naming the period and FCFA, the supplier's IFU beside its name, the
 * invoice's type code FV or FA (a credit note, positive), the e-MECeF code beside the supplier's
 * number, whole francs grouped with no-break spaces, VAT at 18 %, the AIB the buyer withholds on a
 * service and the net it pays), and the état des achats of a company in the Republic of the Congo (Brazzaville), kept as
 * a workbook (merged titles, a two-row header, the NIU beside the name, a gross amount less a
 * discount, VAT at 18 % with its 5 % additional centimes, credit notes positive by their type, a
 * TOTAL GÉNÉRAL row). Written from each country's tax rules, without reading infer's code and
 * without running infer on them; where no public description of a column was found it is said so.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { inMonth, wholeGrouped, wholeUnits, writeSheets } from './twentyeighth-formats.js';

/** The franc CFA is pegged to the euro: 655.957 to one. */
const CFA = 655.957;

/** A Beninese company's IFU: thirteen digits, 3 for a legal person (the rest assumed). */
const ifu = (vendor: number) => `32019${String(10234567 + vendor * 1097311).slice(0, 8)}`;

/** An e-MECeF code as the DGI's machine signs an invoice: six groups of four (the letters assumed). */
const mecef = (vendor: number, n: number) =>
  Array.from({ length: 6 }, (_, g) =>
    ((vendor + 3) * 7919 * (n + 11) * (g + 5)).toString(36).toUpperCase().slice(-4).padStart(4, 'X'),
  ).join('-');

/**
 * The annex of purchases of Benin's monthly VAT return, February 2024: the ordinal, the invoice's
 * date, the supplier's IFU and name, the type (FV a sales invoice, FA its credit note, written
 * positive), the supplier's number and the e-MECeF code, the amount before tax, the VAT at 18 %
 * (group B; group A exempt bears none), the total, the AIB the buyer withholds at the source (3 %
 * of the amount before tax, the rate on services bought from a private supplier with an IFU: the
 * AIB added on an invoice is for wholesale goods only) and the net paid. The columns' names are
 * assumed: the DGI publishes the return, not a file format for its annex.
 */
export const emecefAchats: CorpusLayout = {
  name: 'emecef-achats',
  modelledOn:
    'Benin DGI annexe TVA état des achats CSV, Windows-1252, semicolons, two titles (période Février 2024, montants en FCFA), N° d’ordre, Date facture DD/MM/YYYY, IFU fournisseur, Nom ou raison sociale, Type FV / FA (positive), N° facture, Code MECeF/DGI, Montant HT, TVA 18%, Montant TTC, AIB retenu 3%, Net à payer, whole francs grouped with no-break spaces',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inMonth(corpusInvoices(28101, 11, 6), 2).sort(byDate);
    const rows: CorpusCell[][] = [
      ['DIRECTION GENERALE DES IMPOTS - DECLARATION DE TVA - ANNEXE : ETAT DES ACHATS'],
      [
        'Période : Février 2024',
        null,
        null,
        null,
        'IFU déclarant : 3201910456781',
        null,
        null,
        null,
        'Montants en FCFA',
      ],
      [],
      [
        "N° d'ordre",
        'Date facture',
        'IFU fournisseur',
        'Nom ou raison sociale',
        'Type',
        'N° facture',
        'Code MECeF/DGI',
        'Montant HT',
        'TVA 18%',
        'Montant TTC',
        'AIB retenu 3%',
        'Net à payer',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 5;
      const net = wholeUnits(i.netCents, CFA);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.18);
      const aib = Math.round(net * 0.03);
      const money = (units: number) => wholeGrouped(units, '\u00a0');
      rows.push([
        String(n + 1),
        slashed(i.date),
        ifu(i.vendor),
        typedIn(i.vendorName, 'windows-1252'),
        credit ? 'FA' : 'FV',
        credit ? `AV-${i.number}` : i.number,
        mecef(i.vendor, n),
        money(net),
        money(vat),
        money(net + vat),
        money(aib),
        money(net + vat - aib),
      ]);
    });
    return writeCodePageCsv(dir, 'Annexe_TVA_Achats_022024.csv', rows, ';', 'windows-1252');
  },
};

/** A Congolese NIU: a letter for a legal person, the year of registration and nine digits (assumed). */
const niu = (vendor: number) => `M${2009 + vendor}${String(100023456 + vendor * 7301).padStart(9, '0')}`;

/**
 * The état des achats of a company in the Republic of the Congo for January 2024, kept in Excel:
 * merged titles, a two-row header (Fournisseur, Document and Montants (FCFA) over the columns), one
 * row per invoice or credit note (Type F or AV, written positive), the NIU and name, the number and
 * the date (a date cell), the gross amount, the discount granted, the amount before tax, the VAT at
 * 18 %, the additional centimes (5 % of the VAT) and the total; a TOTAL GÉNÉRAL row. The
 * columns' names are assumed from the DGID's return forms.
 */
export const congoEtatAchats: CorpusLayout = {
  name: 'congo-etat-achats',
  modelledOn:
    'Republic of the Congo DGID état des achats XLSX, merged titles, a two-row header Fournisseur / Document / Montants (FCFA) over NIU, Raison sociale, Type F / AV (positive), N° pièce, Date cells, Montant brut, Remise, Montant HT, TVA 18 %, Centimes additionnels 5 %, Montant TTC, a TOTAL GÉNÉRAL row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inMonth(corpusInvoices(28102, 10, 6), 1).sort(byDate);
    const rows: CorpusCell[][] = [
      ['REPUBLIQUE DU CONGO - DIRECTION GENERALE DES IMPOTS ET DES DOMAINES'],
      ['ETAT DES ACHATS - MOIS DE JANVIER 2024 - Contribuable : Brazza Affichage SARL'],
      [],
      ['Fournisseur', null, 'Document', null, null, 'Montants (FCFA)'],
      [
        'NIU',
        'Raison sociale',
        'Type',
        'N° pièce',
        'Date',
        'Montant brut',
        'Remise',
        'Montant HT',
        'TVA 18 %',
        'Centimes additionnels',
        'Montant TTC',
      ],
    ];
    const sum = { gross: 0, discount: 0, net: 0, vat: 0, ca: 0 };
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      const gross = wholeUnits(i.netCents, CFA);
      const discount = Math.round((gross * i.discountPercent) / 100);
      const net = gross - discount;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.18);
      const ca = Math.round(vat * 0.05);
      sum.gross += sign * gross;
      sum.discount += sign * discount;
      sum.net += sign * net;
      sum.vat += sign * vat;
      sum.ca += sign * ca;
      rows.push([
        niu(i.vendor),
        i.vendorName,
        sign < 0 ? 'AV' : 'F',
        sign < 0 ? `AV${i.number}` : i.number,
        dateCell(i.date),
        gross,
        discount,
        net,
        vat,
        ca,
        net + vat + ca,
      ]);
    });
    rows.push([
      'TOTAL GÉNÉRAL',
      null,
      null,
      null,
      null,
      sum.gross,
      sum.discount,
      sum.net,
      sum.vat,
      sum.ca,
      sum.net + sum.vat + sum.ca,
    ]);
    const money = '#,##0';
    return writeSheets(dir, 'Etat_des_achats_janvier_2024.xlsx', {
      'Etat des achats': {
        rows,
        merged: ['A1:K1', 'A2:K2', 'A4:B4', 'C4:E4', 'F4:K4'],
        formats: { 6: money, 7: money, 8: money, 9: money, 10: money, 11: money },
      },
    });
  },
};
