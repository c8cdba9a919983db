/**
 * Twenty-eighth held-out layouts: the schedule of purchases a business in Tonga keeps for its
 * monthly Consumption Tax return, saved as CSV (titles naming the month, the supplier's TIN beside
 * its name, amounts written with the pa'anga sign `T$`, CT at 15 %, a credit note negative, a
 * Total row and notes under it), and the VAT return workbook of a business in Vanuatu (a sales
 * sheet first, then purchases; a bilingual header, English over French, as Vanuatu's forms are
 * printed; whole vatu, VAT at 15 %, the type of document with credit notes positive, notes rows
 * under the data). Written from each country's tax rules, without reading infer's code and without
 * running infer on them; where no public description of a column was found it is said so.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { hundredthsGrouped, inMonth, wholeUnits, writeSheets } from './twentyeighth-formats.js';

/** A Tongan TIN: six digits (assumed from the Ministry of Revenue and Customs' forms). */
const tinTonga = (vendor: number) => String(201345 + vendor * 3719);

/** `T$1,234.56`, `-T$120.00`: pa'anga as a Tongan workbook's currency format shows them, saved as text. */
const paanga = (cents: number) => `${cents < 0 ? '-' : ''}T$${hundredthsGrouped(Math.abs(cents), ',', '.')}`;

/**
 * The schedule of purchases behind a Tongan business's Consumption Tax return for January 2024
 * (columns assumed: the Ministry publishes the return, not a schedule's file): three title lines,
 * the header, one row per tax invoice or credit note (its amounts negative): the date
 * (DD/MM/YYYY), the supplier's TIN and name, the invoice number, the description, the value
 * excluding CT, the CT at 15 % and the total; a Total row, a blank line and two notes.
 */
export const tongaCtPurchases: CorpusLayout = {
  name: 'tonga-ct-purchases',
  modelledOn:
    'Tonga Ministry of Revenue and Customs consumption tax schedule of purchases CSV (columns assumed), three titles (January 2024), Date DD/MM/YYYY, Supplier TIN, Supplier Name, Invoice No., Description, Value Excl. CT, CT 15%, Value Incl. CT written T$1,234.56, a credit note negative, a Total row and notes under it',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inMonth(corpusInvoices(28107, 12, 6), 1).sort(byDate);
    const rows: CorpusCell[][] = [
      ['CONSUMPTION TAX RETURN - SCHEDULE OF PURCHASES'],
      ["Taxpayer: Nuku'alofa Signs Ltd, TIN 100482"],
      ['Period: January 2024'],
      [
        'Date',
        'Supplier TIN',
        'Supplier Name',
        'Invoice No.',
        'Description',
        'Value Excl. CT',
        'CT 15%',
        'Value Incl. CT',
      ],
    ];
    const sum = { net: 0, ct: 0 };
    invoices.forEach((i, n) => {
      const sign = n === 8 ? -1 : 1;
      // Pa'anga at about 2.55 to the euro.
      const net = sign * Math.round(i.netCents * 2.55);
      const ct = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.15);
      sum.net += net;
      sum.ct += ct;
      rows.push([
        slashed(i.date),
        tinTonga(i.vendor),
        i.vendorName,
        sign < 0 ? `CN-${i.number}` : i.number,
        sign < 0 ? `Credit: ${i.lines[0]!.description}` : i.lines[0]!.description,
        paanga(net),
        paanga(ct),
        paanga(net + ct),
      ]);
    });
    rows.push(['Total', null, null, null, null, paanga(sum.net), paanga(sum.ct), paanga(sum.net + sum.ct)]);
    rows.push([]);
    rows.push(['Note: keep every tax invoice listed here for five years.']);
    rows.push(['Note: imports are claimed from the customs entry, not listed here.']);
    return writeUtf8Text(dir, 'CT_Purchases_Jan2024.csv', rows, ',');
  },
};

/** A Vanuatu TIN: six digits (assumed). */
const tinVanuatu = (vendor: number) => String(310245 + vendor * 5113);

/**
 * A Vanuatu business's VAT return workbook for February 2024 (layout assumed from the Department
 * of Customs and Inland Revenue's bilingual return): a Sales - Ventes sheet first, then Purchases -
 * Achats: a title, the period, the header in English over the same in French, one row per tax
 * invoice or credit note (Type Tax invoice / Facture de TVA or Credit note / Avoir, its amounts
 * positive), the supplier's TIN and name, the number, the date (a date cell), the value excluding
 * VAT, the VAT at 15 % and the total, in whole vatu; two notes under the data.
 */
export const vanuatuVatPurchases: CorpusLayout = {
  name: 'vanuatu-vat-purchases',
  modelledOn:
    'Vanuatu DCIR VAT return workbook XLSX (layout assumed), a Sales - Ventes sheet first, Purchases - Achats: title, period February 2024, a header in English over one in French, Type Tax invoice / Credit note (positive), Supplier TIN, Supplier name, Invoice No., Date cells, Value excl. VAT, VAT 15%, Total, whole vatu, notes under the data',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inMonth(corpusInvoices(28108, 10, 6), 2).sort(byDate);
    const header = [
      'Type',
      'Supplier TIN',
      'Supplier name',
      'Invoice No.',
      'Date',
      'Value excl. VAT',
      'VAT 15%',
      'Total',
    ];
    const french = [
      'Type',
      'NIF fournisseur',
      'Nom du fournisseur',
      'N° facture',
      'Date',
      'Montant HT',
      'TVA 15%',
      'Total',
    ];
    const rows: CorpusCell[][] = [
      ['VALUE ADDED TAX RETURN - PURCHASES / DECLARATION DE TVA - ACHATS'],
      ['Period / Période: February 2024 - Port Vila Print & Display Ltd, TIN 300118'],
      [],
      header,
      french,
    ];
    invoices.forEach((i, n) => {
      const credit = n === 6;
      // Vatu at about 130 to the euro; the vatu has no minor unit.
      const net = wholeUnits(i.netCents, 130);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.15);
      rows.push([
        credit ? 'Credit note / Avoir' : 'Tax invoice / Facture de TVA',
        tinVanuatu(i.vendor),
        i.vendorName,
        credit ? `CR${i.number}` : i.number,
        dateCell(i.date),
        net,
        vat,
        net + vat,
      ]);
    });
    rows.push([]);
    rows.push(['Amounts in vatu (VUV) / Montants en vatu']);
    rows.push(['Credit notes are entered as positive amounts / Les avoirs sont saisis en positif']);
    const sales: CorpusCell[][] = [
      ['VALUE ADDED TAX RETURN - SALES / DECLARATION DE TVA - VENTES'],
      ['Period / Période: February 2024'],
      [],
      ['Customer', 'Invoice No.', 'Date', 'Value excl. VAT', 'VAT 15%', 'Total'],
      ['Vanuatu Tourism Office', 'PV-2024-031', dateCell({ y: 2024, m: 2, d: 6 }), 184000, 27600, 211600],
      ['Air Vanuatu', 'PV-2024-032', dateCell({ y: 2024, m: 2, d: 19 }), 96000, 14400, 110400],
    ];
    const vatu = '#,##0';
    return writeSheets(dir, 'VAT_Return_Feb2024.xlsx', {
      'Sales - Ventes': { rows: sales, formats: { 4: vatu, 5: vatu, 6: vatu } },
      'Purchases - Achats': { rows, merged: ['A1:H1', 'A2:H2'], formats: { 6: vatu, 7: vatu, 8: vatu } },
    });
  },
};
