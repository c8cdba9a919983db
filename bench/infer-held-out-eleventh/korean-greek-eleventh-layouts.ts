/**
 * Eleventh held-out layouts in Korean and Greek: a 경리나라 (Kyungrisarang, South Korea) list of
 * purchase tax invoices and an Epsilon Net (Greece) purchase book with one column pair per VAT rate.
 * Written from each product's public documentation and its country's statutory fields (named at
 * each layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });

/** `₩1,234,000` or `-₩12,300`, as 경리나라 shows won in its lists and copies them to its exports. */
const won = (amount: number) =>
  `${amount < 0 ? '-' : ''}₩${String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * 경리나라's 매입 세금계산서 list (세금계산서 > 매입, 엑셀/CSV 다운로드), one row per electronic tax invoice
 * received through the NTS (Hometax) system, in the fields of the NTS e-tax-invoice list: 작성일자 (the
 * invoice's date) beside 전송일자 (when it reached the NTS), the 24-character NTS 승인번호 (the
 * invoice's identity: Korean tax invoices carry no number of the supplier's own), 경리나라's own
 * 전표번호 (an internal id), the supplier's 사업자등록번호 (123-45-67890), 상호 and 대표자명, the item,
 * 공급가액, 세액 and 합계금액 written with the won sign, 구분 (일반, or 수정 for a corrected invoice that
 * reduces, written negative) and 영수/청구 (receipt or claim). VAT 10 %. CSV with commas.
 */
export const kyungrisarangMaeipSegeum: CorpusLayout = {
  name: 'kyungrisarang-maeip-segeum',
  modelledOn:
    '경리나라 매입 세금계산서 CSV: Korean headers, 작성일자 YYYY-MM-DD beside 전송일자 YYYYMMDD, 승인번호 (NTS, 24 characters) beside 전표번호, 사업자등록번호 beside 상호 and 대표자명, 공급가액, 세액, 합계금액 as ₩1,234,000, 구분 일반 / 수정 (negative), 영수/청구, KRW',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(11303, 9, 5, ['KRW']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '작성일자',
      '전송일자',
      '승인번호',
      '전표번호',
      '공급자 사업자등록번호',
      '상호',
      '대표자명',
      '품목',
      '공급가액',
      '세액',
      '합계금액',
      '구분',
      '영수/청구',
    ];
    const rows = invoices.map((i, index) => {
      const corrected = index % 4 === 3;
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 10;
      // Won: ten times the corpus cents, near what the same campaign costs in KRW.
      const net = (corrected ? -1 : 1) * i.netCents * 10;
      const vat = (corrected ? -1 : 1) * taxOf(Math.abs(net), rate);
      const sent = later(i.date, 1);
      const approval = `${i.date.y}${p2(i.date.m)}${p2(i.date.d)}-${41000000 + i.vendor * 1013 + index}-${(
        0x5a3c1e00 +
        index * 7919
      ).toString(16)}`;
      return [
        isoDay(i.date),
        `${sent.y}${p2(sent.m)}${p2(sent.d)}`,
        approval,
        `${i.date.y}${p2(i.date.m)}-${String(index + 1).padStart(5, '0')}`,
        `${120 + i.vendor}-${81 + i.vendor}-${String(30000 + i.vendor * 4321).padStart(5, '0')}`,
        i.vendorName,
        ['김민수', '이서연', '박지훈', '최유진', '정하늘'][i.vendor % 5]!,
        i.lines[0]!.description,
        won(net),
        won(vat),
        won(net + vat),
        corrected ? '수정' : '일반',
        index % 2 === 0 ? '청구' : '영수',
      ];
    });
    return writeCsv(dir, 'maeip-segeumgyesanseo.csv', [header, ...rows]);
  },
};

/** `5/1/2024`: Greek Windows writes the short date D/M/YYYY. */
const greekShort = (d: Day) => `${d.d}/${d.m}/${d.y}`;

/**
 * Epsilon Net's βιβλίο αγορών (Pylon / Business Cloud: Εκτυπώσεις > Αγορές > Ημερολόγιο αγορών,
 * exported to CSV), wide as Greek purchase books are: one row per document with a net and VAT column
 * pair per Greek VAT rate (24 %, 13 %, 6 % and exempt), as myDATA's income-classification summary and
 * the Κ.Φ.Δ. purchase book split them; the document's date beside the booking date (Ημ/νία
 * καταχώρησης), the document type code (ΤΙΜ an invoice, ΠΙΣ a credit note that the book writes
 * positive), series and number, the myDATA ΜΑΡΚ (a 15-digit register number beside the invoice
 * number), the supplier's name and ΑΦΜ, the gross (Σύνολο) and what is still owed (Υπόλοιπο).
 * Greek style: D/M/YYYY, `1.234,56`, semicolons.
 */
export const epsilonVivlioAgoron: CorpusLayout = {
  name: 'epsilon-vivlio-agoron',
  modelledOn:
    'Epsilon Net βιβλίο αγορών CSV: Greek headers, Ημερομηνία D/M/YYYY beside Ημ/νία καταχώρησης, Τύπος ΤΙΜ / ΠΙΣ (positive), Σειρά and Αριθμός beside ΜΑΡΚ, Επωνυμία beside ΑΦΜ, Καθαρή αξία / ΦΠΑ pairs for 24 %, 13 %, 6 %, Απαλλασσόμενα, Σύνολο, Υπόλοιπο, 1.234,56 EUR, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(11404, 10, 6, ['EUR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'Α/Α',
      'Ημερομηνία',
      'Ημ/νία καταχώρησης',
      'Τύπος',
      'Σειρά',
      'Αριθμός',
      'ΜΑΡΚ',
      'Επωνυμία',
      'ΑΦΜ',
      'Καθαρή αξία 24%',
      'ΦΠΑ 24%',
      'Καθαρή αξία 13%',
      'ΦΠΑ 13%',
      'Καθαρή αξία 6%',
      'ΦΠΑ 6%',
      'Απαλλασσόμενα',
      'Σύνολο',
      'Υπόλοιπο',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 3;
      // Two rates on one document for some: the first line at its own rate, the rest at 24 %.
      const pairs = [0, 0, 0, 0, 0, 0, 0];
      i.lines.forEach((l, n) => {
        const rate = n === 0 ? localRate(l.ratePercent, 24, index % 2 === 0 ? 13 : 6) : 24;
        const slot = rate === 24 ? 0 : rate === 13 ? 2 : rate === 6 ? 4 : 6;
        pairs[slot]! += l.netCents;
        if (slot < 6) pairs[slot + 1]! += taxOf(l.netCents, rate);
      });
      const gross = pairs.reduce((s, c) => s + c, 0);
      const owed = index % 3 === 0 ? gross : 0;
      return [
        index + 1,
        greekShort(i.date),
        greekShort(later(i.date, 2)),
        credit ? 'ΠΙΣ' : 'ΤΙΜ',
        ['Α', 'ΤΔΑ', 'Β', 'ΤΠΥ', 'Α', 'Γ'][i.vendor]!,
        String((i.document % 10000) + i.vendor * 100),
        String(400001234567890 + index * 7331),
        i.vendorName,
        String(990000000 + i.vendor * 1234567),
        ...pairs.map((c) => money(c, 'comma')),
        money(gross, 'comma'),
        money(owed, 'comma'),
      ];
    });
    return writeCsv(dir, 'vivlio-agoron.csv', [header, ...rows], ';');
  },
};
