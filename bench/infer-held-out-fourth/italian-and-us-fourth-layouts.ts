/**
 * Fourth held-out layouts of an Italian invoicing tool (Fatture in Cloud) and two North American
 * ones (Wave, JD Edwards). Written from each product's public documentation (named at each
 * layout), with its country's VAT and number style, without reading infer's code and without
 * running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, monthName, taxOf, usPadded } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * Fatture in Cloud's received documents (Acquisti > Spese e fatture passive) exported to Excel, one
 * row per document: the document type with Nota di credito written positive, the supplier's
 * number (Numero) beside Fatture in Cloud's id, the supplier with its Partita IVA, Imponibile, IVA
 * and Totale beside Pagato and Da pagare, the category and the SDI state (the received document
 * fields of the Fatture in Cloud API: type expense / passive_credit_note, invoice_number, date,
 * entity name and vat_number, amount_net, amount_vat, amount_gross, category, e_invoice status:
 * developers.fattureincloud.it, Received Documents). Italian style: DD/MM/YYYY text, decimal comma
 * with a dot between thousands, IVA 22 and 10 %.
 */
export const fattureInCloudAcquisti: CorpusLayout = {
  name: 'fatture-in-cloud-acquisti',
  modelledOn:
    'Fatture in Cloud acquisti in Excel: Italian headers, Tipo documento with Nota di credito positive, ID beside Numero, Fornitore with P.IVA, Imponibile / IVA / Totale beside Pagato and Da pagare, DD/MM/YYYY text, 1.234,50 as text',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7606, 12, 9, ['EUR']);
    const it = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const header = [
      'ID',
      'Tipo documento',
      'Data',
      'Numero',
      'Fornitore',
      'P.IVA',
      'Descrizione',
      'Categoria',
      'Imponibile',
      'Aliquota IVA',
      'IVA',
      'Totale',
      'Pagato',
      'Da pagare',
      'Stato SDI',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 4;
      const rate = localRate(i.lines[0]!.ratePercent, 22, 10);
      const vat = taxOf(i.netCents, rate);
      const gross = i.netCents + vat;
      const paid = index % 3 === 0 ? gross : 0;
      return [
        String(48213077 + index * 131),
        credit ? 'Nota di credito' : 'Fattura',
        it(i.date),
        i.number,
        i.vendorName,
        `IT0${String(1234567890 + i.vendor * 7919).slice(0, 10)}`,
        i.lines.map((l) => l.description).join(' - '),
        i.lines[0]!.glAccount === '618000' ? 'Consulenze' : 'Pubblicità',
        money(i.netCents, 'comma'),
        `${rate}%`,
        money(vat, 'comma'),
        money(gross, 'comma'),
        money(paid, 'comma'),
        money(gross - paid, 'comma'),
        ['Accettata', 'Consegnata', 'Ricevuta'][index % 3]!,
      ];
    });
    return writeXlsx(dir, 'acquisti.xlsx', { Acquisti: [header, ...rows] });
  },
};

/**
 * Wave's bills exported as CSV, one row per bill item (the bill fields of Wave's Purchases > Bills
 * screen and its API: vendor, bill number, bill date, due date, currency, items with product,
 * expense account, quantity, price, sales tax, total, amount due and status:
 * developer.waveapps.com, Bills; support.waveapps.com, "Bills"), the bill's total and amount due
 * repeated on each item, dates as Wave shows them (`Jan 5, 2024`), sales tax per item, USD and CAD.
 */
