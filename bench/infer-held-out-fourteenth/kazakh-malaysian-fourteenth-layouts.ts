/**
 * Fourteenth held-out layouts from Kazakhstan and Malaysia: the journal of received electronic
 * invoices of Kazakhstan's ESF information system, in Russian, with revoked and declined invoices
 * and additional invoices that lower an earlier one; and a SQL Account (Malaysia) purchase
 * document listing, tab-separated, one row per line with the SST tax code of each. Written from each
 * system's public documentation and its country's rules (named at each layout), without reading
 * infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later, p2, slashed } from './fourteenth-days.js';

/** An ESF's registration number: ESF-, the supplier's BIN, the day it was registered, a sequence. */
const registration = (bin: string, i: CorpusInvoice, seq: number) =>
  `ESF-${bin}-${i.date.y}${p2(i.date.m)}${p2(i.date.d)}-${String(3000000 + seq * 7919).slice(-7)}`;

/**
 * The ESF information system's journal of received invoices (esf.gov.kz, Входящие, Экспорт в
 * Excel), one row per electronic invoice under the journal's title rows, the interface in Russian:
 * the row number, the registration number the system gives, the supplier's own number (номер
 * учетной системы), the issue date and the turnover date (DD.MM.YYYY text), the kind (Основной;
 * Дополнительный, an additional invoice that lowers an earlier one's price, written negative, with
 * the earlier one's registration number under Связанный ЭСФ), the status (Доставлен; Отозван for an
 * invoice its supplier revoked and issued again under the same number; Отклонен for one the buyer
 * declined), the supplier's BIN and name, the value without VAT, the VAT (Без НДС from a supplier
 * that is no VAT payer) and the value with VAT, number cells. Tenge (KZT), written nowhere; the
 * Russian words are Kazakhstan's, not Russia's. НДС 12 %.
 */
export const esfZhurnalVkhodyashchikh: CorpusLayout = {
  name: 'esf-zhurnal-vkhodyashchikh',
  modelledOn:
    'Kazakhstan ESF information system, journal of received invoices in Excel, Russian headers under title rows: №, Регистрационный номер ESF-<BIN>-<date>-<seq>, Номер учетной системы, Дата выписки and Дата совершения оборота DD.MM.YYYY text, Вид ЭСФ Основной / Дополнительный (negative), Статус Доставлен / Отозван / Отклонен, ИИН/БИН поставщика beside Наименование поставщика, Стоимость без НДС, Сумма НДС (Без НДС), Стоимость с НДС, Связанный ЭСФ, KZT implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(14303, 10, 6, ['KZT']).sort(byDate);
    const header = [
      '№',
      'Регистрационный номер',
      'Номер учетной системы',
      'Дата выписки',
      'Дата совершения оборота',
      'Вид ЭСФ',
      'Статус',
      'ИИН/БИН поставщика',
      'Наименование поставщика',
      'Стоимость товаров без косвенных налогов',
      'Сумма НДС',
      'Стоимость с учетом косвенных налогов',
      'Связанный ЭСФ',
    ];
    const rows: CorpusCell[][] = [['Журнал ЭСФ'], ['Входящие ЭСФ за период с 01.01.2024 по 31.03.2024'], [], header];
    const issued: { invoice: CorpusInvoice; number: string }[] = [];
    let seq = 0;
    invoices.forEach((i, index) => {
      const bin = `${p2(10 + i.vendor * 7)}0440${String(12345 + i.vendor * 6789).padStart(5, '0')}${i.vendor}`;
      const payer = i.vendor !== 3;
      const earlier = [...issued].reverse().find((o) => o.invoice.vendor === i.vendor);
      const additional = earlier !== undefined && payer && index % 5 === 4;
      // Tenge: a corpus net of 1234.50 is KZT 617250.00; an additional invoice takes a fifth off an earlier one.
      const net = additional ? -taxOf(earlier.invoice.netCents * 500, 20) : i.netCents * 500;
      const vat = payer ? taxOf(net, localRate(i.lines[0]!.ratePercent, 12, 12)) : 0;
      const row = (amounts: number[], status: string): CorpusCell[] => {
        const number = registration(bin, i, ++seq);
        if (status === 'Доставлен' && !additional) issued.push({ invoice: i, number });
        return [
          rows.length - 3,
          number,
          i.number,
          dotted(later(i.date, index % 3)),
          dotted(i.date),
          additional ? 'Дополнительный' : 'Основной',
          status,
          bin,
          i.vendorName,
          amounts[0]! / 100,
          payer ? amounts[1]! / 100 : 'Без НДС',
          (amounts[0]! + amounts[1]!) / 100,
          additional ? earlier.number : '',
        ];
      };
      // Revoked by its supplier for a wrong price and issued again under the same number.
      if (index % 4 === 2) {
        const wrong = net + taxOf(net, 15);
        rows.push(row([wrong, payer ? taxOf(wrong, 12) : 0], 'Отозван'));
      }
      // Declined by the buyer for a doubled quantity, and issued again under the same number.
      if (index === 5) rows.push(row([net * 2, payer ? taxOf(net * 2, 12) : 0], 'Отклонен'));
      rows.push(row([net, vat], 'Доставлен'));
    });
    return writeXlsx(dir, 'esf-vhodyashchie.xlsx', { 'Журнал ЭСФ': rows });
  },
};

