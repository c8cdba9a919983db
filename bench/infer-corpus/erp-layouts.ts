/**
 * Corpus layouts modelled on ERP exports and interfaces: a Sage purchase day book, the Oracle
 * Payables open interface, SAP supplier invoices with an items sheet, Dynamics 365 vendor invoice
 * entities, a DATEV-like posting batch and a German "Rechnungseingangsbuch".
 */
import type { Advertiser } from '../../src/finance-api/advertiser-list-schema.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, day, money, type CorpusInvoice } from './corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from './corpus-files.js';

const cents = (c: number) => c / 100;
const lineRows = (
  invoices: readonly CorpusInvoice[],
  row: (i: CorpusInvoice, l: CorpusInvoice['lines'][number], n: number) => CorpusCell[],
) => invoices.flatMap((i) => i.lines.map((l, n) => row(i, l, n + 1)));

/** One line per invoice, as the one-row layouts need. */
const single = (invoices: CorpusInvoice[]) =>
  invoices.map((i) => ({
    ...i,
    lines: i.lines.slice(0, 1),
    netCents: i.lines[0]!.netCents,
    taxCents: i.lines[0]!.taxCents,
    grossCents: i.lines[0]!.netCents + i.lines[0]!.taxCents,
  }));

export const sageDayBook: CorpusLayout = {
  name: 'sage-purchase-day-book',
  modelledOn: 'Sage 50 purchase day book report saved as XLSX: title rows, account codes, T/C tax codes, a totals row',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:invref+name'] },
  write: async (dir) => {
    const invoices = single(corpusInvoices(606, 40, 14, ['GBP']));
    const header = [
      'No',
      'Type',
      'A/C',
      'Name',
      'Date',
      'Inv Ref',
      'N/C',
      'Dept',
      'Details',
      'Net',
      'T/C',
      'VAT',
      'Gross',
    ];
    const rows = invoices.map((i) => {
      const l = i.lines[0]!;
      return [
        1000 + (i.document % 1000),
        'PI',
        `${i.vendorName
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}00${i.vendor % 10}`,
        i.vendorName,
        dateCell(i.date),
        i.number,
        Number(l.glAccount.slice(0, 4)),
        1 + (i.vendor % 4),
        l.description,
        cents(l.netCents),
        l.ratePercent === 0 ? 'T0' : l.ratePercent === 7 ? 'T5' : 'T1',
        cents(l.taxCents),
        cents(i.grossCents),
      ];
    });
    const total = (f: (i: CorpusInvoice) => number) => cents(invoices.reduce((s, i) => s + f(i), 0));
    const totals = [
      'Totals',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      total((i) => i.netCents),
      null,
      total((i) => i.taxCents),
      total((i) => i.grossCents),
    ];
    return writeXlsx(dir, 'sage-purchase-day-book.xlsx', {
      'Day Book': [['Purchase Day Book'], ['Date From: 01/01/2024 To: 31/03/2024'], [], header, ...rows, totals],
    });
  },
};

export const oracleApInterface: CorpusLayout = {
  name: 'oracle-ap-interface',
  modelledOn:
    'Oracle Payables open interface: AP_INVOICES_INTERFACE and AP_INVOICE_LINES_INTERFACE joined by INVOICE_ID',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(707, 40, 25, ['USD', 'EUR']);
    const header = [
      'INVOICE_ID',
      'INVOICE_NUM',
      'INVOICE_TYPE_LOOKUP_CODE',
      'INVOICE_DATE',
      'VENDOR_NUM',
      'VENDOR_SITE_CODE',
      'INVOICE_AMOUNT',
      'INVOICE_CURRENCY_CODE',
      'TERMS_NAME',
      'DESCRIPTION',
      'SOURCE',
    ];
    const heads = invoices.map((i) => [
      90000 + (i.document % 10000),
      i.number,
      'STANDARD',
      dateCell(i.date),
      i.payeeId,
      'MAIN',
      cents(i.netCents),
      i.currency,
      'Net 30',
      `Media ${i.date.m}/${i.date.y}`,
      'MANUAL INVOICE ENTRY',
    ]);
    const lineHeader = [
      'INVOICE_ID',
      'LINE_NUMBER',
      'LINE_TYPE_LOOKUP_CODE',
      'AMOUNT',
      'DESCRIPTION',
      'DIST_CODE_CONCATENATED',
      'TAX_CLASSIFICATION_CODE',
      'PO_NUMBER',
    ];
    const lines = lineRows(invoices, (i, l, n) => [
      90000 + (i.document % 10000),
      n,
      'ITEM',
      cents(l.netCents),
      l.description,
      `01-000-${l.glAccount.slice(0, 4)}-0000`,
      l.ratePercent === 0 ? 'EXEMPT' : 'STANDARD',
      l.purchaseOrder,
    ]);
    return writeXlsx(dir, 'oracle-ap-interface.xlsx', {
      AP_INVOICES_INTERFACE: [header, ...heads],
      AP_INVOICE_LINES_INTERFACE: [lineHeader, ...lines],
    });
  },
};

