/**
 * Nineteenth held-out layouts in Cyrillic and Devanagari: Ajur's purchase ledger (Bulgaria: a
 * workbook under a title in the National Revenue Agency's columns, document types by their NRA
 * code, ten-digit document numbers, bases and VAT with and without the right to a tax credit in
 * their own columns, credit notices negative, no total column, a total row), and the purchase book
 * of Nepal's Inland Revenue Department as Nepali accounting software exports it (a CSV of
 * Devanagari headers and digits, amounts in Indian grouping, the Bikram Sambat date beside the
 * Gregorian one, exempt and taxable purchases apart, purchase returns negative, a total row).
 * Written from each authority's public rules and the systems' documentation, without reading
 * infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, p2, type Day } from '../infer-held-out-fourteenth/fourteenth-days.js';

/**
 * Ajur L, the purchase ledger (Дневник на покупките) for the VAT return, exported to Excel: the
 * ledger's title, the period, the company and a blank row, then one row per document: its row
 * number, its NRA type code (01 invoice, 03 credit notice, negative in the ledger as the NRA asks),
 * its ten-digit number, its date (DD.MM.YYYY, text), the supplier's VAT number and name, what was
 * bought, the base and VAT with the right to a full tax credit (20 %) and the base and VAT without
 * it (entertainment, which gives no credit). The ledger has no total column and ends with its
 * total row. Leva, written nowhere.
 */
export const ajurDnevnikPokupki: CorpusLayout = {
  name: 'ajur-dnevnik-pokupki',
  modelledOn:
    'Ajur L Дневник на покупките XLSX under a title, the period and the company: №, Вид на документа 01 / 03 (negative), Номер на документа ten digits, Дата на документа DD.MM.YYYY text, ИН по ЗДДС на доставчика BG123456789, Име на доставчика, Вид на стоката или услугата, ДО и ДДС с право на пълен данъчен кредит, ДО и ДДС без право на данъчен кредит, no total column, an Общо row, BGN implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19909, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Дневник на покупките'],
      ['Период: 01.2024 - 03.2024'],
      ['Фирма: Медия Про ЕООД, ИН по ЗДДС BG204123456'],
      [],
      [
        '№',
        'Вид на документа',
        'Номер на документа',
        'Дата на документа',
        'ИН по ЗДДС на доставчика',
        'Име на доставчика',
        'Вид на стоката или услугата',
        'ДО с право на пълен ДК',
        'ДДС с право на пълен ДК',
        'ДО без право на ДК',
        'ДДС без право на ДК',
      ],
    ];
    const sums = [0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 4 || n === 8 ? -1 : 1;
      // Entertainment (the agency's launch party) gives no right to a tax credit: its last line.
      const noCredit = i.lines.length > 2 ? sign * i.lines[i.lines.length - 1]!.netCents : 0;
      const credit = sign * i.netCents - noCredit;
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 20;
      const amounts = [credit, taxOf(credit, rate), noCredit, taxOf(noCredit, rate)];
      amounts.forEach((a, k) => (sums[k] = (sums[k] ?? 0) + a));
      rows.push([
        n + 1,
        sign < 0 ? '03' : '01',
        String(2000100 + (i.document % 1000) * 17 + i.vendor * 100000).padStart(10, '0'),
        dotted(i.date),
        `BG${String(131234567 + i.vendor * 2468013).slice(0, 9)}`,
        i.vendorName,
        i.lines[0]!.description,
        ...amounts.map((a) => Number(money(a))),
      ]);
    });
    rows.push(['Общо', null, null, null, null, null, null, ...sums.map((a) => Number(money(a)))]);
    return writeXlsx(dir, 'Dnevnik_pokupki_2024Q1.xlsx', { 'Дневник покупки': rows });
  },
};

const DEVANAGARI = '०१२३४५६७८९';

/** Latin digits to Devanagari ones, as Nepali software prints numbers in Nepali. */
const nepaliDigits = (text: string) => text.replace(/\d/g, (d) => DEVANAGARI[Number(d)]!);

