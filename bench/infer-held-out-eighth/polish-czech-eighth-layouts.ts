/**
 * Eighth held-out layouts of Central Europe: a wFirma (Poland) expense list and a Money S3 (Czech
 * Republic) report of received invoices. Written from each product's public documentation and its
 * country's conventions (named at each layout), without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

/**
 * wFirma's expense list (Wydatki > Eksport do CSV), one row per document: wFirma's internal id, the
 * document type as its short code (FV a VAT invoice, KOR a correcting invoice, whose sums are the
 * correction written negative), the supplier's invoice number, the supplier with its NIP (the Polish
 * tax number), the issue and payment dates written YYYY-MM-DD, net, VAT and gross, what was paid and
 * what remains, the currency and the payment status (the fields of a Polish purchase register and of
 * JPK_V7's purchase rows: DowodZakupu, DataZakupu, NrDostawcy, NazwaDostawcy, K_42, K_43; Poland's
 * VAT of 23 % and 8 %). Polish style: 1234,56 without thousands, semicolons.
 */
export const wfirmaWydatki: CorpusLayout = {
  name: 'wfirma-wydatki',
  modelledOn:
    'wFirma wydatki CSV: Polish headers, ID beside Numer, Typ FV / KOR (corrections negative), Kontrahent beside NIP, YYYY-MM-DD, Netto, VAT, Brutto beside Zapłacono and Pozostało do zapłaty, Status płatności, 1234,56, PLN, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8303, 12, 8, ['PLN']);
    const header = [
      'ID',
      'Typ',
      'Numer',
      'Kontrahent',
      'NIP',
      'Data wystawienia',
      'Termin płatności',
      'Netto',
      'VAT',
      'Brutto',
      'Zapłacono',
      'Pozostało do zapłaty',
      'Waluta',
      'Status płatności',
    ];
    const rows = invoices.map((i, index) => {
      const correction = index % 5 === 3;
      const sign = correction ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 23, 8);
      // Zloty: four times the corpus amount, near what the same campaign costs in PLN.
      const net = sign * i.netCents * 4;
      const vat = sign * taxOf(Math.abs(net), rate);
      const paid = index % 3 === 0 ? net + vat : 0;
      return [
        String(61204410 + index * 37),
        correction ? 'KOR' : 'FV',
        correction ? `KOR/${i.number}` : i.number,
        i.vendorName,
        String(5260250000 + i.vendor * 7919),
        isoDay(i.date),
        isoDay(i.due),
        money(net, 'plain-comma'),
        money(vat, 'plain-comma'),
        money(net + vat, 'plain-comma'),
        money(paid, 'plain-comma'),
        money(net + vat - paid, 'plain-comma'),
        'PLN',
        paid === 0 ? 'nieopłacony' : 'opłacony',
      ];
    });
    return writeCsv(dir, 'wydatki.csv', [header, ...rows], ';');
  },
};

/**
 * Money S3's book of received invoices (Fakturace > Faktury přijaté, Tisk > Kniha faktur, exported
 * to Excel): company, title and period rows above the header, then one row per invoice: Money's own
 * number (Číslo, FP…) beside the supplier's original document number (Doklad, "Dok. čís." in
 * other Czech systems, as against the internal "Číslo": eurofaktura.cz, Přijaté faktury), the
 * variable symbol (a number for the payment), the kind (Faktura, or Dobropis for a credit note,
 * written negative), the dates written D.M.YYYY without leading zeros, the supplier's IČ beside its
 * name, the base, the DPH and the total, what is left to pay (K likvidaci), a subtotal row per month
 * and a total row (Czech VAT of 21 % and 12 % from 2024). Crowns with haléře, number cells.
 */
export const moneys3FakturyPrijate: CorpusLayout = {
  name: 'moneys3-faktury-prijate',
  modelledOn:
    'Money S3 kniha faktur přijatých in Excel: Czech headers under company, title and period rows, Číslo FP beside Doklad and Var. symbol, Druh Faktura / Dobropis (credit notes negative), D.M.YYYY text, IČ beside Firma, Základ, DPH, Celkem beside K likvidaci, Celkem za měsíc and Celkem rows, CZK',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8404, 11, 8, ['CZK']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const cz = (d: { y: number; m: number; d: number }) => `${d.d}.${d.m}.${d.y}`;
    const header = [
      'Číslo',
      'Druh',
      'Doklad',
      'Var. symbol',
      'Vystaveno',
      'Splatnost',
      'IČ',
      'Firma',
      'Text',
      'Základ',
      'DPH',
      'Celkem',
      'K likvidaci',
    ];
    const rows: CorpusCell[][] = [
      ['Reklamní agentura Vltava s.r.o.'],
      ['Kniha faktur přijatých'],
      ['Období: 1.1.2024 - 31.3.2024'],
      [],
      header,
    ];
    const total = (label: string, sums: number[]): CorpusCell[] => [
      label,
      ...Array<CorpusCell>(8).fill(null),
      ...sums.map((s) => s / 100),
      null,
    ];
    let month = invoices[0]!.date.m;
    let monthSums = [0, 0, 0];
    const allSums = [0, 0, 0];
    invoices.forEach((i, index) => {
      if (i.date.m !== month) {
        rows.push(total(`Celkem za ${month}/2024`, monthSums));
        month = i.date.m;
        monthSums = [0, 0, 0];
      }
      const credit = index % 4 === 1;
      const sign = credit ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 12);
      // Crowns: twenty-five times the corpus amount, near what the same campaign costs in CZK.
      const base = sign * i.netCents * 25;
      const vat = sign * taxOf(Math.abs(base), rate);
      [base, vat, base + vat].forEach((s, n) => {
        monthSums[n]! += s;
        allSums[n]! += s;
      });
      rows.push([
        `FP24${String(31 + index).padStart(4, '0')}`,
        credit ? 'Dobropis' : 'Faktura',
        i.number,
        String(2024000100 + (i.document - 5105600000) * 11),
        cz(i.date),
        cz(i.due),
        String(27100000 + i.vendor * 4127),
        i.vendorName,
        credit ? `Dobropis: ${i.lines[0]!.description}` : i.lines[0]!.description,
        base / 100,
        vat / 100,
        (base + vat) / 100,
        index % 3 === 0 ? 0 : (base + vat) / 100,
      ]);
    });
    rows.push(total(`Celkem za ${month}/2024`, monthSums));
    rows.push(total('Celkem', allSums));
    return writeXlsx(dir, 'faktury-prijate.xlsx', { 'Faktury přijaté': rows });
  },
};
