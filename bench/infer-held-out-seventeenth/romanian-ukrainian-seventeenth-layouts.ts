/**
 * Seventeenth held-out layouts of two national e-invoice channels: Romania's RO e-Factura, the
 * invoices received in the SPV (Spațiul Privat Virtual) listed as a semicolon CSV (the series
 * apart from the number, the upload index, credit notes by their UBL type code written positive,
 * invoices refused by the system kept), and Ukraine's Vchasno (Вчасно), the incoming documents
 * as an Excel export in Ukrainian under a summary block (amounts as text with the Ukrainian
 * grouping, corrections negative, rejected and annulled documents kept, the hryvnia only
 * implied). Written from each system's public documentation and the countries' VAT rules, without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** A Romanian CIF with the RO prefix of a VAT payer. */
const cif = (vendor: number) => `RO${14200000 + vendor * 1172031}`;

/**
 * RO e-Factura, the invoices received in the SPV as a Romanian accounting tool lists them after
 * downloading them (Facturi primite, export CSV: semicolons, decimal commas with dot grouping):
 * the index of the upload (the SPV's id of the message), the series apart from the number, the
 * UBL type code (380 an invoice; 381 a credit note, written positive as UBL writes it), the issue
 * and due dates (DD.MM.YYYY), the supplier's CIF and name, the currency, the amounts without VAT,
 * the VAT and the total, and the state of the message: an invoice the system refused (Eroare, its
 * errors sent back to the seller) is no invoice and is sent again under the same number. TVA 19 %,
 * 9 %.
 */
export const anafEfacturaSpvPrimite: CorpusLayout = {
  name: 'anaf-efactura-spv-primite',
  modelledOn:
    'RO e-Factura SPV facturi primite CSV, semicolons, decimal commas with dot grouping: Index încărcare, Serie apart from Număr, Tip factură 380 / 381 (credit note positive), Data emiterii and Data scadenței DD.MM.YYYY, CIF furnizor RO…, Denumire furnizor, Monedă RON / EUR, Valoare fără TVA, TVA, Total de plată, Stare Validată / Eroare (refused ones kept)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17101, 10, 6, ['RON', 'RON', 'EUR']).sort(byDate);
    const header = [
      'Index încărcare',
      'Serie',
      'Număr',
      'Tip factură',
      'Data emiterii',
      'Data scadenței',
      'CIF furnizor',
      'Denumire furnizor',
      'Monedă',
      'Valoare fără TVA',
      'TVA',
      'Total de plată',
      'Stare',
    ];
    const rows: CorpusCell[][] = [header];
    let index = 4012877310;
    const push = (i: (typeof invoices)[number], n: number, state: string) => {
      const credit = n % 4 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 19, 9);
      const tax = taxOf(i.netCents, rate);
      // The series is the supplier's prefix, the number its running count.
      const [series, number] = credit
        ? [`CN${i.vendor}`, String(200 + n)]
        : [`F${i.vendor}`, String(1040 + i.vendor * 311 + (i.document % 100) * 7)];
      rows.push([
        String(index),
        series,
        number,
        credit ? '381' : '380',
        dotted(i.date),
        dotted(i.due),
        cif(i.vendor),
        i.vendorName,
        i.currency,
        money(i.netCents, 'comma'),
        money(tax, 'comma'),
        money(i.netCents + tax, 'comma'),
        state,
      ]);
      index += 17 + n;
    };
    invoices.forEach((i, n) => {
      // Refused for a wrong buyer CIF and uploaded again the next day, amounts unchanged.
      if (n % 5 === 1) push(i, n, 'Eroare');
      push(i, n, 'Validată');
    });
    return writeCsv(dir, 'facturi_primite_SPV_2024T1.csv', rows, ';');
  },
};

/** Amounts as Ukrainian Excel shows them as text: a no-break space between thousands, a decimal comma. */
const hryvnias = (cents: number) => money(cents, 'comma').replace(/\./g, '\u00a0');

/** A Ukrainian company's ЄДРПОУ code: eight digits. */
const edrpou = (vendor: number) => String(30100000 + vendor * 2345671).slice(0, 8);

/**
 * Vchasno (Вчасно), the incoming documents (Вхідні документи, Експорт в Excel): a summary block
 * of the export (the company, the period, how many documents) and a blank row above
 * the table, then the document's number and date (text DD.MM.YYYY), its kind (Рахунок an invoice,
 * Акт виконаних робіт a certificate of work done, Коригування a correction, its amounts the
 * difference, negative), the sender's ЄДРПОУ and name, the sum without VAT, the VAT and the sum
 * with VAT written as text with no-break spaces between thousands, the signing status and the
 * date it was last changed. A document the buyer rejected (Відхилено) or its sender annulled
 * (Анульовано) is void. No currency column: every document is in hryvnias. ПДВ 20 %, 7 %.
 */
export const vchasnoVkhidniDokumenty: CorpusLayout = {
  name: 'vchasno-vkhidni-dokumenty',
  modelledOn:
    'Vchasno (Вчасно) Вхідні документи Excel export in Ukrainian under a summary block: Номер документа, Дата документа text DD.MM.YYYY, Тип документа Рахунок / Акт виконаних робіт / Коригування (negative), ЄДРПОУ контрагента, Назва контрагента, Сума без ПДВ, ПДВ, Сума з ПДВ as text with no-break space grouping and decimal commas, Статус Підписано обома сторонами / Очікує підпису / Відхилено / Анульовано (void ones kept), Дата зміни; no currency column (UAH)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17202, 10, 6).sort(byDate);
    const header = [
      'Номер документа',
      'Дата документа',
      'Тип документа',
      'ЄДРПОУ контрагента',
      'Назва контрагента',
      'Сума без ПДВ',
      'ПДВ',
      'Сума з ПДВ',
      'Статус',
      'Дата зміни',
    ];
    const table: CorpusCell[][] = [];
    const push = (i: (typeof invoices)[number], n: number, kind: string, status: string) => {
      // Hryvnia invoices run to thirty-seven times the corpus figure: advertising priced in Ukraine.
      const net = (kind === 'Коригування' ? -1 : 1) * i.netCents * 37;
      const tax = taxOf(net, localRate(i.lines[0]!.ratePercent, 20, 7));
      table.push([
        kind === 'Коригування' ? `К-${i.number}` : i.number,
        dotted(i.date),
        kind,
        edrpou(i.vendor),
        i.vendorName,
        hryvnias(net),
        hryvnias(tax),
        hryvnias(net + tax),
        status,
        `${dotted(later(i.date, 2 + (n % 3)))} ${p2(9 + (n % 8))}:${p2((n * 13) % 60)}`,
      ]);
    };
    invoices.forEach((i, n) => {
      const kind = n % 4 === 2 ? 'Коригування' : n % 3 === 0 ? 'Акт виконаних робіт' : 'Рахунок';
      push(i, n, kind, n % 2 === 0 ? 'Підписано обома сторонами' : 'Очікує підпису');
    });
    // Sent to the wrong company, or withdrawn by the sender: never documents to pay.
    corpusInvoices(17203, 2, 6).forEach((i, n) => push(i, n, 'Рахунок', n === 0 ? 'Відхилено' : 'Анульовано'));
    const rows: CorpusCell[][] = [
      ['Компанія:', 'ТОВ «Медіа Плюс»'],
      ['Період:', '01.01.2024 – 31.03.2024'],
      ['Документів:', table.length],
      [],
      header,
      ...table,
    ];
    return writeXlsx(dir, 'vchasno_vkhidni_2024-Q1.xlsx', { 'Вхідні документи': rows });
  },
};