/** Whole rupees in Indian grouping: three digits on the right, twos before them (1,23,456). */
const indianGrouping = (whole: string) =>
  whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;

/** Paisa as rupees in Indian grouping and Nepali digits: १,२३,४५६.५०. */
const rupees = (paisa: number) => {
  const [whole, fraction] = money(Math.abs(paisa)).split('.');
  return nepaliDigits(`${paisa < 0 ? '-' : ''}${indianGrouping(whole!)}.${fraction}`);
};

/** The Bikram Sambat day of a day from December 2023 to March 2024: months 9 (Poush) to 12 (Chaitra). */
const bikramSambat = (d: Day) => {
  const day = Math.round((Date.UTC(d.y, d.m - 1, d.d) - Date.UTC(2023, 11, 17)) / 86400000);
  const starts = [0, 29, 58, 88]; // Poush, Magh, Falgun and Chaitra 2080 begin 17 Dec, 15 Jan, 13 Feb, 14 Mar
  const month = starts.filter((s) => s <= day).length - 1;
  return `2080-${p2(9 + month)}-${p2(day - starts[month]! + 1)}`;
};

/**
 * Nepal's purchase book (खरिद खाता) in the Inland Revenue Department's columns, exported to CSV
 * by Nepali accounting software with Nepali digits: one row per bill: its row number, the date in
 * Bikram Sambat (वि.सं.) and in the Gregorian calendar (ई.सं.), the bill's number, the supplier's
 * name and PAN, the kind (खरिद, a purchase; खरिद फिर्ता, a purchase return, negative), the exempt
 * purchases, the taxable purchases, the VAT (13 %) and the total, in rupees of Indian grouping. The
 * book ends with its total row. Rupees, written nowhere.
 */
export const irdNepalKharidKhata: CorpusLayout = {
  name: 'ird-nepal-kharid-khata',
  modelledOn:
    'Nepal IRD purchase book (खरिद खाता) CSV from Nepali accounting software, Devanagari headers and digits: क्र.सं., मिति (वि.सं.) Bikram Sambat, मिति (ई.सं.) YYYY-MM-DD, बीजक नं., आपूर्तिकर्ताको नाम, स्थायी लेखा नम्बर, किसिम खरिद / खरिद फिर्ता (negative), कर छुट खरिद, करयोग्य खरिद, मू.अ.कर 13 %, जम्मा in Indian grouping, a कुल जम्मा row, NPR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20010, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'क्र.सं.',
        'मिति (वि.सं.)',
        'मिति (ई.सं.)',
        'बीजक नं.',
        'आपूर्तिकर्ताको नाम',
        'स्थायी लेखा नम्बर',
        'किसिम',
        'कर छुट खरिद',
        'करयोग्य खरिद',
        'मू.अ.कर',
        'जम्मा',
      ],
    ];
    let total = 0;
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      // Rupees: the corpus cents times 1.5 as paisa, about the rupee's rate to the euro cent.
      const value = (sign * i.netCents * 3) / 2;
      const exempt = i.lines[0]!.ratePercent === 0;
      const vat = exempt ? 0 : taxOf(value, 13);
      total += value + vat;
      const ad = `${i.date.y}-${p2(i.date.m)}-${p2(i.date.d)}`;
      rows.push([
        nepaliDigits(String(n + 1)),
        nepaliDigits(bikramSambat(i.date)),
        nepaliDigits(ad),
        i.number,
        i.vendorName,
        String(600123456 + i.vendor * 11111),
        sign < 0 ? 'खरिद फिर्ता' : 'खरिद',
        rupees(exempt ? value : 0),
        rupees(exempt ? 0 : value),
        rupees(vat),
        rupees(value + vat),
      ]);
    });
    rows.push(['कुल जम्मा', null, null, null, null, null, null, null, null, null, rupees(total)]);
    return writeCsv(dir, 'kharid_khata_2080_poush-chaitra.csv', rows);
  },
};