export const waveBills: CorpusLayout = {
  name: 'wave-bills',
  modelledOn:
    'Wave bills CSV: one row per item, Bill # beside P.O./S.O., Jan 5, 2024 dates, Expense Account names, Quantity x Price = Item Amount, Sales Tax per item, Total and Amount Due repeated, Status',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7707, 10, 8, ['USD', 'CAD']);
    const account: Record<string, string> = {
      '610000': 'Advertising & Promotion',
      '610100': 'Online Advertising',
      '612000': 'Sponsorships',
      '615500': 'Outdoor Advertising',
      '618000': 'Professional Fees',
    };
    const header = [
      'Vendor',
      'Bill #',
      'P.O./S.O.',
      'Bill Date',
      'Due Date',
      'Currency',
      'Product or Service',
      'Expense Account',
      'Quantity',
      'Price',
      'Item Amount',
      'Sales Tax',
      'Total',
      'Amount Due',
      'Status',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = i.currency === 'CAD' ? localRate(i.lines[0]!.ratePercent, 13, 5) : 0;
      const gross = i.lines.reduce((sum, l) => sum + l.netCents + taxOf(l.netCents, rate), 0);
      const state = ['Unpaid', 'Paid', 'Overdue', 'Partial'][index % 4]!;
      const due = state === 'Paid' ? 0 : state === 'Partial' ? gross - Math.floor(gross / 2) : gross;
      return i.lines.map((l) => [
        i.vendorName,
        i.number,
        index % 2 === 0 ? l.purchaseOrder : '',
        monthName(i.date),
        monthName(i.due),
        i.currency,
        l.description,
        account[l.glAccount]!,
        l.quantity,
        (l.unitCents / 100).toFixed(2),
        money(l.netCents),
        money(taxOf(l.netCents, rate)),
        money(gross),
        money(due),
        state,
      ]);
    });
    return writeCsv(dir, 'bills.csv', [header, ...rows]);
  },
};

/**
 * A JD Edwards EnterpriseOne Supplier Ledger Inquiry (P0411) grid exported to Excel, one row per
 * voucher pay item: document number, type and company (Doc Number, Doc Ty PV, Doc Co), the
 * supplier's Address Number beside its Alpha Name, the supplier's Invoice Number, Invoice and G/L
 * dates, Gross Amount beside Open Amount, Taxable and Tax Amount, Pay Status (A approved, P paid,
 * H held) and the currency (the F0411 fields as docs.oracle.com names them: DOC, DCT, KCO, AN8,
 * VINV, DIVJ, DGJ, AG, AAP, ATXA, STAM, PST, CRCD). Credit vouchers are negative; dates MM/DD/YYYY text.
 */
export const jdEdwardsSupplierLedger: CorpusLayout = {
  name: 'jd-edwards-supplier-ledger',
  modelledOn:
    'JD Edwards P0411 supplier ledger grid in Excel: Doc Number / Doc Ty / Doc Co, Address Number beside Alpha Name, Invoice Number, MM/DD/YYYY, Gross Amount beside Open Amount, Taxable and Tax Amount, Pay Status, negative credit vouchers',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7808, 15, 10, ['USD', 'USD', 'EUR']);
    const header = [
      'Doc Number',
      'Doc Ty',
      'Doc Co',
      'Pay Item',
      'Address Number',
      'Alpha Name',
      'Invoice Number',
      'Invoice Date',
      'G/L Date',
      'Due Date',
      'Gross Amount',
      'Open Amount',
      'Taxable Amount',
      'Tax Amount',
      'Pay Status',
      'Currency Code',
      'Remark',
    ];
    const rows = invoices.map((i, index) => {
      const sign = index % 6 === 5 ? -1 : 1;
      const rate = i.currency === 'EUR' ? i.lines[0]!.ratePercent : localRate(i.lines[0]!.ratePercent, 8, 8);
      const net = sign * i.netCents;
      const tax = sign * taxOf(i.netCents, rate);
      const status = ['A', 'P', 'H', 'A'][index % 4]!;
      return [
        String(21004 + index * 2),
        'PV',
        '00200',
        '001',
        String(4001 + i.vendor * 11),
        i.vendorName,
        i.number,
        usPadded(i.date),
        usPadded({ ...i.date, d: Math.min(28, i.date.d + 2) }),
        usPadded(i.due),
        (net + tax) / 100,
        status === 'P' ? 0 : (net + tax) / 100,
        net / 100,
        tax / 100,
        status,
        i.currency,
        i.lines.map((l) => l.description).join(', '),
      ];
    });
    return writeXlsx(dir, 'supplier-ledger.xlsx', { Sheet1: [header, ...rows] });
  },
};
