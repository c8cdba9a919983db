/**
 * Seventeenth held-out layouts of two small-business bookkeeping programs that keep their own
 * formats: Manager.io's list of purchase invoices copied out as tab-separated text (amounts with
 * the pound sign and thousands commas, dates with the month's name, a total row, no tax column),
 * and GnuCash's bills in the form its bill importer reads (semicolons, one row per entry, the
 * bill's fields on its first row only, no amounts but quantity and price, tax by a named tax
 * table, credit notes as negative quantities). Written from each program's public documentation,
 * without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `5 Mar 2024`, as Manager shows a date under the business's UK date format. */
const dayMonth = (d: { y: number; m: number; d: number }) => `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;

/** `£1,234.56`, `-£1,234.56`. */
const pounds = (cents: number) => {
  const [whole, pence] = money(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}£${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}.${pence!}`;
};

/**
 * Manager.io, the Purchase Invoices tab selected and copied to the clipboard (Manager's way to
 * export a list, pasted as tab-separated text): the issue date, the due date, the reference (the
 * supplier's invoice number), the supplier, the description, the invoice amount (with VAT) and the
 * balance due with the pound sign and thousands commas, the days overdue and the status (Paid,
 * Overdue, Due in n days). A purchase invoice whose amount is negative is a supplier's credit. The
 * copied list ends with its total row. No VAT column: the amount is the invoice's total.
 */
export const managerPurchaseInvoices: CorpusLayout = {
  name: 'manager-purchase-invoices',
  modelledOn:
    'Manager.io Purchase Invoices list copied as tab-separated text: Issue date and Due date D MMM YYYY, Reference (the supplier number), Supplier, Description, Invoice amount and Balance due as £1,234.56 (a credit negative), Days overdue, Status Paid / Overdue / Due in n days, a Total row at the end; no VAT column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17505, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Issue date',
        'Due date',
        'Reference',
        'Supplier',
        'Description',
        'Invoice amount',
        'Balance due',
        'Days overdue',
        'Status',
      ],
    ];
    let total = 0;
    let balance = 0;
    invoices.forEach((i, n) => {
      const credit = n === 3 || n === 8;
      const amount = (credit ? -1 : 1) * i.grossCents;
      const paid = n % 3 !== 2;
      const due = paid ? 0 : amount;
      total += amount;
      balance += due;
      const overdue = paid ? '' : String(((n * 11) % 40) + 1);
      rows.push([
        dayMonth(i.date),
        dayMonth(i.due),
        credit ? `CR-${i.number}` : i.number,
        i.vendorName,
        credit ? `Credit: ${i.lines[0]!.description}` : i.lines.map((l) => l.description).join('; '),
        pounds(amount),
        pounds(due),
        overdue,
        paid ? 'Paid' : overdue ? 'Overdue' : 'Due in 12 days',
      ]);
    });
    rows.push(['', '', '', '', 'Total', pounds(total), pounds(balance), '', '']);
    return writeCsv(dir, 'Purchase Invoices.txt', rows, '\t');
  },
};

/**
 * GnuCash, bills in the layout of its bill importer (File, Import, Import Bills & Invoices),
 * semicolon-separated without quotes: a header line, one line per entry, the bill's own fields (its id,
 * the date opened, the vendor's id, the billing id, notes, the posting date and account, the due
 * date) on its first line only, the entry's date, description, account, quantity and price, the
 * discount fields, whether it is taxable and by which tax table, whether the price includes tax.
 * The vendors' ids in this book are the finance system's advertiser ids. The billing id is the
 * supplier's invoice number; the id GnuCash's own. A supplier's credit note is a bill of negative
 * quantities. Dates DD/MM/YYYY (the book's UK locale). VAT 20 %, 5 %.
 */
export const gnucashBillsImport: CorpusLayout = {
  name: 'gnucash-bills-import',
  modelledOn:
    'GnuCash bill import CSV, semicolons: id, date_opened, owner_id, billingid, notes on the first line of a bill only, date, desc, action, account, quantity, price, disc_type, disc_how, discount, taxable Y / N, taxincluded, tax_table VAT 20% / VAT 5%, date_posted, due_date, account_posted, memo_posted, accu_splits; no amounts, credit notes as negative quantities, DD/MM/YYYY',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17606, 9, 6).sort(byDate);
    const header = [
      'id',
      'date_opened',
      'owner_id',
      'billingid',
      'notes',
      'date',
      'desc',
      'action',
      'account',
      'quantity',
      'price',
      'disc_type',
      'disc_how',
      'discount',
      'taxable',
      'taxincluded',
      'tax_table',
      'date_posted',
      'due_date',
      'account_posted',
      'memo_posted',
      'accu_splits',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, n) => {
      const credit = n % 4 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 5);
      i.lines.forEach((l, entry) => {
        const first = entry === 0;
        rows.push([
          String(i.document % 1000000).padStart(6, '0'),
          first ? slashed(i.date) : '',
          first ? i.payeeId : '',
          first ? i.number : '',
          first && credit ? 'Credit note for returned material' : '',
          slashed(i.date),
          l.description,
          'Material',
          'Expenses:Advertising',
          credit ? -l.quantity : l.quantity,
          money(l.unitCents),
          '%',
          '>',
          '0',
          rate === 0 ? 'N' : 'Y',
          'N',
          rate === 0 ? '' : `VAT ${rate}%`,
          first ? slashed(i.date) : '',
          first ? slashed(i.due) : '',
          first ? 'Liabilities:Accounts Payable' : '',
          first ? `Bill ${i.number}` : '',
          first ? 'X' : '',
        ]);
      });
    });
    return writeCsv(dir, 'bills_2024Q1.csv', rows, ';');
  },
};