/** `1,234.50`, as SQL Account writes amounts in a text export. */
const ringgit = (cents: number) => money(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A line's SST code and rate: service tax 6 %, 8 % from March 2024; sales tax 5 %; none. */
function sst(invoice: CorpusInvoice): { code: string; rate: number } {
  const rate = localRate(invoice.lines[0]!.ratePercent, invoice.date.m < 3 ? 6 : 8, 5);
  if (rate === 0) return { code: '', rate };
  return { code: rate === 5 ? 'ST-5' : `SV-${rate}`, rate };
}

/**
 * SQL Account's purchase document listing (Purchase > Print Purchase Invoice Listing, detail, Export
 * to Text, tab-separated), one row per line: the document type (PI a purchase invoice, SC a
 * supplier credit note, written positive), the document's number in SQL Account (PI-00031,
 * SC-00004), its date (DD/MM/YYYY), the creditor's code (400-B001) beside the company name, the
 * supplier's own invoice number, the currency (MYR, SGD) and rate, the line's sequence, item code,
 * description, quantity, UOM and unit price, the line's amount before tax, its SST tax code and
 * tax amount, and on every line the document's amount and the same again in ringgit.
 * `1,234.50`. Service tax 6 % (8 % from 1 March 2024), sales tax 5 %.
 */
export const sqlAccountingPurchaseListing: CorpusLayout = {
  name: 'sql-accounting-purchase-listing',
  modelledOn:
    'SQL Account Purchase Invoice Listing (detail) exported as tab-separated text: Doc Type PI / SC (positive), Doc No PI-00031, Doc Date DD/MM/YYYY, Creditor Code beside Company Name, Supplier Inv No, Currency MYR / SGD with Currency Rate, Seq, Item Code, Description, Qty, UOM, Unit Price, Amount, Tax Code SV-6 / SV-8 / ST-5, Tax Amt, Doc Amt and Local Doc Amt repeated per line, 1,234.50',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(14404, 9, 6, ['MYR', 'MYR', 'SGD']).sort(byDate);
    const header = [
      'Doc Type',
      'Doc No',
      'Doc Date',
      'Creditor Code',
      'Company Name',
      'Supplier Inv No',
      'Currency',
      'Currency Rate',
      'Seq',
      'Item Code',
      'Description',
      'Qty',
      'UOM',
      'Unit Price',
      'Amount',
      'Tax Code',
      'Tax Amt',
      'Doc Amt',
      'Local Doc Amt',
    ];
    const rows: CorpusCell[][] = [header];
    const numbers = { PI: 30, SC: 3 };
    invoices.forEach((i, index) => {
      const type = index % 4 === 2 ? 'SC' : 'PI';
      const { code, rate } = sst(i);
      const taxes = i.lines.map((l) => taxOf(l.netCents, rate));
      const total = i.netCents + taxes.reduce((s, c) => s + c, 0);
      // Ringgit at 3.5120 to the Singapore dollar, rounded once on the document.
      const local = i.currency === 'MYR' ? total : Math.round((total * 3512) / 1000);
      const number = `${type}-${String(++numbers[type]).padStart(5, '0')}`;
      i.lines.forEach((l, n) => {
        rows.push([
          type,
          number,
          slashed(i.date),
          `400-${'ABCDEF'[i.vendor]}${String(1 + i.vendor * 3).padStart(3, '0')}`,
          i.vendorName,
          type === 'SC' ? `CN-${i.number}` : i.number,
          i.currency,
          i.currency === 'MYR' ? '1.0000' : '3.5120',
          n + 1,
          l.description.split(/[ ,]/)[0]!.toUpperCase().slice(0, 6),
          l.description,
          l.quantity,
          'UNIT',
          ringgit(l.unitCents),
          ringgit(l.netCents),
          code,
          ringgit(taxes[n]!),
          ringgit(total),
          ringgit(local),
        ]);
      });
    });
    return writeCsv(dir, 'PI_Listing.txt', rows, '\t');
  },
};
