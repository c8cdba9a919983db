/**
 * Eighth held-out layouts of a VAT register and a general ledger: a Zucchetti (Italy) purchase VAT
 * register and a Unit4 ERP (United Kingdom) voucher transaction list with tax rows and debit and
 * credit columns. Written from each product's public documentation and its country's conventions
 * (named at each layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };

/**
 * Zucchetti's purchase VAT register (Contabilità > Registri IVA > Registro acquisti, exported to
 * CSV), one row per posting line of each registered document: the register's protocol number
 * (Prot., Zucchetti's own) and registration date beside the document type as its FatturaPA code
 * (TD01 an invoice, TD04 a credit note, whose sums the register writes positive), the supplier's
 * document number and date, the supplier's code beside its name and Partita IVA, the line's text, its
 * VAT rate, taxable amount and tax, the document's total repeated on each line, and the register's
 * totals at the end (the fields of the Italian registro IVA acquisti, art. 25 DPR 633/1972: data di
 * registrazione, numero di protocollo, data e numero della fattura, ditta del cedente, imponibile,
 * aliquota e imposta; and FatturaPA's TipoDocumento codes; Italy's VAT of 22 % and 10 %). Italian
 * style: DD-MM-YY, 1.234,56, semicolons.
 */
export const zucchettiRegistroIvaAcquisti: CorpusLayout = {
  name: 'zucchetti-registro-iva-acquisti',
  modelledOn:
    'Zucchetti registro IVA acquisti CSV: Italian headers, Prot. beside Num. doc., Tipo doc. TD01 / TD04 (credit notes positive), DD-MM-YY, Cod. forn. beside Ragione sociale and Partita IVA, several lines per document with Imponibile and Imposta, Totale doc. repeated, a Totale registro row, 1.234,56, EUR, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8505, 10, 8, ['EUR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const it = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${p2(d.y % 100)}`;
    const header = [
      'Prot.',
      'Data reg.',
      'Tipo doc.',
      'Num. doc.',
      'Data doc.',
      'Cod. forn.',
      'Ragione sociale',
      'Partita IVA',
      'Descrizione',
      'Aliq. IVA',
      'Imponibile',
      'Imposta',
      'Totale doc.',
    ];
    const rows: CorpusCell[][] = [header];
    let taxable = 0;
    let taxTotal = 0;
    invoices.forEach((i, index) => {
      const credit = index % 4 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 22, 10);
      const taxes = i.lines.map((l) => taxOf(l.netCents, rate));
      const gross = i.netCents + taxes.reduce((s, t) => s + t, 0);
      const registered = { ...i.date, d: Math.min(28, i.date.d + 3) };
      i.lines.forEach((l, n) => {
        taxable += l.netCents;
        taxTotal += taxes[n]!;
        rows.push([
          `${101 + index}/A`,
          it(registered),
          credit ? 'TD04' : 'TD01',
          i.number,
          it(i.date),
          `F${String(400 + i.vendor * 3).padStart(5, '0')}`,
          i.vendorName,
          `IT0${String(1234560 + i.vendor * 9131).padStart(10, '0')}`,
          l.description,
          rate === 0 ? 'N2.2' : String(rate),
          money(l.netCents, 'comma'),
          money(taxes[n]!, 'comma'),
          money(gross, 'comma'),
        ]);
      });
    });
    rows.push([
      'Totale registro',
      ...Array<CorpusCell>(9).fill(null),
      money(taxable, 'comma'),
      money(taxTotal, 'comma'),
      null,
    ]);
    return writeCsv(dir, 'registro-iva-acquisti.csv', rows, ';');
  },
};

/**
 * Unit4 ERP's transaction search over supplier invoice vouchers (General ledger > Transactions,
 * exported to CSV), one row per transaction of each voucher: the transaction type (GL an expense
 * line, TX the VAT line, AP the supplier's line), the voucher number and voucher date written
 * YYYYMMDD as Unit4's interface files write dates, the period, the account and tax code, the
 * supplier's id beside its name and its invoice number, repeated on each row of the voucher, the
 * text, the currency, and the amount in a Debit or a Credit column (an invoice debits cost and VAT
 * and credits the supplier; a credit note the reverse) (Unit4's GL07 voucher fields: trans_type,
 * voucher_no, voucher_date, period, account, tax_code, apar_id, ext_inv_ref, description,
 * currency, amount; UK VAT of 20 % and 5 %). Dot decimals.
 */
export const unit4VoucherTransactions: CorpusLayout = {
  name: 'unit4-voucher-transactions',
  modelledOn:
    'Unit4 ERP voucher transactions CSV: English headers, Trans type GL / TX / AP per voucher, Voucher no beside Invoice no, YYYYMMDD, Period, Account, Supplier id beside Supplier name, Debit / Credit columns (credit notes reversed), GBP',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8606, 8, 8, ['GBP']);
    const ymd = (d: Day) => `${d.y}${p2(d.m)}${p2(d.d)}`;
    const header = [
      'Trans type',
      'Voucher no',
      'Voucher date',
      'Period',
      'Account',
      'Tax code',
      'Supplier id',
      'Supplier name',
      'Invoice no',
      'Description',
      'Currency',
      'Debit',
      'Credit',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const credit = index % 4 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 5);
      const taxCode = rate === 20 ? 'S' : rate === 5 ? 'R' : 'Z';
      const head = (type: string, account: string, text: string): CorpusCell[] => [
        type,
        String(24000310 + index),
        ymd(i.date),
        `${i.date.y}${p2(i.date.m)}`,
        account,
        taxCode,
        String(50100 + i.vendor * 10),
        i.vendorName,
        i.number,
        text,
        'GBP',
      ];
      // Debit when the row's sign is positive, Credit otherwise; the other column is left blank.
      const sides = (cents: number): CorpusCell[] => (cents >= 0 ? [money(cents), ''] : ['', money(-cents)]);
      const sign = credit ? -1 : 1;
      const tax = taxOf(i.netCents, rate);
      i.lines.forEach((l) => rows.push([...head('GL', l.glAccount, l.description), ...sides(sign * l.netCents)]));
      if (tax > 0) rows.push([...head('TX', '2640', `VAT ${rate}%`), ...sides(sign * tax)]);
      rows.push([...head('AP', '2400', credit ? 'Credit note' : 'Invoice'), ...sides(-sign * (i.netCents + tax))]);
    });
    return writeCsv(dir, 'voucher-transactions.csv', rows);
  },
};
