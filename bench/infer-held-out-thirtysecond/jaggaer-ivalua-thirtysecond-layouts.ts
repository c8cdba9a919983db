/**
 * Thirty-second held-out layouts of procure-to-pay suites: JAGGAER One's invoice search of a US
 * university exported to Excel (one row per invoice line; JAGGAER's own invoice system ID beside
 * the supplier's invoice number, invoice type Invoice or Credit Memo with a credit memo's amounts
 * negative, supplier name and number, date cells, PO number and department, quantity, unit price,
 * extended price and a state's sales tax where a supplier charged it, the invoice total repeated
 * on every line; US and Canadian dollars and euros), and Ivalua's invoice lines of a French
 * company exported to Excel with French headers (Ivalua's code facture beside the supplier's
 * number, type Facture or Avoir with an avoir's amounts positive, supplier code and name, date
 * cells, the invoice's currency, per line HT, taux and montant de TVA and TTC, the invoice's TTC
 * repeated; French VAT 20 %, 5,5 %, a British or US supplier without). Written from each suite's
 * documentation of its invoice fields, without reading infer's code and without running infer on
 * them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';

const AMOUNT = '#,##0.00';

/**
 * The invoices of January to March 2024 as JAGGAER One's invoice search exports them: the header
 * on row 1; per invoice line the invoice system ID, supplier invoice number, type, status,
 * supplier, date, PO and department, the line's quantity, unit price, extended price and tax, the
 * invoice total and currency.
 */
export const jaggaerInvoiceLines: CorpusLayout = {
  name: 'jaggaer-invoice-lines',
  modelledOn:
    'JAGGAER One invoice search exported to XLSX (layout assumed), one row per invoice line: Invoice System ID, Supplier Invoice No., Invoice Type Invoice / Credit Memo (negative), Invoice Status, Supplier Name, Supplier Number, Invoice Date cells, PO No., Department, Line No., Product Description, Quantity, Unit Price, Extended Price, Tax1 (6.25 % where charged), Invoice Total repeated, Currency USD / CAD / EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32103, 10, 6, ['USD', 'USD', 'CAD', 'USD', 'USD', 'EUR']));
    const rows: CorpusCell[][] = [
      [
        'Invoice System ID',
        'Supplier Invoice No.',
        'Invoice Type',
        'Invoice Status',
        'Supplier Name',
        'Supplier Number',
        'Invoice Date',
        'PO No.',
        'Department',
        'Line No.',
        'Product Description',
        'Quantity',
        'Unit Price',
        'Extended Price',
        'Tax1',
        'Invoice Total',
        'Currency',
      ],
    ];
    const DEPARTMENTS = ['Chemistry', 'University Libraries', 'Athletics', 'School of Medicine'];
    invoices.forEach((i, n) => {
      const credit = n === 5;
      const sign = credit ? -1 : 1;
      // A university buys tax-exempt; one Massachusetts supplier charges its 6.25 % anyway.
      const lines = localLines(i, i.currency === 'USD' ? 1.08 : i.currency === 'CAD' ? 1.47 : 1, [
        i.vendor === 3 ? 6.25 : 0,
        0,
        0,
      ]);
      const t = totals(lines);
      lines.forEach((l, k) => {
        const q = i.lines[k]!.quantity;
        rows.push([
          String(4813270 + n * 3),
          credit ? `CM-${i.number}` : i.number,
          credit ? 'Credit Memo' : 'Invoice',
          'Approved',
          i.vendorName,
          `S${String(20410 + i.vendor * 7)}`,
          dateOf(i.date),
          `P${String(24000311 + n * 5)}`,
          DEPARTMENTS[i.vendor % DEPARTMENTS.length]!,
          k + 1,
          l.description,
          sign * q,
          Math.round(l.net / q) / 100,
          (sign * l.net) / 100,
          (sign * l.tax) / 100,
          (sign * t.gross) / 100,
          i.currency,
        ]);
      });
    });
    return writeSheets(dir, 'InvoiceSearchResults.xlsx', {
      'Invoice Search': { rows, formats: { 13: AMOUNT, 14: AMOUNT, 15: AMOUNT, 16: AMOUNT } },
    });
  },
};

/**
 * The invoice lines of January to March 2024 as Ivalua exports them for a French buyer: the
 * header on row 1; per line the code facture, the supplier's number, type, status, supplier code
 * and name, invoice and receipt dates, currency, line number and label, quantity, unit price, HT,
 * rate, TVA and TTC, the invoice's TTC; an avoir's amounts positive.
 */
export const ivaluaFacturesLignes: CorpusLayout = {
  name: 'ivalua-factures-lignes',
  modelledOn:
    'Ivalua invoice lines exported to XLSX with French headers (layout assumed), header on row 1: Code facture, N° facture fournisseur, Type Facture / Avoir (positive), Statut, Code fournisseur, Fournisseur, Date facture and Date de réception cells, Devise EUR / GBP / USD, N° ligne, Libellé, Quantité, Prix unitaire, Montant HT, Taux TVA, Montant TVA, Montant TTC, Montant TTC facture repeated; TVA 20 % / 5,5 %, foreign suppliers none',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32104, 11, 6, ['EUR', 'EUR', 'GBP', 'EUR', 'USD', 'EUR']));
    const rows: CorpusCell[][] = [
      [
        'Code facture',
        'N° facture fournisseur',
        'Type',
        'Statut',
        'Code fournisseur',
        'Fournisseur',
        'Date facture',
        'Date de réception',
        'Devise',
        'N° ligne',
        'Libellé',
        'Quantité',
        'Prix unitaire',
        'Montant HT',
        'Taux TVA',
        'Montant TVA',
        'Montant TTC',
        'Montant TTC facture',
      ],
    ];
    invoices.forEach((i, n) => {
      const avoir = n === 7;
      const home = i.currency === 'EUR';
      const fx = i.currency === 'GBP' ? 0.86 : i.currency === 'USD' ? 1.08 : 1;
      const lines = localLines(i, fx, home ? [20, 5.5, 0] : [0, 0, 0]);
      const t = totals(lines);
      lines.forEach((l, k) => {
        const q = i.lines[k]!.quantity;
        rows.push([
          `FAC-2024-${String(310 + n * 2).padStart(6, '0')}`,
          avoir ? `AV-${i.number}` : i.number,
          avoir ? 'Avoir' : 'Facture',
          'Bon à payer',
          `F${String(1020 + i.vendor * 11).padStart(6, '0')}`,
          i.vendorName,
          dateOf(i.date),
          dateOf(later(i.date, 2)),
          i.currency,
          k + 1,
          l.description,
          q,
          Math.round(l.net / q) / 100,
          l.net / 100,
          l.rate / 100,
          l.tax / 100,
          (l.net + l.tax) / 100,
          t.gross / 100,
        ]);
      });
    });
    return writeSheets(dir, 'Export_Lignes_Factures.xlsx', {
      'Lignes de facture': {
        rows,
        formats: { 13: AMOUNT, 14: AMOUNT, 15: '0.0%', 16: AMOUNT, 17: AMOUNT, 18: AMOUNT },
      },
    });
  },
};
