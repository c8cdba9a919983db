/**
 * Fifth held-out layouts shaped as a report or with rows of several kinds: a Reckon Accounts
 * supplier transaction report grouped under supplier heading rows, and a Tradeshift invoice line
 * export with a tax row under each invoice. Written from each product's public documentation (named
 * at each layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

/** The corpus GL accounts as a Reckon (Australian) chart of accounts shows them, number and name. */
const RECKON_ACCOUNTS: Record<string, string> = {
  '610000': '6-1200 · Advertising',
  '610100': '6-1210 · Online Advertising',
  '612000': '6-1300 · Sponsorship',
  '615500': '6-1400 · Promotions',
  '618000': '6-1800 · Agency Fees',
};

/**
 * Reckon Accounts' "Transaction List by Supplier" (Reports > Suppliers & Payables) exported to
 * Excel: company and title rows, each supplier written once on a heading row of its own, its
 * transactions below (Bill, Credit for a supplier credit, Bill Pmt -Cheque for a payment), then
 * "Total <supplier>", and TOTAL at the end. Each row shows the A/P account, the expense account it
 * is split to, the GST code and GST amount, the GST-inclusive amount in Debit or Credit and the
 * running balance (the report's columns in Reckon's help for supplier reports, and the bill fields
 * Ref No., Date, Supplier, Account, Tax, Amount of Reckon's "Enter Bills"; the QuickBooks lineage
 * of Reckon Accounts). Australian style: DD/MM/YYYY date cells, GST 10 % or FRE, AUD.
 */
export const reckonTransactionsBySupplier: CorpusLayout = {
  name: 'reckon-transactions-by-supplier',
  modelledOn:
    'Reckon Accounts Transaction List by Supplier in Excel: title rows, supplier heading rows, Bill / Credit / Bill Pmt -Cheque rows, Num, Split account beside Accounts Payable, Tax Code GST / FRE with Tax Amount, Debit / Credit beside a running Balance, Total and TOTAL rows',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8707, 12, 5, ['AUD']).sort(
      (a, b) => a.vendor - b.vendor || a.document - b.document,
    );
    const header = [
      null,
      'Type',
      'Date',
      'Num',
      'Memo',
      'Account',
      'Split',
      'Tax Code',
      'Tax Amount',
      'Debit',
      'Credit',
      'Balance',
    ];
    const rows: CorpusCell[][] = [
      ['Harbourside Media Pty Ltd'],
      ['Transaction List by Supplier'],
      ['January through March 2024'],
      [],
      header,
    ];
    let grandCents = 0;
    let seq = 0;
    for (const vendor of [...new Set(invoices.map((i) => i.vendor))]) {
      const bills = invoices.filter((i) => i.vendor === vendor);
      rows.push([bills[0]!.vendorName]);
      let balance = 0;
      for (const i of bills) {
        const credit = seq++ % 5 === 3;
        const gst = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(i.netCents, 10);
        const gross = i.netCents + gst;
        balance += credit ? -gross : gross;
        rows.push([
          null,
          credit ? 'Credit' : 'Bill',
          dateCell(i.date),
          i.number,
          i.lines.map((l) => l.description).join(', '),
          'Accounts Payable',
          i.lines.length > 1 ? '-SPLIT-' : RECKON_ACCOUNTS[i.lines[0]!.glAccount]!,
          gst === 0 ? 'FRE' : 'GST',
          gst / 100,
          credit ? gross / 100 : null,
          credit ? null : gross / 100,
          balance / 100,
        ]);
        if (!credit && seq % 3 === 0) {
          balance -= gross;
          rows.push([
            null,
            'Bill Pmt -Cheque',
            dateCell(i.due),
            String(3100 + seq),
            null,
            'Accounts Payable',
            '1-1110 · Cheque Account',
            null,
            null,
            gross / 100,
            null,
            balance / 100,
          ]);
        }
      }
      rows.push([
        `Total ${bills[0]!.vendorName}`,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        balance / 100,
      ]);
      grandCents += balance;
    }
    rows.push(['TOTAL', null, null, null, null, null, null, null, null, null, null, grandCents / 100]);
    return writeXlsx(dir, 'transactions-by-supplier.xlsx', { Sheet1: rows });
  },
};

/**
 * Tradeshift's invoice line export (Documents > Received, "Export to CSV" with lines), one row per
 * invoice line and one TAX row per invoice carrying the invoice's VAT: the document's own UUID
 * (Document ID) beside the supplier's invoice number, the document type (Invoice or CreditNote, a
 * credit note written with positive amounts, as UBL writes it), the issue date as an ISO date-time
 * with an offset, the supplier's name beside its Tradeshift company id, the line extension amount,
 * the document's payable amount repeated and the state (the UBL 2.1 fields Tradeshift documents
 * carry: cbc:ID, cbc:IssueDate, cac:AccountingSupplierParty, cac:InvoiceLine with
 * cbc:LineExtensionAmount, cac:TaxTotal, cac:LegalMonetaryTotal/cbc:PayableAmount; the
 * document states of Tradeshift's Documents API: ACCEPTED, PAID, DISPUTED). VAT 20 % or 0, GBP and
 * EUR, amounts with a decimal point.
 */
export const tradeshiftInvoiceLines: CorpusLayout = {
  name: 'tradeshift-invoice-lines',
  modelledOn:
    'Tradeshift invoice line export: English headers, Document ID (UUID) beside Invoice Number, Document Type Invoice / CreditNote (credit notes positive), ISO date-times with an offset, Line Type ITEM / TAX with one TAX row per invoice, Payable Amount repeated, State',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8808, 10, 8, ['GBP', 'EUR']);
    const header = [
      'Document ID',
      'Document Type',
      'Invoice Number',
      'Issue Date',
      'Supplier',
      'Supplier Company ID',
      'Currency',
      'Line Type',
      'Line ID',
      'Item Name',
      'Quantity',
      'Unit Price',
      'Line Amount',
      'Payable Amount',
      'State',
    ];
    const rows = invoices.flatMap((i, index) => {
      const credit = index % 4 === 1;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(i.netCents, 20);
      const uuid = `${(0x3f2a0000 + index * 4099).toString(16)}-7c1e-4b2a-9d3e-${String(i.document).padStart(12, '0')}`;
      const common = [
        uuid,
        credit ? 'CreditNote' : 'Invoice',
        i.number,
        `${isoDay(i.date)}T09:${String(10 + index).padStart(2, '0')}:00.000+01:00`,
        i.vendorName,
        `ts-${(i.vendor * 7919 + 1000).toString(36)}`,
        i.currency,
      ];
      const payable = ((i.netCents + vat) / 100).toFixed(2);
      const state = ['ACCEPTED', 'PAID', 'ACCEPTED', 'DISPUTED'][index % 4]!;
      return [
        ...i.lines.map((l, n) => [
          ...common,
          'ITEM',
          String(n + 1),
          l.description,
          String(l.quantity),
          (l.unitCents / 100).toFixed(2),
          (l.netCents / 100).toFixed(2),
          payable,
          state,
        ]),
        [...common, 'TAX', '', vat === 0 ? 'VAT 0%' : 'VAT 20%', '', '', (vat / 100).toFixed(2), payable, state],
      ];
    });
    return writeCsv(dir, 'tradeshift-lines.csv', [header, ...rows]);
  },
};
