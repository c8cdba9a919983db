/**
 * Twenty-fourth held-out layouts: the purchase book a Lao VAT payer keeps for the Tax Department
 * (Lao headers, UTF-8 with a byte-order mark, whole kip grouped with commas in quoted cells, a
 * title and a total row), and AccountEdge's export of item purchases (tab-delimited text, one row
 * per line, each purchase's rows closed by a blank line, dollar amounts with the sign and commas,
 * sales tax by code, returns negative). Written from each system's public documentation and the
 * countries' tax rules, without reading infer's code and without running infer on them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { commaGrouped, dollars } from './twentyfourth-formats.js';

/** A Lao taxpayer identification number: twelve digits. */
const laoTin = (vendor: number) => String(100234500000 + vendor * 7010203).padStart(12, '0');

/**
 * A Lao purchase book (ປຶ້ມບັນຊີຊື້) as accounting software there saves it for the monthly VAT
 * return: UTF-8 with a byte-order mark, commas, the book's name and period on a title line. One
 * row per invoice: its ordinal, date (DD/MM/YYYY), number, the supplier's name and TIN, the value
 * before VAT, the VAT (10 %, none on an exempt supply) and the total, in whole kip grouped with
 * commas (the cells quoted). A total row (ລວມ) ends it. Kip, written nowhere.
 */
export const laotaxPurchaseBook: CorpusLayout = {
  name: 'laotax-purchase-book',
  modelledOn:
    'Lao VAT purchase book CSV, UTF-8 with BOM, a title line, Lao headers: ລ/ດ, ວັນທີ DD/MM/YYYY, ເລກທີໃບເກັບເງິນ, ຊື່ຜູ້ສະໜອງ, ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ, ມູນຄ່າກ່ອນອາກອນ, ອາກອນມູນຄ່າເພີ່ມ 10 %, ມູນຄ່າລວມ, whole kip grouped with commas, a ລວມ total row, LAK implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24909, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['ປຶ້ມບັນຊີຊື້ ປະຈຳເດືອນ 01-03/2024'],
      ['ລ/ດ', 'ວັນທີ', 'ເລກທີໃບເກັບເງິນ', 'ຊື່ຜູ້ສະໜອງ', 'ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ', 'ມູນຄ່າກ່ອນອາກອນ', 'ອາກອນມູນຄ່າເພີ່ມ', 'ມູນຄ່າລວມ'],
    ];
    const sums = [0, 0, 0];
    invoices.forEach((i, n) => {
      // Whole kip at 230 to the euro cent (23,000 to the euro).
      const net = i.netCents * 230;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 10);
      [net, vat, net + vat].forEach((v, k) => (sums[k]! += v));
      rows.push([
        n + 1,
        day(i.date, 'uk'),
        i.number,
        i.vendorName,
        laoTin(i.vendor),
        commaGrouped(net),
        commaGrouped(vat),
        commaGrouped(net + vat),
      ]);
    });
    rows.push(['ລວມ', null, null, null, null, ...sums.map(commaGrouped)]);
    const file = writeCsv(dir, 'purchase_book_2024_Q1.csv', rows);
    // Excel's "CSV UTF-8" starts with a byte-order mark.
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
    return file;
  },
};

/**
 * AccountEdge Pro's export of item purchases (File, Export Data, Purchases, Item Purchases) as
 * tab-delimited text: the field names on the first line, then one row per purchase line with the
 * purchase's fields repeated, and a blank line closing each purchase. The supplier's card name,
 * AccountEdge's own purchase number, the date (M/D/YYYY), the supplier's invoice number, the
 * line's quantity, description and price, its total and total with tax, the tax code (TAX, a sales
 * tax of 8.25 %, or N-T) and the tax, the freight, the status and the currency. A return is a
 * purchase written negative. Dollars, with the sign.
 */
export const accountedgePurchases: CorpusLayout = {
  name: 'accountedge-purchases',
  modelledOn:
    'AccountEdge Pro item purchases export, tab-delimited TXT, a blank line after each purchase, one row per line: Co./Last Name, Purchase #, Date M/D/YYYY, Supplier Invoice #, Quantity, Description, Price, Total, Inc-Tax Total, Tax Code TAX / N-T, Tax Amount, Freight Amount, Purchase Status, Currency Code USD, amounts as $1,234.56, returns negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25010, 9, 6).sort(byDate);
    const lines: string[] = [
      [
        'Co./Last Name',
        'Purchase #',
        'Date',
        'Supplier Invoice #',
        'Quantity',
        'Description',
        'Price',
        'Total',
        'Inc-Tax Total',
        'Tax Code',
        'Tax Amount',
        'Freight Amount',
        'Purchase Status',
        'Currency Code',
      ].join('\t'),
    ];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const taxed = i.lines[0]!.ratePercent !== 0;
      for (const l of i.lines) {
        const total = sign * l.netCents;
        const tax = taxed ? Math.round((total * 825) / 10000) : 0;
        const row = [
          i.vendorName,
          String(1040 + n).padStart(8, '0'),
          day(i.date, 'us'),
          i.number,
          sign * l.quantity,
          l.description,
          dollars(l.unitCents),
          dollars(total),
          dollars(total + tax),
          taxed ? 'TAX' : 'N-T',
          dollars(tax),
          dollars(0),
          'B',
          'USD',
        ];
        lines.push(row.join('\t'));
      }
      lines.push('');
    });
    const file = join(dir, 'ITEMPUR.TXT');
    writeFileSync(file, `${lines.join('\r\n')}\r\n`);
    return file;
  },
};
