/**
 * Held-out layouts of ERP systems the infer corpus never held: a Dynamics 365 Business Central
 * purchase invoice lines export, an Odoo bill lines export and an Exact Online purchase entries
 * export. Written from each product's public export format, never tuned on.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { perLine } from './per-line.js';

export const businessCentralPurchaseLines: CorpusLayout = {
  name: 'business-central-purchase-lines',
  modelledOn:
    'Dynamics 365 Business Central posted purchase invoice lines opened in Excel: BC vendor numbers, line amount excl. and incl. VAT, no tax column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(2101, 40, 14, ['USD', 'GBP']);
    const header = [
      'Document No.',
      'Buy-from Vendor No.',
      'Buy-from Vendor Name',
      'Vendor Invoice No.',
      'Posting Date',
      'Document Date',
      'Due Date',
      'Currency Code',
      'Line No.',
      'Type',
      'No.',
      'Description',
      'Quantity',
      'Direct Unit Cost Excl. VAT',
      'Line Amount Excl. VAT',
      'VAT %',
      'Amount Including VAT',
      'Department Code',
    ];
    const rows = perLine(invoices, (i, l, n) => [
      `PPI${108000 + i.document - 5105600000}`,
      `V${String(10000 + i.vendor * 10)}`,
      i.vendorName,
      i.number,
      dateCell(i.date),
      dateCell(i.date),
      dateCell(i.due),
      i.currency,
      n * 10000,
      'G/L Account',
      l.glAccount,
      l.description,
      l.quantity,
      l.unitCents / 100,
      l.netCents / 100,
      l.ratePercent,
      (l.netCents + l.taxCents) / 100,
      l.costCenter,
    ]);
    return writeXlsx(dir, 'business-central-purchase-lines.xlsx', { 'Posted Purch. Invoice Lines': [header, ...rows] });
  },
};

export const odooBillLines: CorpusLayout = {
  name: 'odoo-bill-lines',
  modelledOn:
    'Odoo vendor bill lines exported from the list view: related fields as "Journal Entry/...", account with its name, taxes as names',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(2202, 40, 16, ['EUR', 'USD']);
    const header = [
      'Journal Entry',
      'Journal Entry/Bill Reference',
      'Partner',
      'Journal Entry/Bill Date',
      'Journal Entry/Due Date',
      'Currency',
      'Journal Entry/Status',
      'Account',
      'Label',
      'Quantity',
      'Unit Price',
      'Taxes',
      'Subtotal',
      'Total',
      'Journal Entry/Total',
    ];
    const rows = perLine(invoices, (i, l) => [
      `BILL/2024/${String(i.date.m).padStart(2, '0')}/${String(i.document - 5105600000).padStart(4, '0')}`,
      i.number,
      i.vendorName,
      day(i.date, 'iso'),
      day(i.due, 'iso'),
      i.currency,
      'Posted',
      `${l.glAccount} Advertising`,
      l.description,
      `${l.quantity}.00`,
      money(l.unitCents),
      l.ratePercent === 0 ? '' : `${l.ratePercent}%`,
      money(l.netCents),
      money(l.netCents + l.taxCents),
      money(i.grossCents),
    ]);
    return writeCsv(dir, 'account.move.line.csv', [header, ...rows]);
  },
};

export const exactOnlinePurchaseEntries: CorpusLayout = {
  name: 'exact-online-purchase-entries',
  modelledOn:
    'Exact Online purchase entries (inkoopboekingen) export: Dutch headers, semicolons, decimal comma, DD-MM-YYYY, creditor code and name',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(2303, 40, 15, ['EUR']);
    const header = [
      'Dagboek',
      'Boekstuknummer',
      'Factuurdatum',
      'Vervaldatum',
      'Crediteur',
      'Naam',
      'Uw ref.',
      'Valuta',
      'Grootboekrekening',
      'Omschrijving',
      'Bedrag',
      'Btw-code',
      'Btw-bedrag',
      'Kostenplaats',
      'Factuurbedrag',
    ];
    const rows = perLine(invoices, (i, l) => [
      '60',
      String(24600000 + i.document - 5105600000),
      day(i.date, 'de').replace(/\./g, '-'),
      day(i.due, 'de').replace(/\./g, '-'),
      String(2000 + i.vendor),
      i.vendorName,
      i.number,
      i.currency,
      l.glAccount.slice(0, 4),
      l.description,
      money(l.netCents, 'plain-comma'),
      l.ratePercent === 19 ? '2' : l.ratePercent === 7 ? '1' : '0',
      money(l.taxCents, 'plain-comma'),
      l.costCenter,
      money(i.grossCents, 'plain-comma'),
    ]);
    return writeCsv(dir, 'inkoopboekingen.csv', [header, ...rows], ';');
  },
};
