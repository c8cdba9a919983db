/**
 * Thirty-first held-out layouts: a Timorese company's purchases register (Rejistu Kompras) workbook
 * in Tetum (a title, one row per invoice line with the register number, date, supplier, TIN and
 * invoice number on every row, US dollars, services tax 5 % on hotel and restaurant services, a
 * Nota Kréditu negative; Taxes and Duties Act, Decree-Law 8/2008, services tax 5 % on
 * hotel, restaurant and bar and telecommunications services), and a Bruneian company's purchase
 * invoice listing from its accounting package (a title and the period, date cells, supplier code
 * and name, the supplier's invoice number beside the document number, Brunei or Singapore dollars
 * at par with the exchange rate and the local amount, no tax column at all, a Grand Total row;
 * Brunei levies no VAT or GST). Written from each country's rules, without reading infer's code
 * and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';

/** A Timorese TIN: seven digits (the structure assumed). */
const tinTl = (vendor: number) => String(1012345 + vendor * 877);

/**
 * The purchases register of January to March 2024: a title and a blank row, the header on row 3;
 * per invoice line the register number, date (a date cell), supplier, TIN, invoice number, type,
 * description, quantity, unit price, value, services tax and total, number cells shown "$"#,##0.00;
 * a Nota Kréditu negative.
 */
export const timorLesteRejistuKompras: CorpusLayout = {
  name: 'timor-leste-rejistu-kompras',
  modelledOn:
    'Timorese Rejistu Kompras XLSX in Tetum (layout assumed), a title, the header on row 3, one row per invoice line: Nú. Rejistu, Data date cells, Fornesedór, NIF, Nú. Fatura, Tipu Fatura / Nota Kréditu (negative), Deskrisaun, Kuantidade, Presu Unitáriu, Valór, Impostu Servisu 5%, Totál shown "$"#,##0.00, USD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31105, 9, 6));
    const rows: CorpusCell[][] = [
      ['Rejistu Kompras - Janeiru to Marsu 2024'],
      [],
      [
        'Nú. Rejistu',
        'Data',
        'Fornesedór',
        'NIF',
        'Nú. Fatura',
        'Tipu',
        'Deskrisaun',
        'Kuantidade',
        'Presu Unitáriu',
        'Valór',
        'Impostu Servisu 5%',
        'Totál',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      // Dollars at about 1.08 to the euro; services tax only on hotel and restaurant services.
      localLines(i, 1.08, [5, 0, 0]).forEach((l, k) => {
        const quantity = i.lines[k]!.quantity;
        rows.push([
          `RK-${String(n + 1).padStart(3, '0')}`,
          dateOf(i.date),
          i.vendorName,
          tinTl(i.vendor),
          i.number,
          sign < 0 ? 'Nota Kréditu' : 'Fatura',
          l.description,
          quantity,
          Math.round(l.net / quantity) / 100,
          ...[l.net, l.tax, l.net + l.tax].map((v) => (sign * v) / 100),
        ]);
      });
    });
    const format = '"$"#,##0.00;-"$"#,##0.00';
    return writeSheets(dir, 'Rejistu_Kompras_2024_T1.xlsx', {
      Kompras: { rows, formats: { 9: format, 10: format, 11: format, 12: format } },
    });
  },
};

/**
 * The purchase invoice listing of January to March 2024: a title, the period and a blank row, the
 * header on row 4; per invoice the document number, date (a date cell), supplier code and name,
 * the supplier's invoice number, the currency (BND, SGD for two suppliers), the exchange rate
 * (1.0000: the two dollars are at par), the amount and the local amount, number cells shown
 * #,##0.00; a Grand Total row.
 */
export const bruneiPurchaseInvoiceListing: CorpusLayout = {
  name: 'brunei-purchase-invoice-listing',
  modelledOn:
    'Bruneian purchase invoice listing XLSX from an accounting package (layout assumed), a title and the period, the header on row 4, Doc No, Doc Date date cells, Supplier Code, Supplier Name, Supplier Inv No, Curr BND / SGD, Exch Rate 1.0000, Amount, Local Amount (BND) shown #,##0.00, no tax columns, a Grand Total row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31106, 12, 6, ['BND', 'BND', 'SGD', 'BND', 'SGD', 'BND']));
    const rows: CorpusCell[][] = [
      ['Purchase Invoice Listing'],
      ['From 01/01/2024 To 31/03/2024'],
      [],
      [
        'Doc No',
        'Doc Date',
        'Supplier Code',
        'Supplier Name',
        'Supplier Inv No',
        'Curr',
        'Exch Rate',
        'Amount',
        'Local Amount (BND)',
      ],
    ];
    let sum = 0;
    invoices.forEach((i, n) => {
      // Dollars at about 1.45 to the euro; no tax is charged.
      const t = totals(localLines(i, 1.45, [0, 0, 0]));
      sum += t.gross;
      rows.push([
        `PI-${String(2400101 + n)}`,
        dateOf(i.date),
        `S${String(1001 + i.vendor * 7)}`,
        i.vendorName,
        i.number,
        i.currency,
        1,
        t.gross / 100,
        t.gross / 100,
      ]);
    });
    rows.push(['Grand Total', null, null, null, null, null, null, null, sum / 100]);
    const format = '#,##0.00';
    return writeSheets(dir, 'PurchaseInvoiceListing_Q1_2024.xlsx', {
      'Purchase Invoice Listing': { rows, formats: { 7: '0.0000', 8: format, 9: format } },
    });
  },
};
