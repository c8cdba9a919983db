/**
 * Seventh held-out layouts in non-Latin scripts: a 1C:Accounting (Russia) document list, the
 * Greek tax authority's myDATA list of received documents and an ECOUNT ERP (Korea) purchase
 * list. Written from each product's public documentation and its country's conventions (named at
 * each layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf, ymdSlash } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };

/**
 * 1C:Accounting 8.3's list of a counterparty's documents ("Вывести список..." of the journal to
 * Excel), one row per document: 1C's own number (Номер, `0000-000123`) and the posting date-time
 * beside the supplier's incoming number and date (Вх. номер, Дата вх. документа), the kind of
 * document (Поступление (акты, накладные, УПД) a purchase, Возврат товаров поставщику a return to
 * the supplier, written with positive sums), the counterparty with its ИНН, the contract, the sum
 * including НДС, the НДС and what is still owed (the fields of 1C's receipt document: Номер
 * assigned by the program, Дата with its time, Вид операции, Контрагент, Договор, Вх. номер;
 * e.g. "1С:Управление небольшой фирмой 8.2", lesson on receipts, and fort.crimea.com, "Приход
 * товаров от поставщика: реквизиты"). Russian style: DD.MM.YYYY, НДС 20 % and 10 %, roubles.
 */
export const onecPostuplenie: CorpusLayout = {
  name: '1c-postuplenie-dokumenty',
  modelledOn:
    '1C:Бухгалтерия 8.3 document list in Excel: Russian headers, Номер beside Вх. номер, Дата as DD.MM.YYYY HH:mm:ss beside Дата вх. документа DD.MM.YYYY, Вид документа Поступление / Возврат товаров поставщику (returns positive), Контрагент beside ИНН, Сумма with НДС beside Долг',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7101, 12, 8, ['RUB']);
    const ru = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;
    const header = [
      'Дата',
      'Номер',
      'Вид документа',
      'Контрагент',
      'ИНН',
      'Договор',
      'Вх. номер',
      'Дата вх. документа',
      'Сумма',
      'НДС',
      'Валюта',
      'Долг',
      'Ответственный',
    ];
    const rows = invoices.map((i, index) => {
      const returned = index % 5 === 4;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      // Roubles: nine times the corpus amount, near what the same campaign costs in RUB.
      const net = i.netCents * 9;
      const vat = taxOf(net, rate);
      const posted = { ...i.date, d: Math.min(28, i.date.d + 2) };
      return [
        `${ru(posted)} ${p2(9 + (index % 9))}:${p2((index * 13) % 60)}:${p2((index * 29) % 60)}`,
        `0000-000${String(118 + index * 3).padStart(3, '0')}`,
        returned ? 'Возврат товаров поставщику' : 'Поступление (акты, накладные, УПД)',
        i.vendorName,
        String(7701000000 + i.vendor * 3571),
        `Договор № ${14 + i.vendor}/23 от 09.01.2023`,
        i.number,
        ru(i.date),
        (net + vat) / 100,
        vat / 100,
        'руб.',
        index % 3 === 0 ? 0 : (net + vat) / 100,
        'Смирнова Е.А.',
      ];
    });
    return writeXlsx(dir, 'dokumenty.xlsx', { TDSheet: [header, ...rows] });
  },
};

/**
 * The Greek tax authority's myDATA list of received documents (Λήψη παραστατικών, exported as
 * CSV from the myDATA web application), one row per document: the ΜΑΡΚ (the authority's unique
 * registration number of the document) beside the issuer's series (Σειρά) and serial number
 * (Α/Α), the document type as its myDATA code (1.1 a sales invoice, 2.1 a services invoice, 5.1 a
 * credit invoice, written with positive values), the issue date, the issuer's ΑΦΜ beside its name,
 * the net value, VAT and total and the document's state (myDATA's invoice header: series, aa,
 * issueDate, invoiceType, mark; its summary: totalNetValue, totalVatAmount, totalGrossValue; the
 * document types of its annex, e.g. wiki.unisoft.gr, "Στοιχεία εγγραφών": Σειρά Α/Α, ΜΑΡΚ, the
 * unique registration number). Greek style: DD/MM/YYYY, 1.234,56, ΦΠΑ 24 % and 13 %, EUR,
 * semicolons.
 */
