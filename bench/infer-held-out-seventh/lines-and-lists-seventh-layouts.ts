/**
 * Seventh held-out layouts in English and Dutch: an Epicor Kinetic (US) AP invoice line export with
 * a tax row per invoice and a Jortt (Netherlands) purchase invoice list. Written from each product's
 * public documentation and its country's conventions (named at each layout), without reading
 * infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };

/**
 * Epicor Kinetic's AP invoice lines (a BAQ over APInvHed, APInvDtl and APInvTax exported to CSV),
 * one row per invoice line and one Tax row per invoice naming no line: the company, the AP group,
 * Epicor's internal vendor number beside the vendor ID and name, the supplier's invoice number,
 * the invoice and due dates as ISO date-times (`2024-01-05T00:00:00`, as Epicor's REST and BAQ
 * exports write dates), the DebitMemo flag (a debit memo, the vendor's credit, written negative),
 * the currency, the row type, line and description, the line's extended cost, and the invoice
 * amount and open balance repeated (Epicor's APInvHed fields VendorNum, InvoiceNum, InvoiceDate,
 * DueDate, DebitMemo, CurrencyCode, InvoiceAmt, InvoiceBal, OpenPayable; APInvDtl InvoiceLine,
 * Description, ExtCost). US style: sales tax 8.25 %, USD and CAD, amounts with a decimal point.
 */
export const epicorApInvoiceLines: CorpusLayout = {
  name: 'epicor-ap-invoice-lines',
  modelledOn:
    'Epicor Kinetic AP invoice lines BAQ CSV: English headers, VendorNum beside VendorID and Name, InvoiceNum, ISO date-times, DebitMemo true / false (debit memos negative), RowType Line / Tax with one Tax row per invoice, ExtCost beside InvoiceAmt and InvoiceBal repeated',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7909, 8, 8, ['USD', 'CAD']);
    const at = (d: Day) => `${isoDay(d)}T00:00:00`;
    const header = [
      'Company',
      'GroupID',
      'VendorNum',
      'VendorID',
      'Name',
      'InvoiceNum',
      'InvoiceDate',
      'DueDate',
      'DebitMemo',
      'CurrencyCode',
      'RowType',
      'InvoiceLine',
      'Description',
      'ExtCost',
      'InvoiceAmt',
      'InvoiceBal',
    ];
    const rows = invoices.flatMap((i, index) => {
      const memo = index % 4 === 2;
      const sign = memo ? -1 : 1;
      const tax = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(i.netCents, 8.25);
      const total = sign * (i.netCents + tax);
      const head = [
        'EPIC06',
        `AP${p2(i.date.m)}${p2(i.date.d)}`,
        String(31 + i.vendor * 7),
        `V${String(1000 + i.vendor * 25)}`,
        i.vendorName,
        i.number,
        at(i.date),
        at(i.due),
        memo ? 'true' : 'false',
        i.currency,
      ];
      const tail = [(total / 100).toFixed(2), ((index % 3 === 0 ? 0 : total) / 100).toFixed(2)];
      const lines = i.lines.map((l, n) => [
        ...head,
        'Line',
        String(n + 1),
        l.description,
        ((sign * l.netCents) / 100).toFixed(2),
        ...tail,
      ]);
      return tax === 0
        ? lines
        : [...lines, [...head, 'Tax', '', 'Sales Tax 8.25%', ((sign * tax) / 100).toFixed(2), ...tail]];
    });
    return writeCsv(dir, 'ap-invoice-lines.csv', [header, ...rows]);
  },
};

/**
 * Jortt's purchase invoices (Inkoop > Facturen, "Exporteer naar CSV"), one row per invoice: the
 * kind (Inkoopfactuur, or Creditfactuur written with positive amounts), the supplier's invoice
 * number, the relation, the invoice and due dates written DD-MM-YY, the description, the amount
 * excluding BTW, the BTW and the total, what is still open and the state Betaald / Open (Jortt's
 * invoice fields: invoice_number, invoice_date, invoice_due_date, invoice_total, invoice_total_vat,
 * invoice_status; jortt.nl, "Jortt API"). Dutch style: 1.234,56, BTW 21 % and 9 %, EUR,
 * semicolons.
 */
export const jorttInkoopfacturen: CorpusLayout = {
  name: 'jortt-inkoopfacturen',
  modelledOn:
    'Jortt inkoopfacturen CSV: Dutch headers, Soort Inkoopfactuur / Creditfactuur (credit notes positive), Factuurnummer, Relatie, DD-MM-YY dates, Excl. btw / Btw / Totaal beside Openstaand and Status, 1.234,56',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8010, 10, 8, ['EUR']);
    const nl = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${String(d.y % 100).padStart(2, '0')}`;
    const header = [
      'Soort',
      'Factuurnummer',
      'Relatie',
      'Factuurdatum',
      'Vervaldatum',
      'Omschrijving',
      'Excl. btw',
      'Btw',
      'Totaal',
      'Openstaand',
      'Status',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 4 === 1;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 9);
      const btw = taxOf(i.netCents, rate);
      const paid = index % 2 === 0;
      return [
        credit ? 'Creditfactuur' : 'Inkoopfactuur',
        i.number,
        i.vendorName,
        nl(i.date),
        nl(i.due),
        i.lines[0]!.description,
        money(i.netCents, 'comma'),
        money(btw, 'comma'),
        money(i.netCents + btw, 'comma'),
        money(paid ? 0 : i.netCents + btw, 'comma'),
        paid ? 'Betaald' : 'Open',
      ];
    });
    return writeCsv(dir, 'inkoopfacturen.csv', [header, ...rows], ';');
  },
};
