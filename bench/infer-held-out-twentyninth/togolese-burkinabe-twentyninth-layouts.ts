/**
 * Twenty-ninth held-out layouts: a Togolese company's état détaillé des achats kept for the OTR's
 * monthly TVA return, a workbook a clerk left with a filter on (the cancelled invoices hidden by
 * it, still in the file), and a Burkinabè company's état des factures d'achats saved as CSV from
 * French Excel (Windows-1252, semicolons), with a sub-total after each half of the month and a
 * total, an Avoir written negative. TVA is 18 % in both (Togo: CGI art. 193; Burkina Faso: CGI
 * art. 317). Written from each country's rules, without reading infer's code and without running
 * infer on them; the column layouts are assumed (neither authority publishes a file format).
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage, typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import {
  delimitedText,
  inMonth,
  wholeGrouped,
  wholeUnits,
} from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inDateOrder, writeFilteredSheets } from './twentyninth-formats.js';

/** A Togolese NIF: ten digits (the structure assumed). */
const nifTg = (vendor: number) => String(1000150000 + vendor * 7919);

/** A Burkinabè IFU: eight digits and a letter (the structure assumed). */
const ifuBf = (vendor: number) => `${String(11023400 + vendor * 4073)}${'ABCDEFGHJK'[vendor % 10]!}`;

/**
 * The état détaillé des achats for January 2024: three titles, the header on row 4, one row per
 * invoice with its status; the clerk filtered Statut on Validée, so the two cancelled invoices
 * (Annulée) are rows the filter hides. Whole francs CFA as number cells shown `# ##0`.
 */
export const togoEtatAchats: CorpusLayout = {
  name: 'togo-etat-achats',
  modelledOn:
    'Togo OTR état détaillé des achats XLSX (layout assumed), three titles (Janvier 2024, FCFA), a filter left on Statut hiding the cancelled invoices, N°, Date, NIF fournisseur beside the Raison sociale, N° facture, Statut Validée / Annulée, Montant HT, TVA 18 %, Montant TTC in whole francs',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(29101, 12, 6), 1));
    const header = [
      'N°',
      'Date',
      'NIF fournisseur',
      'Raison sociale',
      'N° facture',
      'Statut',
      'Montant HT',
      'TVA 18%',
      'Montant TTC',
    ];
    const rows: CorpusCell[][] = [
      ['OTR - Office Togolais des Recettes - Déclaration mensuelle de TVA'],
      ['État détaillé des achats - Janvier 2024 - montants en FCFA'],
      ['Lomé Média Services SARL - NIF 1000987654'],
      header,
    ];
    const hidden: number[] = [];
    invoices.forEach((i, n) => {
      const net = wholeUnits(i.netCents, 655.957);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.18);
      const cancelled = n === 3 || n === 8;
      rows.push([
        n + 1,
        new Date(Date.UTC(i.date.y, i.date.m - 1, i.date.d)),
        nifTg(i.vendor),
        i.vendorName,
        i.number,
        cancelled ? 'Annulée' : 'Validée',
        net,
        vat,
        net + vat,
      ]);
      if (cancelled) hidden.push(rows.length);
    });
    return writeFilteredSheets(dir, 'Etat_achats_janvier_2024.xlsx', {
      Achats: {
        rows,
        filter: `A4:I${rows.length}`,
        hidden,
        merged: ['A1:I1', 'A2:I2', 'A3:I3'],
        formats: { 7: '# ##0', 8: '# ##0', 9: '# ##0' },
      },
    });
  },
};

/**
 * The état des factures d'achats for February 2024 as French Excel saves it: a title, a blank
 * line, the header; one row per document (Facture, or Avoir with its amounts negative), a
 * sub-total after the 15th and after the month's end, then the total. Whole francs grouped with a
 * space; the currency only in the title (F CFA).
 */
export const burkinaEtatAchats: CorpusLayout = {
  name: 'burkina-etat-achats',
  modelledOn:
    "Burkina Faso état des factures d'achats CSV (layout assumed) in Windows-1252, semicolons, a title (Février 2024, F CFA), N° d'ordre, Date, IFU beside the Fournisseur, N° facture, Type Facture / Avoir (negative), Montant HT, TVA 18 %, Montant TTC grouped 1 234 567, a sub-total after each half of the month and a total",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(29102, 11, 6), 2));
    const rows: CorpusCell[][] = [
      ["ETAT DES FACTURES D'ACHATS - FEVRIER 2024 - Montants en F CFA"],
      [],
      ["N° d'ordre", 'Date', 'IFU', 'Fournisseur', 'N° facture', 'Type', 'Montant HT', 'TVA 18%', 'Montant TTC'],
    ];
    const sums = { half: [0, 0, 0], all: [0, 0, 0] };
    const subTotal = (label: string) => {
      rows.push([label, null, null, null, null, null, ...sums.half.map((v) => wholeGrouped(v, ' '))]);
      sums.half = [0, 0, 0];
    };
    invoices.forEach((i, n) => {
      if (i.date.d > 15 && (n === 0 || invoices[n - 1]!.date.d <= 15)) subTotal('Sous-total du 01 au 15');
      const sign = n === 6 ? -1 : 1;
      const net = sign * wholeUnits(i.netCents, 655.957);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.18);
      [net, vat, net + vat].forEach((v, k) => ((sums.half[k]! += v), (sums.all[k]! += v)));
      const money = [net, vat, net + vat].map((v) => wholeGrouped(v, ' '));
      rows.push([
        String(n + 1),
        slashed(i.date),
        ifuBf(i.vendor),
        typedIn(i.vendorName, 'windows-1252'),
        i.number,
        sign < 0 ? 'Avoir' : 'Facture',
        ...money,
      ]);
    });
    subTotal('Sous-total du 16 au 29');
    rows.push(['TOTAL FEVRIER 2024', null, null, null, null, null, ...sums.all.map((v) => wholeGrouped(v, ' '))]);
    const file = join(dir, 'etat_achats_fevrier_2024.csv');
    writeFileSync(file, encodeCodePage(delimitedText(rows, ';'), 'windows-1252'));
    return file;
  },
};
