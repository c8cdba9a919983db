/**
 * Twenty-sixth held-out layouts: the schedule of input tax a Botswana VAT vendor keeps in Excel for
 * its return to the Botswana Unified Revenue Service (titles and a blank row above the header, an
 * ordinal beside the supplier's TIN and name, date cells, a credit note negative, a TOTAL row,
 * pula written nowhere), and the input tax schedule a Namibian vendor uploads to NamRA's ITAS
 * portal as CSV (`YYYY/MM/DD`, a currency per row, no value before VAT, credit notes positive by
 * their kind). Written from each administration's public documentation and the countries' tax
 * rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf, ymdSlash } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { units } from './twentysixth-formats.js';

/** A BURS taxpayer identification number: C, then nine digits for a company. */
const bursTin = (vendor: number) => `C0${String(51234567 + vendor * 40213)}`;

/**
 * BURS VAT return, schedule of input tax claimed, as a vendor keeps it in Excel: the service's
 * name, the schedule's, the taxpayer and the period, then a blank row above the header. One row
 * per tax invoice: an ordinal, the tax invoice's date (a date cell) and number, the supplier's
 * name and TIN, a description, the value excluding VAT, the VAT (14 %, none on an exempt supply)
 * and the value including it. A credit note (its number starting CN) is written negative. A TOTAL
 * row closes the schedule. Pula, written nowhere.
 */
export const bursInputTaxSchedule: CorpusLayout = {
  name: 'burs-input-tax-schedule',
  modelledOn:
    'Botswana BURS VAT return schedule of input tax XLSX, four titles and a blank row: No., Date of Tax Invoice date cell, Tax Invoice Number, Supplier Name, Supplier TIN, Description of Goods/Services, Value Excl. VAT, VAT @ 14%, Value Incl. VAT, credit notes negative, a TOTAL row, BWP implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(26101, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['BOTSWANA UNIFIED REVENUE SERVICE'],
      ['VAT RETURN - SCHEDULE OF INPUT TAX CLAIMED'],
      ['Taxpayer: Kgalagadi Media (Pty) Ltd', null, 'TIN: C01122334455'],
      ['Tax period: 01/01/2024 to 31/03/2024'],
      [],
      [
        'No.',
        'Date of Tax Invoice',
        'Tax Invoice Number',
        'Supplier Name',
        'Supplier TIN',
        'Description of Goods/Services',
        'Value Excl. VAT',
        'VAT @ 14%',
        'Value Incl. VAT',
      ],
    ];
    let net = 0;
    let vat = 0;
    invoices.forEach((i, n) => {
      const credit = n === 6;
      // Pula at fifteen to the euro; an exempt supply (the corpus's zero rate) carries no VAT.
      const value = (credit ? -1 : 1) * i.netCents * 15;
      const tax = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(value, 14);
      net += value;
      vat += tax;
      rows.push([
        n + 1,
        dateCell(i.date),
        credit ? `CN-${i.number}` : i.number,
        i.vendorName,
        bursTin(i.vendor),
        i.lines[0]!.description,
        units(value),
        units(tax),
        units(value + tax),
      ]);
    });
    rows.push([null, null, null, 'TOTAL', null, null, units(net), units(vat), units(net + vat)]);
    return writeXlsx(dir, 'BURS_VAT_Input_Schedule_Q1_2024.xlsx', { 'Input Tax': rows });
  },
};

/** A Namibian VAT registration number: seven digits, a dash and 015. */
const namVat = (vendor: number) => `${String(4012345 + vendor * 3109)}-015`;

/**
 * NamRA ITAS input tax schedule as CSV for upload: one row per tax invoice, the supplier's VAT
 * registration number and name, the tax invoice's number and date (`2024/01/15`), its kind (Tax
 * Invoice, or Credit Note written positive), its currency (NAD: a Namibian tax invoice is in
 * Namibian dollars), the amount including VAT and the VAT (15 %), and whether it was imported
 * (N on every row: VAT on an import is paid at customs and claimed from the customs entry, not
 * from a supplier's tax invoice). No value before VAT is written: it is the difference.
 */
export const namraInputTaxSchedule: CorpusLayout = {
  name: 'namra-input-tax-schedule',
  modelledOn:
    'Namibia NamRA ITAS VAT input tax schedule CSV: Supplier VAT Reg No, Supplier Name, Tax Invoice No, Tax Invoice Date YYYY/MM/DD, Document Type Tax Invoice / Credit Note (positive), Currency NAD per row, Amount Incl VAT, VAT Amount 15 %, Imported N (local supplies); no value excluding VAT',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(26102, 12, 6, ['NAD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Supplier VAT Reg No',
        'Supplier Name',
        'Tax Invoice No',
        'Tax Invoice Date',
        'Document Type',
        'Currency',
        'Amount Incl VAT',
        'VAT Amount',
        'Imported (Y/N)',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 4 || n === 9;
      // Namibian dollars at twenty to the euro.
      const net = i.netCents * 20;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 15);
      rows.push([
        namVat(i.vendor),
        i.vendorName,
        credit ? `CN${i.number}` : i.number,
        ymdSlash(i.date),
        credit ? 'Credit Note' : 'Tax Invoice',
        i.currency,
        units(net + vat).toFixed(2),
        units(vat).toFixed(2),
        'N',
      ]);
    });
    return writeCsv(dir, 'NamRA_Input_Tax_Schedule_2024_03.csv', rows);
  },
};