export const sapSupplierInvoices: CorpusLayout = {
  name: 'sap-supplier-invoices',
  modelledOn:
    'SAP S/4HANA supplier invoices: a header sheet and an items sheet keyed by document number and fiscal year',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:invoicingpartyname+reference'] },
  write: async (dir) => {
    const invoices = corpusInvoices(808, 40, 20, ['EUR']);
    // Document numbers restart each fiscal year: only number and year together name a document.
    const year = (i: number) => (i < 20 ? 2023 : 2024);
    const doc = (i: number) => String(5105600001 + (i % 20));
    const header = [
      'Supplier Invoice',
      'Fiscal Year',
      'Company Code',
      'Document Date',
      'Posting Date',
      'Invoicing Party',
      'Invoicing Party Name',
      'Reference',
      'Gross Invoice Amount',
      'Currency',
      'Payment Terms',
    ];
    const heads = invoices.map((i, n) => [
      doc(n),
      year(n),
      '1010',
      dateCell(i.date),
      dateCell(i.due),
      String(17300001 + i.vendor),
      i.vendorName,
      i.number,
      cents(i.grossCents),
      i.currency,
      'NT30',
    ]);
    const itemHeader = [
      'Supplier Invoice',
      'Fiscal Year',
      'Supplier Invoice Item',
      'Purchase Order',
      'Amount',
      'Tax Code',
      'Tax Amount',
      'G/L Account',
      'Cost Center',
    ];
    const items = invoices.flatMap((i, n) =>
      i.lines.map((l, k) => [
        doc(n),
        year(n),
        k + 1,
        l.purchaseOrder,
        cents(l.netCents),
        l.ratePercent === 19 ? 'V1' : l.ratePercent === 7 ? 'V2' : 'V0',
        cents(l.taxCents),
        l.glAccount,
        l.costCenter,
      ]),
    );
    return writeXlsx(dir, 'sap-supplier-invoices.xlsx', {
      'Supplier Invoices': [header, ...heads],
      'Supplier Invoice Items': [itemHeader, ...items],
    });
  },
};

export const d365VendorInvoices: CorpusLayout = {
  name: 'd365-vendor-invoices',
  modelledOn:
    'Dynamics 365 vendor invoice header and line entities, exported to one workbook; totals include tax the lines do not carry',
  write: async (dir) => {
    const invoices = corpusInvoices(909, 40, 22, ['USD']);
    const header = [
      'HeaderReference',
      'InvoiceAccount',
      'InvoiceNumber',
      'InvoiceDate',
      'PostingDate',
      'Currency',
      'TotalAmount',
      'TotalTaxAmount',
      'PaymentTermsName',
      'Description',
    ];
    const heads = invoices.map((i) => [
      `VINV-${i.document % 100000}`,
      `V-${String(i.vendor + 1).padStart(5, '0')}`,
      i.number,
      dateCell(i.date),
      dateCell(i.due),
      i.currency,
      cents(i.grossCents),
      cents(i.taxCents),
      'Net30',
      `Invoice ${i.number}`,
    ]);
    const lineHeader = [
      'HeaderReference',
      'LineNumber',
      'ItemNumber',
      'Description',
      'Quantity',
      'UnitPrice',
      'LineAmount',
      'SalesTaxGroup',
      'MainAccount',
    ];
    const lines = lineRows(invoices, (i, l, n) => [
      `VINV-${i.document % 100000}`,
      n,
      `A${l.glAccount.slice(-4)}`,
      l.description,
      l.quantity,
      cents(l.unitCents),
      cents(l.netCents),
      l.ratePercent === 0 ? 'EXEMPT' : 'STD',
      l.glAccount,
    ]);
    return writeXlsx(dir, 'd365-vendor-invoices.xlsx', {
      VendorInvoiceHeader: [header, ...heads],
      VendorInvoiceLine: [lineHeader, ...lines],
    });
  },
};

