/**
 * Thirty-fifth held-out layouts of two Central African states no set held: a Malabo trading
 * company's book of invoices received (libro registro de facturas recibidas) kept in Excel in
 * Spanish (a merged title, the quarter and the currency above the header on row 4; the book's
 * registration number beside the supplier's invoice number, date cells, supplier NIF and name,
 * taxable base, IVA at 15 % or the 6 % on listed basics, whole francs CFA (XAF) as number cells;
 * a corrective invoice negative; a TOTALES row), and an N'Djamena importer's purchases statement
 * (état des achats) saved as CSV by a French-locale package (windows-1252, two title lines above
 * the header, a semicolon after every field, the last one too; invoice date DD/MM/YYYY, invoice
 * number, supplier NIF and name, amount before tax, TVA at 18 % or the 9 % on local staples,
 * total, whole XAF grouped by spaces; an avoir negative). Written from each state's public tax
 * rules (Equatorial Guinea: Ley 4/2004, IVA 15 % and 6 %; Chad: Code général des impôts, TVA
 * 18 % and 9 %), without reading infer's code and without running infer on them; the layouts
 * are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { spaced, wholeLines, writeTrailingDelimiterCsv } from './thirtyfifth-formats.js';

/** Francs CFA per euro: the CEMAC franc's fixed parity. */
const XAF = 655.957;

/**
 * January to March 2024 purchases in an Equatorial Guinean book of invoices received: one row
 * per invoice, the book's Nº Registro and the supplier's Nº Factura on each.
 */
export const equatorialGuineaLibroFacturasRecibidas: CorpusLayout = {
  name: 'equatorial-guinea-libro-facturas-recibidas',
  modelledOn:
    'Equatorial Guinea libro registro de facturas recibidas kept in XLSX (layout assumed): merged title, quarter and currency above the header on row 4; Nº Registro, Fecha Factura (date cells), Nº Factura, NIF Proveedor, Proveedor, Concepto, Base Imponible, Tipo IVA (15 %, 6 % on listed basics), Cuota IVA, Total Factura in whole XAF as number cells; a factura rectificativa negative; a TOTALES row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35105, 11, 6));
    const blank = [null, null, null, null, null, null, null, null, null];
    const rows: CorpusCell[][] = [
      ['LIBRO REGISTRO DE FACTURAS RECIBIDAS', ...blank],
      ['Ejercicio 2024 - Primer trimestre', ...blank],
      ['Importes en francos CFA (XAF)', ...blank],
      [
        'Nº Registro',
        'Fecha Factura',
        'Nº Factura',
        'NIF Proveedor',
        'Proveedor',
        'Concepto',
        'Base Imponible',
        'Tipo IVA',
        'Cuota IVA',
        'Total Factura',
      ],
    ];
    const sum = { net: 0, tax: 0, gross: 0 };
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const basic = i.lines[0]!.ratePercent === 7;
      const rate = basic ? 6 : 15;
      const net = sign * wholeLines(i, XAF, [15, 6, 15]).reduce((s, l) => s + l.net, 0);
      const tax = Math.round((net * rate) / 100);
      sum.net += net;
      sum.tax += tax;
      sum.gross += net + tax;
      rows.push([
        `FR-24/${String(27 + n).padStart(3, '0')}`,
        dateOf(i.date),
        sign < 0 ? `R-${i.number}` : i.number,
        `EG${String(41220387 + i.vendor * 5113)}`,
        i.vendorName,
        sign < 0 ? 'Factura rectificativa - devolución' : basic ? 'Arroz y aceite' : 'Mercancías varias',
        net,
        rate / 100,
        tax,
        net + tax,
      ]);
    });
    rows.push([null, null, null, null, 'TOTALES', null, sum.net, null, sum.tax, sum.gross]);
    const whole = '#,##0;-#,##0';
    return writeSheets(dir, 'Libro facturas recibidas 1T 2024.xlsx', {
      'Facturas recibidas': {
        rows,
        merged: ['A1:J1'],
        formats: { 7: whole, 8: '0%', 9: whole, 10: whole },
      },
    });
  },
};

/**
 * January to March 2024 purchases in a Chadian purchases statement: one row per invoice, a
 * semicolon after every field.
 */
export const chadEtatAchats: CorpusLayout = {
  name: 'chad-etat-achats',
  modelledOn:
    "Chad état des achats saved as CSV by a French-locale accounting package (layout assumed), windows-1252, semicolon after every field including the last, two title lines: Date facture DD/MM/YYYY, N° facture, NIF fournisseur, Fournisseur, Nature de l'achat, Montant HT, Taux TVA (18 %, 9 % on local staples), TVA, Montant TTC, whole XAF grouped by spaces; an avoir negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35106, 10, 6));
    const rows: CorpusCell[][] = [
      ['ETAT DES ACHATS - PREMIER TRIMESTRE 2024'],
      ['Société : SAHEL DISTRIBUTION SARL - NIF : 9001245783K'],
      [
        'Date facture',
        'N° facture',
        'NIF fournisseur',
        'Fournisseur',
        "Nature de l'achat",
        'Montant HT',
        'Taux TVA',
        'TVA',
        'Montant TTC',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 3 ? -1 : 1;
      const staple = i.lines[0]!.ratePercent === 7;
      const rate = staple ? 9 : 18;
      const ht = sign * wholeLines(i, XAF, [18, 9, 18]).reduce((s, l) => s + l.net, 0);
      const tva = Math.round((ht * rate) / 100);
      rows.push([
        slashed(i.date),
        sign < 0 ? `AV-${i.number}` : i.number,
        `${String(7004518 + i.vendor * 2203)}T`,
        i.vendorName,
        sign < 0 ? 'Avoir - retour marchandises' : staple ? 'Farine et sucre (produits locaux)' : 'Marchandises',
        spaced(ht),
        `${rate}%`,
        spaced(tva),
        spaced(ht + tva),
      ]);
    });
    return writeTrailingDelimiterCsv(dir, 'ETAT_ACHATS_T1_2024.csv', rows, ';', 'windows-1252');
  },
};
