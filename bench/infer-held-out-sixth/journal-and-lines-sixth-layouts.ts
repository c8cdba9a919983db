/**
 * Sixth held-out layouts of several rows or a debit/credit pair per invoice: a Money Forward
 * (Japan) journal, a TeamSystem (Italy) purchase VAT register with a row per VAT rate, and a
 * Priority (Israel) invoice line export with a VAT row per invoice. Written from each product's
 * public documentation (named at each layout), without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf, ymdSlash } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * Money Forward Cloud Accounting's journal (仕訳帳, "エクスポート" as CSV), one row per journal entry:
 * 取引No (the entry's number), 取引日 written YYYY/MM/DD, then the debit side and the credit side,
 * each with its account, sub-account, counterparty (取引先), tax class, amount (tax included) and
 * the tax within it, then 摘要 and 仕訳メモ (the columns of Money Forward's journal import and
 * export format: biz.moneyforward.com, "仕訳帳のインポート", 取引No・取引日・勘定科目・金額 required,
 * and the 仕訳帳 CSV layout 取引No, 取引日, 借方勘定科目, 借方補助科目, 借方税区分, 借方金額(円), 借方税額,
 * 貸方...). A purchase is 広告宣伝費 on the debit side against 買掛金 on the credit side; a return
 * (返品) swaps the sides, amounts positive. The user writes the supplier's invoice number in 摘要.
 * Consumption tax 10 % and the reduced 8 %; yen have no minor unit.
 */
export const moneyforwardShiwakecho: CorpusLayout = {
  name: 'moneyforward-shiwakecho',
  modelledOn:
    'Money Forward クラウド会計 仕訳帳 CSV: Japanese headers, 取引No, YYYY/MM/DD, a debit and a credit side (勘定科目, 補助科目, 取引先, 税区分, 金額(円), 税額), returns with the sides swapped (amounts positive), 摘要 with the invoice number, 作成日時',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9404, 12, 8, ['JPY']);
    const header = [
      '取引No',
      '取引日',
      '借方勘定科目',
      '借方補助科目',
      '借方取引先',
      '借方税区分',
      '借方金額(円)',
      '借方税額',
      '貸方勘定科目',
      '貸方補助科目',
      '貸方取引先',
      '貸方税区分',
      '貸方金額(円)',
      '貸方税額',
      '摘要',
      '仕訳メモ',
      '作成日時',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 10, 8);
      // Yen: the corpus's minor units read as whole yen.
      const tax = taxOf(i.netCents, rate);
      const gross = i.netCents + tax;
      const taxClass = rate === 0 ? '対象外' : `課税仕入 ${rate}%`;
      const expense = ['広告宣伝費', '', i.vendorName, taxClass, String(gross), String(tax)];
      const payable = ['買掛金', i.vendorName, i.vendorName, '対象外', String(gross), '0'];
      const returned = index % 5 === 2;
      const returnClass = rate === 0 ? '対象外' : `課税仕入-返還等 ${rate}%`;
      const created = `${ymdSlash({ ...i.date, d: Math.min(28, i.date.d + 1) })} ${p2(9 + (index % 8))}:${p2((index * 7) % 60)}`;
      return [
        String(index + 1),
        ymdSlash(i.date),
        ...(returned ? payable : expense),
        ...(returned ? ['広告宣伝費', '', i.vendorName, returnClass, String(gross), String(tax)] : payable),
        i.number,
        returned ? `返品 ${i.lines[0]!.description}` : i.lines[0]!.description,
        created,
      ];
    });
    return writeCsv(dir, 'shiwakecho.csv', [header, ...rows]);
  },
};

/** An invoice's lines grouped by their Italian VAT rate: 22 % and 10 % alternate, 0 is exempt (N4). */
function byItalianRate(i: CorpusInvoice): { code: string; rate: number; net: number }[] {
  const groups = new Map<number, number>();
  i.lines.forEach((l, n) => {
    const rate = l.ratePercent === 0 ? 0 : n % 2 === 0 ? 22 : 10;
    groups.set(rate, (groups.get(rate) ?? 0) + l.netCents);
  });
  return [...groups].map(([rate, net]) => ({ code: rate === 0 ? 'N4' : String(rate), rate, net }));
}

/**
 * TeamSystem's purchase VAT register (Registro IVA acquisti, "Esporta" of the register's
 * printout as CSV), one row per VAT rate of each document, as the register lists its castelletto
 * IVA: the register's protocol number (Protocollo) beside the supplier's document number, the
 * registration and document dates, the FatturaPA document type (TD01 an invoice, TD04 a credit
 * note, written with positive amounts: the codes of the Agenzia delle Entrate's TipoDocumento,
 * e.g. developer.vertexinc.com, "Italy (FatturaPA): Invoice Type Codes"), the supplier with its
 * Partita IVA, the VAT code, taxable amount (Imponibile) and tax (Imposta) of the rate, and the
 * document total repeated. Italian style: DD/MM/YYYY, 1.234,56, IVA 22 % and 10 %, N4 exempt, EUR.
 */
