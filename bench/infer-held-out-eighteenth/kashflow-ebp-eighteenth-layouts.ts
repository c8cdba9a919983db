/**
 * Eighteenth held-out layouts of two small-business accounting packages: KashFlow's purchase
 * export (UK: one row per line, the purchase number KashFlow gives beside the supplier's own
 * reference and an internal supplier code, quantity and rate beside the VAT rate, credit notes
 * as negative lines, the pound only implied), and EBP's list of supplier invoices (France: a
 * Windows-1252 CSV of semicolons and decimal commas, the buyer's own piece number beside the
 * supplier's, credit notes (avoirs) by their type written positive, drafts and cancelled pieces
 * kept). Written from each package's public documentation, without reading infer's code and
 * without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** KashFlow's supplier code: the name's first letters in capitals and a number, as users set them up. */
const supplierCode = (name: string, vendor: number) =>
  `${name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 6)
    .toUpperCase()}${String(vendor + 1).padStart(2, '0')}`;

/**
 * KashFlow, the purchases exported to CSV (Settings, Export data, Purchases): one row per line of a
 * purchase invoice, the invoice's fields repeated: KashFlow's purchase number, the supplier's code
 * and name, the supplier's reference (their invoice number), the purchase and due dates
 * (DD/MM/YYYY), the line's description, quantity, rate (the unit price), net, VAT rate and VAT, the
 * line's total and the date paid. A purchase credit note is a purchase of negative lines. VAT 20 %,
 * 5 %, 0 %. The book is in pounds; no column says so.
 */
export const kashflowPurchasesExport: CorpusLayout = {
  name: 'kashflow-purchases-export',
  modelledOn:
    'KashFlow purchases CSV export, one row per line: Purchase Number, Supplier Code, Supplier Name, Supplier Reference, Purchase Date and Due Date DD/MM/YYYY, Description, Quantity, Rate, Net, VAT Rate 20 / 5 / 0, VAT, Total, Paid Date; credit notes as negative lines; GBP implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18303, 9, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Purchase Number',
        'Supplier Code',
        'Supplier Name',
        'Supplier Reference',
        'Purchase Date',
        'Due Date',
        'Description',
        'Quantity',
        'Rate',
        'Net',
        'VAT Rate',
        'VAT',
        'Total',
        'Paid Date',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 2 || n === 7;
      const sign = credit ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 5);
      for (const l of i.lines) {
        const net = sign * l.netCents;
        const vat = taxOf(net, rate);
        rows.push([
          String(240 + n),
          supplierCode(i.vendorName, i.vendor),
          i.vendorName,
          credit ? `CN-${i.number}` : i.number,
          slashed(i.date),
          slashed(i.due),
          l.description,
          (sign * l.quantity).toFixed(2),
          money(l.unitCents),
          money(net),
          rate.toFixed(2),
          money(vat),
          money(net + vat),
          n % 3 === 0 ? '' : slashed(i.due),
        ]);
      }
    });
    return writeCsv(dir, 'purchases-export.csv', rows);
  },
};

/** `1234,56`: EBP writes amounts without grouping, with the decimal comma of the French locale. */
const euros = (cents: number) => money(cents, 'plain-comma');

/**
 * EBP Gestion Commerciale, the list of supplier invoices exported (Achats, Factures fournisseurs,
 * Exporter la liste, CSV): Windows-1252, semicolons, decimal commas. One row per piece: the piece
 * type (Facture; Avoir, the supplier's credit note, its amounts positive as EBP lists them), the
 * buyer's own piece number (FF… for invoices, AF… for avoirs), the piece date, the supplier's code
 * and name, the supplier's invoice number, the due date, the totals before tax, of VAT (20 %,
 * 5,5 %) and with tax, the currency and rate of exchange, and the piece's state: a draft
 * (Brouillon) is no invoice yet and a cancelled one (Annulée) none at all.
 */
export const ebpFacturesFournisseurs: CorpusLayout = {
  name: 'ebp-factures-fournisseurs',
  modelledOn:
    'EBP Gestion Commerciale factures fournisseurs list exported to CSV: Windows-1252, semicolons, decimal commas, Type de pièce Facture / Avoir (positive), N° pièce FF000123 / AF000012 (the buyer’s), Date DD/MM/YYYY, Code fournisseur, Nom fournisseur, N° facture fournisseur, Échéance, Total HT, Total TVA (20 / 5,5 %), Total TTC, Devise EUR / GBP, Taux de change, État Validée / Brouillon / Annulée (kept)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18404, 12, 6, ['EUR', 'EUR', 'EUR', 'GBP']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Type de pièce',
        'N° pièce',
        'Date',
        'Code fournisseur',
        'Nom fournisseur',
        'N° facture fournisseur',
        'Échéance',
        'Total HT',
        'Total TVA',
        'Total TTC',
        'Devise',
        'Taux de change',
        'État',
      ],
    ];
    let invoiceNo = 312;
    let avoirNo = 41;
    invoices.forEach((i, n) => {
      const avoir = n % 5 === 3;
      // 5,5 % for the reduced rate (press and books), the VAT rounded to the cent.
      const rate = localRate(i.lines[0]!.ratePercent, 20, 5.5);
      const vat = Math.round((i.netCents * rate) / 100);
      const state = n === 5 ? 'Brouillon' : n === 10 ? 'Annulée' : 'Validée';
      rows.push([
        avoir ? 'Avoir' : 'Facture',
        avoir ? `AF${String(avoirNo++).padStart(6, '0')}` : `FF${String(invoiceNo++).padStart(6, '0')}`,
        slashed(i.date),
        `F${String(401000 + i.vendor * 10)}`,
        i.vendorName,
        i.number,
        slashed(i.due),
        euros(i.netCents),
        euros(vat),
        euros(i.netCents + vat),
        i.currency,
        i.currency === 'GBP' ? '1,168200' : '1,000000',
        state,
      ]);
    });
    const file = join(dir, 'Factures fournisseurs.csv');
    const text = rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join(';')).join('\r\n');
    // Windows-1252 as EBP writes it: the vendors' names and the French headers all lie in Latin-1.
    writeFileSync(file, Buffer.from(`${text}\r\n`, 'latin1'));
    return file;
  },
};
