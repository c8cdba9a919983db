/**
 * Sixth held-out layouts of ledgers and reports: a Sage Pastel (South Africa) supplier report
 * grouped under account headings and an Infor SunSystems ledger analysis with a debit/credit
 * marker. Written from each product's public documentation (named at each
 * layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Sage Pastel Partner's supplier transactions report (Reports > Suppliers > Transactions,
 * "Export to Excel"): title rows, each supplier account written once on a heading row as
 * "code - name", its documents below with Pastel's own document number (PI, PC, PY) beside the
 * supplier's reference, the type (INV an invoice, CRN a credit note written with positive amounts,
 * PMT a payment), the exclusive amount, VAT and inclusive amount and the running balance, then
 * "Total for <code>" and a grand total (Pastel Partner's supplier documents: invoices, returns and
 * credits to supplier, each with a document number and the supplier's reference, e.g.
 * pdispirit.biz, "Supplier Documents"). South African style: dates as text DD MMM YYYY, VAT 15 %
 * or zero-rated, ZAR.
 */
export const pastelSupplierTransactions: CorpusLayout = {
  name: 'pastel-supplier-transactions',
  modelledOn:
    'Sage Pastel Partner supplier transactions report in Excel: title rows, supplier heading rows "code - name", Doc No (PI / PC / PY) beside Reference, Type INV / CRN / PMT (credit notes positive), DD MMM YYYY text, Exclusive / Tax / Inclusive beside a running Balance, Total for and Grand Total rows',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9707, 11, 5, ['ZAR']).sort(
      (a, b) => a.vendor - b.vendor || a.document - b.document,
    );
    const za = (d: { y: number; m: number; d: number }) => `${p2(d.d)} ${MONTHS[d.m - 1]!} ${d.y}`;
    const header = [
      'Account',
      'Date',
      'Doc No',
      'Type',
      'Reference',
      'Description',
      'Exclusive',
      'Tax',
      'Inclusive',
      'Balance',
    ];
    const rows: CorpusCell[][] = [
      ['Lighthouse Marketing (Pty) Ltd'],
      ['Supplier Transactions - Detailed'],
      ['Periods 1 to 3 (01 Jan 2024 - 31 Mar 2024)'],
      [],
      header,
    ];
    let grand = 0;
    let seq = 0;
    for (const vendor of [...new Set(invoices.map((i) => i.vendor))]) {
      const docs = invoices.filter((i) => i.vendor === vendor);
      const code = `SUP${String(101 + vendor * 7).padStart(3, '0')}`;
      rows.push([`${code} - ${docs[0]!.vendorName}`]);
      let balance = 0;
      for (const i of docs) {
        const credit = seq++ % 4 === 2;
        // Rand: eighteen times the corpus amount, near what the same campaign costs in ZAR.
        const net = i.netCents * 18;
        const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 15);
        balance += credit ? -(net + vat) : net + vat;
        rows.push([
          null,
          za(i.date),
          `${credit ? 'PC' : 'PI'}${String(40 + seq).padStart(5, '0')}`,
          credit ? 'CRN' : 'INV',
          i.number,
          i.lines[0]!.description,
          net / 100,
          vat / 100,
          (net + vat) / 100,
          balance / 100,
        ]);
        if (!credit && seq % 3 === 1) {
          balance -= net + vat;
          rows.push([
            null,
            za(i.due),
            `PY${String(200 + seq).padStart(5, '0')}`,
            'PMT',
            `EFT${String(7100 + seq)}`,
            'Payment - thank you',
            null,
            null,
            (net + vat) / 100,
            balance / 100,
          ]);
        }
      }
      rows.push([`Total for ${code}`, null, null, null, null, null, null, null, null, balance / 100]);
      grand += balance;
    }
    rows.push(['Grand Total', null, null, null, null, null, null, null, null, grand / 100]);
    return writeXlsx(dir, 'supplier-transactions.xlsx', { 'Supplier Transactions': rows });
  },
};

/**
 * Infor SunSystems' ledger analysis of the creditors' accounts (Ledger Analysis / Account
 * Inquiry, "Export to Excel"), one row per invoice posted to a supplier's account: the supplier's
 * account code beside its name, SunSystems' journal number and type beside the transaction
 * reference (the supplier's invoice number), the period and transaction date, the amount in the
 * base currency (GBP) and in the transaction's own currency, both positive, with the debit/credit
 * marker (C an invoice on the creditor account, D a credit note) and the allocation marker (A when
 * paid). The fields of SunSystems' journal line (Account Code, Accounting Period, Transaction
 * Date, Journal Number, Journal Type, Transaction Reference, Base Amount, Debit/Credit marker,
 * Transaction Amount, Currency Code, Allocation Marker). UK style: DD/MM/YYYY text, amounts with a
 * decimal point.
 */
export const inforSunsystemsLedger: CorpusLayout = {
  name: 'infor-sunsystems-ledger',
  modelledOn:
    'Infor SunSystems ledger analysis in Excel: English headers, Account Code beside Account Name, Journal No / Journal Type beside Transaction Reference, Period 001/2024, DD/MM/YYYY text, Base Amount (GBP) beside Transaction Amount and Currency Code, D/C marker (credit notes D, amounts positive), Allocation marker',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9929, 12, 8, ['EUR', 'USD', 'GBP']);
    const uk = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    // Pounds per unit of the transaction currency, fixed for the quarter.
    const toBase: Record<string, number> = { EUR: 0.86, USD: 0.79, GBP: 1 };
    const header = [
      'Account Code',
      'Account Name',
      'Period',
      'Transaction Date',
      'Journal No',
      'Journal Type',
      'Transaction Reference',
      'Description',
      'Base Amount',
      'D/C',
      'Transaction Amount',
      'Currency Code',
      'Allocation',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 3;
      const gross = i.grossCents;
      return [
        `C${String(4100 + i.vendor * 11)}`,
        i.vendorName,
        `${String(i.date.m).padStart(3, '0')}/${i.date.y}`,
        uk(i.date),
        String(31870 + index * 2),
        credit ? 'PCRN' : 'PINV',
        i.number,
        i.lines[0]!.description,
        (Math.round(gross * toBase[i.currency]!) / 100).toFixed(2),
        credit ? 'D' : 'C',
        (gross / 100).toFixed(2),
        i.currency,
        index % 3 === 0 ? 'A' : '',
      ];
    });
    return writeXlsx(dir, 'ledger-analysis.xlsx', { 'Ledger Analysis': [header, ...rows] });
  },
};
