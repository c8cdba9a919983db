/**
 * Twenty-ninth held-out layouts: the received invoices of September 2026 a Gabonese company
 * downloads as CSV from its e-invoicing platform (the facture électronique normalisée of the
 * Finance Law for 2026, Loi n°041/2025, in force 1 January 2026 and mandatory from 1 July 2026:
 * no such platform existed before; UTF-8, commas, snake_case headers, ISO 8601 date-times with Libreville's
 * +01:00 offset, a currency per row, FACTURE / AVOIR with the credit note's amounts positive), and
 * a Malian company's journal des achats (merged titles, the buyer's pièce beside the supplier's
 * invoice number, the NIF beside the name, the advance paid on order deducted and the net to
 * pay). TVA is 18 % in both (Gabon: CGI art. 221; Mali: CGI art. 208). Written from each country's
 * rules, without reading infer's code and without running infer on them; the column layouts are
 * assumed (no public file format).
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { writeCsv } from '../infer-corpus/corpus-files.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { inMonth, wholeUnits, writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder, inYear } from './twentyninth-formats.js';

/** A Gabonese NIF: a letter, six digits and a letter (the structure assumed). */
const nifGa = (vendor: number) => `${'ABCDEFGHJK'[vendor % 10]!}${String(201130 + vendor * 1013)}${'XYZ'[vendor % 3]!}`;

/** A Malian NIF: nine digits and a letter (the structure assumed). */
const nifMl = (vendor: number) => `${String(84012345 + vendor * 30137).padStart(9, '0')}${'ABCDEFGH'[vendor % 8]!}`;

/**
 * Received invoices of September 2026 from the platform: one row per document, the emission time with
 * its offset, the supplier's NIF and name, HT, the rate, the TVA, TTC and the currency (XAF; one
 * supplier bills in EUR, to cents). A credit note is type AVOIR, its amounts positive.
 */
export const gabonFacturesRecues: CorpusLayout = {
  name: 'gabon-factures-recues',
  modelledOn:
    'Gabon e-invoicing platform received invoices CSV (layout assumed), UTF-8, commas, snake_case headers, numero_facture, type_document FACTURE / AVOIR (positive), date_emission 2026-09-14T10:32:05+01:00, nif_emetteur beside raison_sociale_emetteur, montant_ht, taux_tva 18, montant_tva, montant_ttc, devise per row (XAF whole, EUR)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(
      inYear(inMonth(corpusInvoices(29103, 12, 6, ['XAF', 'XAF', 'EUR', 'XAF', 'XAF', 'XAF']), 9), 2026),
    );
    const rows: CorpusCell[][] = [
      [
        'numero_facture',
        'type_document',
        'date_emission',
        'nif_emetteur',
        'raison_sociale_emetteur',
        'montant_ht',
        'taux_tva',
        'montant_tva',
        'montant_ttc',
        'devise',
      ],
    ];
    invoices.forEach((i, n) => {
      const franc = i.currency === 'XAF';
      const net = franc ? wholeUnits(i.netCents, 655.957) : i.netCents;
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 18;
      const vat = Math.round((net * rate) / 100);
      const written = (v: number) => (franc ? String(v) : (v / 100).toFixed(2));
      const time = `${i.date.y}-${p2(i.date.m)}-${p2(i.date.d)}T${p2(8 + ((n * 5) % 10))}:${p2((n * 17) % 60)}:${p2((n * 29) % 60)}+01:00`;
      rows.push([
        i.number,
        n === 5 ? 'AVOIR' : 'FACTURE',
        time,
        nifGa(i.vendor),
        i.vendorName,
        written(net),
        String(rate),
        written(vat),
        written(net + vat),
        i.currency,
      ]);
    });
    return writeCsv(dir, 'factures_recues_2026-09.csv', rows, ',');
  },
};

/**
 * The journal des achats for February 2024: two merged titles (the company, the month and FCFA),
 * the header on row 3; one row per invoice: the buyer's pièce (AC-…), the date, the supplier's
 * invoice number, name and NIF, HT, TVA 18 %, TTC, the advance paid on order that the invoice
 * deducts, and the net to pay. Whole francs as number cells.
 */
export const maliJournalAchats: CorpusLayout = {
  name: 'mali-journal-achats',
  modelledOn:
    'Mali journal des achats XLSX (layout assumed), merged titles (Février 2024, FCFA), N° pièce beside N° facture fournisseur, Date, Fournisseur, NIF, Montant HT, TVA 18 %, Montant TTC, Avance déduite (a prepayment), Net à payer, whole francs, a total row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(29104, 10, 6), 2));
    const rows: CorpusCell[][] = [
      ['SAHEL COMMUNICATION SA - Bamako'],
      ['JOURNAL DES ACHATS - FEVRIER 2024 (en FCFA)'],
      [
        'N° pièce',
        'Date',
        'N° facture fournisseur',
        'Fournisseur',
        'NIF',
        'Montant HT',
        'TVA 18%',
        'Montant TTC',
        'Avance déduite',
        'Net à payer',
      ],
    ];
    const total = [0, 0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const net = wholeUnits(i.netCents, 655.957);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.18);
      // A third of the total paid on order, for every third invoice.
      const advance = n % 3 === 1 ? Math.round((net + vat) / 3) : 0;
      const money = [net, vat, net + vat, advance, net + vat - advance];
      money.forEach((v, k) => (total[k]! += v));
      rows.push([
        `AC-24-${String(41 + n).padStart(4, '0')}`,
        new Date(Date.UTC(i.date.y, i.date.m - 1, i.date.d)),
        i.number,
        i.vendorName,
        nifMl(i.vendor),
        ...money,
      ]);
    });
    rows.push([null, null, null, 'TOTAL', null, ...total]);
    return writeSheets(dir, 'Journal_achats_fevrier_2024.xlsx', {
      'Journal achats': {
        rows,
        merged: ['A1:J1', 'A2:J2'],
        formats: { 6: '#,##0', 7: '#,##0', 8: '#,##0', 9: '#,##0', 10: '#,##0' },
      },
    });
  },
};
