/**
 * Corpus layouts written for the rules of a header in another language and of the sheet that
 * holds the data: a French purchase journal (semicolons, decimal comma, HT/TVA/TTC) and an Oracle
 * FBDI-like import workbook whose instructions sheet comes first and lines sheet before the
 * invoices sheet.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from './corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from './corpus-files.js';

const p2 = (n: number) => String(n).padStart(2, '0');

export const frenchPurchaseJournal: CorpusLayout = {
  name: 'french-purchase-journal',
  modelledOn:
    'French purchase journal (journal des achats) export: semicolons, decimal comma, DD/MM/YYYY, Montant HT, TVA and Montant TTC, one invoice per row',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:fournisseur+nfacture'] },
  write: async (dir) => {
    const invoices = corpusInvoices(1515, 40, 16, ['EUR']);
    const header = [
      'N° facture',
      'Date facture',
      'Fournisseur',
      'Libellé',
      'Compte',
      'Montant HT',
      'TVA',
      'Montant TTC',
      'Devise',
    ];
    const rows = invoices.map((i) => {
      const l = i.lines[0]!;
      return [
        i.number,
        `${p2(i.date.d)}/${p2(i.date.m)}/${i.date.y}`,
        i.vendorName,
        l.description,
        `6${l.glAccount.slice(1, 6)}`,
        money(l.netCents, 'plain-comma'),
        money(l.taxCents, 'plain-comma'),
        money(l.netCents + l.taxCents, 'plain-comma'),
        i.currency,
      ];
    });
    return writeCsv(dir, 'journal-achats.csv', [header, ...rows], ';');
  },
};

export const oracleFbdiWorkbook: CorpusLayout = {
  name: 'oracle-fbdi-workbook',
  modelledOn:
    'Oracle Fusion FBDI Payables invoice import workbook: an Instructions sheet first, the lines sheet before the invoices sheet, joined on INVOICE_ID',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(1616, 40, 15, ['USD', 'EUR']);
    const instructions = [
      ['Payables Standard Invoice Import'],
      ['Enter invoice headers on AP_INVOICES_INTERFACE and their lines on AP_INVOICE_LINES_INTERFACE.'],
      ['Do not change the order of the columns.'],
      ['Click Generate CSV File, then upload the ZIP file in File Import and Export.'],
    ];
    const head = [
      [
        'INVOICE_ID',
        'OPERATING_UNIT',
        'SOURCE',
        'INVOICE_NUM',
        'INVOICE_AMOUNT',
        'INVOICE_DATE',
        'VENDOR_NUM',
        'INVOICE_CURRENCY_CODE',
        'DESCRIPTION',
      ],
      ...invoices.map((i, n) => [
        300100 + n,
        'US1 Business Unit',
        'External',
        i.number,
        i.grossCents / 100,
        dateCell(i.date),
        i.payeeId,
        i.currency,
        `Invoice ${i.number}`,
      ]),
    ];
    const lines = [
      ['INVOICE_ID', 'LINE_NUMBER', 'AMOUNT', 'TAX_AMOUNT', 'DESCRIPTION', 'DIST_CODE_CONCATENATED'],
      ...invoices.flatMap((i, n) =>
        i.lines.map((l, k) => [
          300100 + n,
          k + 1,
          l.netCents / 100,
          l.taxCents / 100,
          l.description,
          `101.${l.glAccount}.${l.costCenter}`,
        ]),
      ),
    ];
    return writeXlsx(dir, 'ApInvoicesInterface.xlsx', {
      Instructions: instructions,
      AP_INVOICE_LINES_INTERFACE: lines,
      AP_INVOICES_INTERFACE: head,
    });
  },
};
