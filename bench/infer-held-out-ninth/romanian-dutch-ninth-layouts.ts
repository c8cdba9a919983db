/**
 * Ninth held-out layouts in Romanian and Dutch: a SmartBill (Romania) purchase journal and an Exact
 * Globe (Netherlands) list of purchase journal transactions with VAT rows and debit and credit
 * columns. Written from each product's public documentation and its country's conventions (named at
 * each layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * SmartBill Conta's purchase journal (Rapoarte > Jurnal de cumpărări, exported to CSV), one row per
 * received document: the row's running number (Nr. crt.) and SmartBill's registration number (Nr.
 * înreg.) beside the supplier's document number, the document's date written DD.MM.YYYY, its kind
 * (Factură, or Factură storno for a reversal, which Romanian practice writes negative), the supplier
 * beside its fiscal code (CIF, RO and digits), the document's total with VAT, then the base and VAT
 * per rate and the exempt base, and a TOTAL row (the columns of the Romanian purchase journal under
 * art. 321 of the Fiscal Code and OMFP 2634/2015: total document, bază de impozitare and TVA per cotă,
 * scutite; Romania's VAT of 19 % and 9 % in 2024). Romanian style: 1.234,56, semicolons.
 */
export const smartbillJurnalCumparari: CorpusLayout = {
  name: 'smartbill-jurnal-cumparari',
  modelledOn:
    'SmartBill jurnal de cumpărări CSV: Romanian headers, Nr. crt. and Nr. înreg. beside Nr. document, DD.MM.YYYY, Tip Factură / Factură storno (negative), Furnizor beside CIF, Total document, Bază and TVA per rate 19% and 9%, Scutite, a TOTAL row, 1.234,56, RON, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9707, 12, 8, ['RON']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'Nr. crt.',
      'Nr. înreg.',
      'Data document',
      'Nr. document',
      'Tip',
      'Furnizor',
      'CIF',
      'Total document',
      'Bază 19%',
      'TVA 19%',
      'Bază 9%',
      'TVA 9%',
      'Scutite',
    ];
    const rows: CorpusCell[][] = [header];
    const sums = [0, 0, 0, 0, 0, 0];
    invoices.forEach((i, index) => {
      const storno = index % 6 === 4;
      const rate = localRate(i.lines[0]!.ratePercent, 19, 9);
      // Lei: five times the corpus amount, near what the same campaign costs in RON.
      const base = (storno ? -1 : 1) * i.netCents * 5;
      const vat = (storno ? -1 : 1) * taxOf(Math.abs(base), rate);
      const cells = [
        base + vat,
        rate === 19 ? base : 0,
        rate === 19 ? vat : 0,
        rate === 9 ? base : 0,
        rate === 9 ? vat : 0,
        rate === 0 ? base : 0,
      ];
      cells.forEach((c, n) => (sums[n]! += c));
      rows.push([
        index + 1,
        `NIR ${String(2401 + index * 2)}`,
        `${p2(i.date.d)}.${p2(i.date.m)}.${i.date.y}`,
        i.number,
        storno ? 'Factură storno' : 'Factură',
        i.vendorName,
        `RO${String(14399000 + i.vendor * 52903)}`,
        ...cells.map((c) => money(c, 'comma')),
      ]);
    });
    rows.push(['TOTAL', null, null, null, null, null, null, ...sums.map((c) => money(c, 'comma'))]);
    return writeCsv(dir, 'jurnal-cumparari.csv', rows, ';');
  },
};

/**
 * Exact Globe's transaction list over the purchase journal (Financieel > Rapportages > Transacties,
 * dagboek 60 Inkoop, exported to Excel), one row per transaction line of each entry: the journal,
 * the entry number (Boekstuknr., Exact's own), the date as a date cell, year and period, the general
 * ledger account (cost accounts 4xxx, 1520 Te vorderen BTW for the VAT, 1600 Crediteuren for the
 * supplier's side), the text, the creditor's number beside its name, the supplier's invoice number
 * (Uw ref., the field Exact's purchase entry keeps it in), the VAT code (1 high, 2 low, 0 none) and
 * the amount in Debet or Credit (an invoice debits cost and VAT and credits the creditor; a credit
 * note the reverse) (Exact Globe's purchase entry fields: dagboek, boekstuknummer, datum, periode,
 * grootboekrekening, omschrijving, crediteur, uw referentie, BTW-code, debet, credit; Dutch VAT of
 * 21 % and 9 %). Number cells, the other side left empty.
 */
export const exactglobeInkoopTransacties: CorpusLayout = {
  name: 'exactglobe-inkoop-transacties',
  modelledOn:
    'Exact Globe transacties inkoopboek in Excel: Dutch headers, Boekstuknr. beside Uw ref., date cells, Jaar and Periode, Grootboekrekening cost / 1520 BTW / 1600 Crediteuren per entry, Crediteur beside Naam, BTW-code, Debet / Credit columns (credit notes reversed), EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9836, 8, 8, ['EUR']);
    const header = [
      'Dagboek',
      'Boekstuknr.',
      'Datum',
      'Jaar',
      'Periode',
      'Grootboekrekening',
      'Omschrijving',
      'Crediteur',
      'Naam',
      'Uw ref.',
      'BTW-code',
      'Debet',
      'Credit',
      'Valuta',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const creditNote = index % 4 === 1;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 9);
      const code = rate === 21 ? '1' : rate === 9 ? '2' : '0';
      const head = (account: string, text: string): CorpusCell[] => [
        '60',
        String(24600101 + index),
        new Date(Date.UTC(i.date.y, i.date.m - 1, i.date.d)),
        i.date.y,
        i.date.m,
        account,
        text,
        String(20010 + i.vendor * 10),
        i.vendorName,
        i.number,
        code,
      ];
      // Debet when the row's sign is positive, Credit otherwise; the other cell is left empty.
      const sides = (cents: number): CorpusCell[] => [
        cents >= 0 ? cents / 100 : null,
        cents < 0 ? -cents / 100 : null,
        'EUR',
      ];
      const sign = creditNote ? -1 : 1;
      const taxes = i.lines.map((l) => taxOf(l.netCents, rate));
      const tax = taxes.reduce((s, t) => s + t, 0);
      i.lines.forEach((l) =>
        rows.push([...head(`4${l.glAccount.slice(1, 4)}`, l.description), ...sides(sign * l.netCents)]),
      );
      if (tax > 0) rows.push([...head('1520', `BTW ${rate}%`), ...sides(sign * tax)]);
      rows.push([...head('1600', creditNote ? 'Creditnota' : 'Factuur'), ...sides(-sign * (i.netCents + tax))]);
    });
    return writeXlsx(dir, 'inkoop-transacties.xlsx', { Transacties: rows });
  },
};
