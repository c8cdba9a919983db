/**
 * Tenth held-out layouts in Japanese and Korean: an OBC 勘定奉行 (Bugyo, Japan) journal of purchase
 * vouchers and an ERPia (South Korea) purchase status list. Written from each product's public
 * documentation and its country's conventions (named at each layout), without reading infer's code
 * and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf, ymdSlash } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * 勘定奉行's journal (仕訳帳, 随時処理 > 汎用データ作成, to Excel) over the purchase vouchers, one row per
 * journal line under the title, company and period rows: the voucher date YYYY/MM/DD, 奉行's own
 * voucher number (伝票番号) and the line within it (行), the supplier's 取引先コード beside its name,
 * the debit side (借方勘定科目, 借方税区分, 借方金額) and the credit side (貸方…), the text (摘要), the
 * supplier's invoice number (証憑番号) and its qualified-invoice registration number (登録番号, T and
 * thirteen digits, printed on every invoice since the インボイス制度 of October 2023). Tax-exclusive
 * bookkeeping (税抜経理): the expense lines debit 広告宣伝費 net, the consumption tax is a line of its own
 * debiting 仮払消費税等, and the supplier's side credits 買掛金 with the gross; a return (仕入返品)
 * reverses both sides (the fields of a journal line in OBC's 受入記述 format and in the journal
 * import layouts published by Japanese accounting vendors, e.g. mahoujin.co.jp 仕訳データの項目と
 * 記述形式: 日付, 伝票番号, 借方勘定科目, 借方税区分, 借方金額, 貸方…, 摘要; consumption tax of 10 %
 * and 8 % reduced, none for a non-taxable purchase). Yen, number cells without decimals.
 */
export const bugyoShiwakeCho: CorpusLayout = {
  name: 'bugyo-shiwake-cho',
  modelledOn:
    '勘定奉行 仕訳帳 in Excel: Japanese headers under title, company and period rows, 伝票日付 YYYY/MM/DD, 伝票番号 and 行, 取引先コード beside 取引先名, 借方 and 貸方 account, tax class and amount per row, 仮払消費税等 as its own line, 買掛金 the supplier side, returns reversed, 証憑番号 beside 登録番号 T…, JPY',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(10101, 8, 8, ['JPY']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '伝票日付',
      '伝票番号',
      '行',
      '取引先コード',
      '取引先名',
      '借方勘定科目',
      '借方税区分',
      '借方金額',
      '貸方勘定科目',
      '貸方税区分',
      '貸方金額',
      '摘要',
      '証憑番号',
      '登録番号',
    ];
    const rows: CorpusCell[][] = [['仕訳帳'], ['株式会社みなと広告'], ['自 2024/01/01 至 2024/03/31'], header];
    invoices.forEach((i, index) => {
      const ret = index % 4 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 10, 8);
      const taxClass = rate === 10 ? '課税仕入 10%' : rate === 8 ? '課税仕入 8%(軽)' : '非課税仕入';
      // Yen: the corpus amount in cents read as yen, near what the same campaign costs in JPY.
      const lines = i.lines.slice(0, index % 3 === 0 ? 2 : 1).map((l) => l.netCents);
      const net = lines.reduce((s, n) => s + n, 0);
      const tax = taxOf(net, rate);
      const voucher = String(1201 + index * 3);
      let line = 0;
      const row = (debit: CorpusCell[], credit: CorpusCell[], text: string): CorpusCell[] => [
        ymdSlash(i.date),
        voucher,
        ++line,
        String(3000 + i.vendor * 11),
        i.vendorName,
        ...debit,
        ...credit,
        ret ? `返品 ${text}` : text,
        i.number,
        `T${String(7010001000000 + i.vendor * 1234567).padStart(13, '0')}`,
      ];
      const none: CorpusCell[] = [null, null, null];
      const side = (account: string, klass: string, amount: number): CorpusCell[] => [account, klass, amount];
      const payable = side('買掛金', '対象外', net + tax);
      lines.forEach((n, k) => {
        const expense = side('広告宣伝費', taxClass, n);
        const description = i.lines[k]!.description;
        rows.push(ret ? row(none, expense, description) : row(expense, none, description));
      });
      if (tax > 0) {
        const vat = side('仮払消費税等', taxClass, tax);
        rows.push(ret ? row(none, vat, '消費税') : row(vat, none, '消費税'));
      }
      rows.push(ret ? row(payable, none, i.vendorName) : row(none, payable, i.vendorName));
    });
    return writeXlsx(dir, 'shiwake-cho.xlsx', { 仕訳帳: rows });
  },
};