export const mydataLipsiParastatikon: CorpusLayout = {
  name: 'mydata-lipsi-parastatikon',
  modelledOn:
    'myDATA (ΑΑΔΕ) received documents CSV: Greek headers, ΜΑΡΚ beside Σειρά and Α/Α, Τύπος 1.1 / 2.1 / 5.1 (credit invoices positive), ΑΦΜ Εκδότη beside Επωνυμία Εκδότη, DD/MM/YYYY, 1.234,56, Καθαρή Αξία / Αξία ΦΠΑ / Σύνολο, Κατάσταση',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7202, 11, 8, ['EUR']);
    const gr = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const series = ['Α', 'ΤΠΥ', 'ΤΔΑ', 'Β'];
    const header = [
      'ΜΑΡΚ',
      'Τύπος Παραστατικού',
      'Σειρά',
      'Α/Α',
      'Ημερομηνία Έκδοσης',
      'ΑΦΜ Εκδότη',
      'Επωνυμία Εκδότη',
      'Καθαρή Αξία',
      'Αξία ΦΠΑ',
      'Συνολική Αξία',
      'Κατάσταση',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 4 === 1;
      const rate = localRate(i.lines[0]!.ratePercent, 24, 13);
      const vat = taxOf(i.netCents, rate);
      return [
        String(400001234567890 + index * 7919),
        credit ? '5.1' : i.vendor % 2 === 0 ? '2.1' : '1.1',
        series[i.vendor % series.length]!,
        String(1000 + i.document - 5105600000 + i.vendor * 37),
        gr(i.date),
        String(800100200 + i.vendor * 1013),
        i.vendorName,
        money(i.netCents, 'comma'),
        money(vat, 'comma'),
        money(i.netCents + vat, 'comma'),
        index % 6 === 5 ? 'Χαρακτηρισμένο' : 'Εκκρεμεί χαρακτηρισμός',
      ];
    });
    return writeCsv(dir, 'lipsi-parastatikon.csv', [header, ...rows], ';');
  },
};

/**
 * ECOUNT ERP's purchase list (구매현황, exported to Excel and saved as CSV), one row per item of a
 * purchase slip: the slip written 일자-No. (`2024/01/05 -1`, the date and the day's slip
 * number, ECOUNT's key of every voucher), the supplier's code beside its name, the item code and
 * name, quantity and unit price, the supply value (공급가액), the VAT (부가세) and the line's sum
 * (합계), and the memo (적요), where the user writes the supplier's tax invoice number (ECOUNT's 구매입력 and its 미지급금관리: purchases by supplier, with
 * supply value and VAT, ecount.co.kr, "미지급금관리"). A return is a purchase slip with a negative
 * quantity. Korean style: VAT 10 % or exempt (면세), won without minor units, plain numbers.
 */
export const ecountGumaeHyeonhwang: CorpusLayout = {
  name: 'ecount-gumae-hyeonhwang',
  modelledOn:
    'ECOUNT ERP 구매현황 CSV: Korean headers, 일자-No. ("2024/01/05 -1") the slip key and date, 거래처코드 beside 거래처명, several item rows per slip (품목명, 수량, 단가, 공급가액, 부가세, 합계), returns with negative quantity, KRW',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7303, 10, 8, ['KRW']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '일자-No.',
      '거래처코드',
      '거래처명',
      '품목코드',
      '품목명',
      '수량',
      '단가',
      '공급가액',
      '부가세',
      '합계',
      '적요',
    ];
    const perDay = new Map<string, number>();
    const rows = invoices.flatMap((i, index) => {
      const day = ymdSlash(i.date);
      const no = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, no);
      const sign = index % 6 === 4 ? -1 : 1;
      const exempt = i.lines[0]!.ratePercent === 0;
      return i.lines.map((l, n) => {
        // Won: the corpus's minor units times thirteen, read as whole won.
        const qty = sign * l.quantity;
        const unit = l.unitCents * 13;
        const supply = qty * unit;
        const vat = exempt ? 0 : Math.round(supply / 10);
        return [
          `${day} -${no}`,
          `S${String(1001 + i.vendor * 4)}`,
          i.vendorName,
          `AD-${String(11 + ((n + i.vendor) % 9)).padStart(3, '0')}`,
          l.description,
          String(qty),
          String(unit),
          String(supply),
          String(vat),
          String(supply + vat),
          i.number,
        ];
      });
    });
    return writeCsv(dir, 'gumae-hyeonhwang.csv', [header, ...rows]);
  },
};