export const teamsystemRegistroAcquisti: CorpusLayout = {
  name: 'teamsystem-registro-acquisti',
  modelledOn:
    'TeamSystem registro IVA acquisti CSV: Italian headers, one row per VAT rate of a document, Protocollo beside Numero documento, Tipo documento TD01 / TD04 (credit notes positive), Partita IVA beside Fornitore, Data registrazione beside Data documento, Imponibile / Imposta per rate, Totale documento repeated',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9505, 12, 8, ['EUR']);
    const it = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const header = [
      'Protocollo',
      'Data registrazione',
      'Tipo documento',
      'Numero documento',
      'Data documento',
      'Fornitore',
      'Partita IVA',
      'Codice IVA',
      'Descrizione IVA',
      'Imponibile',
      'Imposta',
      'Totale documento',
    ];
    const rows = invoices.flatMap((i, index) => {
      const credit = index % 4 === 3;
      const rates = byItalianRate(i);
      const total = rates.reduce((sum, r) => sum + r.net + taxOf(r.net, r.rate), 0);
      const registered = { ...i.date, d: Math.min(28, i.date.d + 3) };
      return rates.map((r) => [
        `${String(index * 2 + 35)}/2024`,
        it(registered),
        credit ? 'TD04' : 'TD01',
        i.number,
        it(i.date),
        i.vendorName,
        `IT0${String(1234567 + i.vendor * 86421).padStart(10, '0')}`,
        r.code,
        r.rate === 0 ? 'Esente art. 10' : `Aliquota ${r.rate}%`,
        money(r.net, 'comma'),
        money(taxOf(r.net, r.rate), 'comma'),
        money(total, 'comma'),
      ]);
    });
    return writeCsv(dir, 'registro-acquisti.csv', [header, ...rows], ';');
  },
};

/**
 * Priority's supplier invoice lines (חשבוניות ספק, the lines form exported to Excel), one row per
 * line and one row of type מע"מ (VAT) per invoice: Priority's invoice number (PIV...) beside the
 * supplier's reference (אסמכתא), the type חשבונית or חשבונית זיכוי (a credit invoice, amounts
 * positive), the date written DD/MM/YY, the supplier number beside its name, the line, its
 * quantity and price, the line amount, the invoice's amount to pay repeated and the currency (the
 * fields of Priority's supplier invoice form YINVOICES and its lines YINVOICEITEMS in Priority's
 * REST API: IVNUM, BOOKNUM, IVDATE, SUPNAME, CDES, QUANT, PRICE, QPRICE, VAT, TOTPRICE, CODE).
 * Israeli VAT 17 %, ILS; amounts with a decimal point.
 */
export const priorityHeshbonitSapak: CorpusLayout = {
  name: 'priority-heshbonit-sapak',
  modelledOn:
    'Priority supplier invoice lines in Excel: Hebrew headers, one row per line and a מע"מ row per invoice, חשבונית (IVNUM) beside אסמכתא, סוג חשבונית / חשבונית זיכוי (credits positive), DD/MM/YY text, מספר ספק beside שם ספק, סכום לתשלום repeated',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9606, 9, 7, ['ILS']);
    const il = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${String(d.y % 100)}`;
    const header = [
      'חשבונית',
      'סוג',
      'תאריך',
      'מספר ספק',
      'שם ספק',
      'אסמכתא',
      'סוג שורה',
      'תאור',
      'כמות',
      'מחיר',
      'סכום שורה',
      'סכום לתשלום',
      'מטבע',
    ];
    const rows = invoices.flatMap((i, index) => {
      const credit = index % 4 === 1;
      // At most two lines an invoice, so that the file stays the size of a plausible export.
      const lines = i.lines.slice(0, 2);
      const net = lines.reduce((sum, l) => sum + l.netCents, 0);
      const vat = lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 17);
      const common: CorpusCell[] = [
        `PIV24${String(301 + index * 4).padStart(6, '0')}`,
        credit ? 'חשבונית זיכוי' : 'חשבונית',
        il(i.date),
        String(60010 + i.vendor),
        i.vendorName,
        i.number,
      ];
      const payable = (net + vat) / 100;
      return [
        ...lines.map((l) => [
          ...common,
          'פריט',
          l.description,
          l.quantity,
          l.unitCents / 100,
          l.netCents / 100,
          payable,
          'ש"ח',
        ]),
        [...common, 'מע"מ', vat === 0 ? 'מע"מ 0%' : 'מע"מ 17%', null, null, vat / 100, payable, 'ש"ח'],
      ];
    });
    return writeXlsx(dir, 'supplier-invoices.xlsx', { 'חשבוניות ספק': [header, ...rows] });
  },
};