/** `₩1,234`, or `-₩1,234`: the won sign in the cell, as ERPia's Excel download writes amounts. */
const won = (n: number) => `${n < 0 ? '-' : ''}₩${Math.abs(n).toLocaleString('en-US')}`;

/**
 * ERPia's purchase status (구매 > 매입현황, 엑셀 다운로드), one row per item of each purchase slip: the
 * slip date YYYYMMDD, ERPia's own slip number (매입번호, the date and a running number), the
 * supplier's code beside its name and business registration number (사업자번호, NNN-NN-NNNNN), the
 * kind (구분: 매입 a purchase, 반품 a return, written negative), the item, quantity and unit price,
 * the supply value (공급가액), the VAT (부가세) and their sum (합계) per item, the approval number of
 * the supplier's electronic tax invoice (its date, eight digits, eight more: the number Korea's NTS
 * gives each tax invoice) and whether it is paid (결제상태) (the columns of a Korean purchase list
 * under the VAT Act's tax-invoice rules, art. 32, and ERPia's 매입전표 fields: 일자, 매입번호,
 * 거래처, 품목, 수량, 단가, 공급가액, 부가세, 합계; Korean VAT of 10 %, none on an exempt item).
 * Amounts with the won sign, commas.
 */
export const erpiaMaeipHyeonhwang: CorpusLayout = {
  name: 'erpia-maeip-hyeonhwang',
  modelledOn:
    'ERPia 매입현황 CSV: Korean headers, 매입일자 YYYYMMDD, 매입번호 beside 승인번호, 거래처코드 beside 거래처명 and 사업자번호, 구분 매입 / 반품 (negative), one row per item, 수량, 단가, 공급가액, 부가세, 합계 written ₩1,234, 결제상태, KRW, commas',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(10202, 9, 8, ['KRW']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '매입일자',
      '매입번호',
      '구분',
      '거래처코드',
      '거래처명',
      '사업자번호',
      '품목명',
      '수량',
      '단가',
      '공급가액',
      '부가세',
      '합계',
      '승인번호',
      '결제상태',
    ];
    const perDay = new Map<string, number>();
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const ret = index % 4 === 3;
      const sign = ret ? -1 : 1;
      const exempt = i.lines[0]!.ratePercent === 0;
      const ymd = `${i.date.y}${p2(i.date.m)}${p2(i.date.d)}`;
      const n = (perDay.get(ymd) ?? 0) + 1;
      perDay.set(ymd, n);
      i.lines.slice(0, 1 + (index % 2)).forEach((l) => {
        // Won: fourteen times the corpus amount in cents, near what the same campaign costs in KRW.
        const unit = l.unitCents * 14;
        const supply = sign * l.quantity * unit;
        const vat = exempt ? 0 : sign * taxOf(Math.abs(supply), 10);
        rows.push([
          ymd,
          `${ymd}-${String(n).padStart(3, '0')}`,
          ret ? '반품' : '매입',
          `V${String(2001 + i.vendor * 7).padStart(5, '0')}`,
          i.vendorName,
          `${214 + i.vendor * 3}-${86 + i.vendor}-${String(30512 + i.vendor * 4111).padStart(5, '0')}`,
          l.description,
          sign * l.quantity,
          won(unit),
          won(supply),
          won(vat),
          won(supply + vat),
          `${ymd}-${String(10000000 + i.vendor * 2713).padStart(8, '0')}-${String(i.document % 100000000).padStart(8, '0')}`,
          index % 3 === 0 ? '미결제' : '결제완료',
        ]);
      });
    });
    return writeCsv(dir, 'maeip-hyeonhwang.csv', rows);
  },
};