/** A finance system whose advertiser ids are the creditor accounts of the DATEV ledger. */
const DATEV_ADVERTISERS: Advertiser[] = SANDBOX_ADVERTISERS.map((a, n) => ({
  id: String(70001 + n),
  advertiserName: a.advertiserName,
}));

export const datevPostingBatch: CorpusLayout = {
  name: 'datev-posting-batch',
  modelledOn:
    'DATEV-like Buchungsstapel: an EXTF line above the header, creditor account in Konto, Skonto as an amount, BU-Schlüssel tax keys',
  advertisers: DATEV_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:belegfeld1+konto'] },
  write: async (dir) => {
    const invoices = single(corpusInvoices(1010, 40, 18, ['EUR']));
    const header = [
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
      'Belegfeld 1',
      'Belegfeld 2',
      'Skonto',
      'Buchungstext',
      'KOST1 - Kostenstelle',
    ];
    const rows = invoices.map((i) => {
      const l = i.lines[0]!;
      const skonto = Math.round((i.grossCents * i.discountPercent) / 100);
      return [
        money(i.grossCents, 'plain-comma'),
        'H',
        'EUR',
        '',
        String(70001 + i.vendor),
        l.glAccount.slice(0, 4),
        l.ratePercent === 19 ? '9' : l.ratePercent === 7 ? '8' : '',
        day(i.date, 'de'),
        i.number,
        day(i.due, 'de').replace(/\./g, '').slice(0, 6),
        money(skonto, 'plain-comma'),
        l.description,
        l.costCenter,
      ];
    });
    const extf = [
      'EXTF',
      '700',
      '21',
      'Buchungsstapel',
      '12',
      '20240201120000000',
      '',
      'RE',
      '',
      '',
      '1001',
      '70001',
      '20240101',
      '4',
      '20240101',
      '20240331',
      'Rechnungseingang',
    ];
    return writeCsv(dir, 'datev-posting-batch.csv', [extf, header, ...rows], ';');
  },
};

export const rechnungseingangsbuch: CorpusLayout = {
  name: 'rechnungseingangsbuch',
  modelledOn:
    'German ERP Rechnungseingangsbuch: internal Belegnr. next to the vendor Rechnungsnr., Steuerschlüssel codes, Skonto %',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:name+rechnungsnr'] },
  write: async (dir) => {
    const invoices = single(corpusInvoices(1111, 40, 16, ['EUR']));
    const header = [
      'Belegnr.',
      'Rechnungsnr.',
      'Belegdatum',
      'Rechnungsdatum',
      'Kreditor',
      'Name',
      'Währung',
      'Netto',
      'Steuerschlüssel',
      'Steuer',
      'Brutto',
      'Skonto %',
      'Fällig am',
    ];
    const rows = invoices.map((i, n) => {
      const l = i.lines[0]!;
      const booked = { ...i.date, d: Math.min(28, i.date.d + 2) };
      return [
        String(240001 + n),
        i.number,
        day(booked, 'de'),
        day(i.date, 'de'),
        String(70001 + i.vendor),
        i.vendorName,
        'EUR',
        money(l.netCents, 'comma'),
        l.ratePercent === 0 ? 'VSt0' : `VSt${l.ratePercent}`,
        money(l.taxCents, 'comma'),
        money(i.grossCents, 'comma'),
        money(i.discountPercent * 100, 'comma'),
        day(i.due, 'de'),
      ];
    });
    return writeCsv(dir, 'rechnungseingangsbuch.csv', [header, ...rows], ';');
  },
};
