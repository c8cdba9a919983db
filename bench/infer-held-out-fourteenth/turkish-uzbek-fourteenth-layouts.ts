/**
 * Fourteenth held-out layouts from Türkiye and Uzbekistan: the incoming e-invoices of the Turkish
 * Revenue Administration's e-Fatura portal (GİB), with VAT withholding (tevkifat) on advertising
 * services and invoices the buyer rejected; and the incoming invoices of Didox (Uzbekistan), one
 * row per goods line in Russian, with no document total. Written from each system's public
 * documentation and its country's rules (named at each layout), without reading infer's code and
 * without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, p2 } from './fourteenth-days.js';

/** A version 4 UUID fixed by its seed, as the portal writes an ETTN. */
function ettn(seed: number): string {
  let x = seed;
  const hex = Array.from({ length: 32 }, () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return ((x >>> 16) % 16).toString(16);
  });
  hex[12] = '4';
  hex[16] = '8';
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The GİB e-Fatura portal's incoming invoices (efatura.gib.gov.tr, Gelen Faturalar, Excel'e Aktar),
 * one row per e-invoice as UBL-TR describes it: the ETTN (a UUID), the invoice number of 16
 * characters (the supplier's three-letter series, the year and a sequence: ABC2024000000123), the
 * date (DD-MM-YYYY text), the sender's tax number and title, the scenario (TEMELFATURA,
 * TICARIFATURA), the type (SATIS; TEVKIFAT where the buyer withholds 3/10 of the VAT on advertising
 * services; ISTISNA for an exempt supply; IADE for a return, written positive), the currency (TRY, EUR), the net, the VAT, the
 * VAT withheld, the total with taxes and the amount payable (the total less the VAT withheld), and
 * the response: Kabul Edildi, or Reddedildi for a commercial invoice the buyer rejected, which the
 * supplier issues again under a new number. KDV 20 %, 10 %, 0 %; number cells.
 */
export const gibGelenEFaturalar: CorpusLayout = {
  name: 'gib-gelen-e-faturalar',
  modelledOn:
    'GİB e-Fatura portal Gelen Faturalar in Excel: ETTN UUID, Fatura No ABC2024000000123 (series, year and sequence joined), Fatura Tarihi DD-MM-YYYY text, Gönderici VKN/TCKN beside Gönderici Unvan, Senaryo, Fatura Tipi SATIS / TEVKIFAT / ISTISNA / IADE (positive), Para Birimi TRY / EUR, Vergi Hariç Tutar, Hesaplanan KDV, KDV Tevkifat Tutarı, Vergiler Dahil Tutar, Ödenecek Tutar (less the withheld VAT), Yanıt Kabul Edildi / Reddedildi',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(14707, 10, 6, ['TRY', 'TRY', 'EUR']).sort(byDate);
    const header = [
      'ETTN',
      'Fatura No',
      'Fatura Tarihi',
      'Gönderici VKN/TCKN',
      'Gönderici Unvan',
      'Senaryo',
      'Fatura Tipi',
      'Para Birimi',
      'Vergi Hariç Tutar',
      'Hesaplanan KDV',
      'KDV Tevkifat Tutarı',
      'Vergiler Dahil Tutar',
      'Ödenecek Tutar',
      'Yanıt',
    ];
    const rows: CorpusCell[][] = [header];
    const sequences = new Map<number, number>();
    invoices.forEach((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      // An exempt supply is ISTISNA; VAT is withheld only where there is VAT.
      const type = index % 5 === 3 ? 'IADE' : rate === 0 ? 'ISTISNA' : i.vendor % 2 === 0 ? 'TEVKIFAT' : 'SATIS';
      const commercial = i.vendor % 3 !== 1;
      // Lira: a corpus net of 1234.50 is TRY 43207.50; euro invoices keep their euros.
      const net = i.currency === 'TRY' ? i.netCents * 35 : i.netCents;
      const row = (amount: number, answer: string): CorpusCell[] => {
        const vat = taxOf(amount, rate);
        const withheld = type === 'TEVKIFAT' ? taxOf(vat, 30) : 0;
        const sequence = (sequences.get(i.vendor) ?? 40 + i.vendor * 97) + 1;
        sequences.set(i.vendor, sequence);
        return [
          ettn(14707 + rows.length * 31),
          `${['MSA', 'CLM', 'OBM', 'NLV', 'BHA', 'IDM'][i.vendor]}${i.date.y}${String(sequence).padStart(9, '0')}`,
          `${p2(i.date.d)}-${p2(i.date.m)}-${i.date.y}`,
          String(1000000000 + (i.vendor + 1) * 123456789).slice(-10),
          i.vendorName,
          commercial ? 'TICARIFATURA' : 'TEMELFATURA',
          type,
          i.currency,
          amount / 100,
          vat / 100,
          withheld / 100,
          (amount + vat) / 100,
          (amount + vat - withheld) / 100,
          answer,
        ];
      };
      // A commercial invoice rejected for a price above the order, issued again under a new number.
      if (commercial && index % 4 === 1) rows.push(row(net + taxOf(net, 12), 'Reddedildi'));
      rows.push(row(net, 'Kabul Edildi'));
    });
    return writeXlsx(dir, 'gelen-faturalar.xlsx', { 'Gelen Faturalar': rows });
  },
};

/** `1 234 567,89` with no-break spaces, as Russian-language exports group sums. */
const soum = (cents: number) => money(cents, 'comma').replace(/\./g, '\u00a0');

/**
 * Didox's incoming documents (didox.uz, Входящие, Счёт-фактура, Экспорт в CSV, the interface in
 * Russian), one row per goods line with the document's fields repeated: Didox's document ID (24
 * hexadecimal characters), the document's number and date (DD.MM.YYYY), the contract's number and
 * date, the supplier's ИНН (9 digits) and name, the line's number, name and ИКПУ product code (17
 * digits), unit, quantity, price, supply value, VAT rate (12%, or Без НДС from a supplier that is no
 * VAT payer), VAT and value with VAT, and the document's status: Подписан, or Отклонён for one the
 * buyer rejected, which its supplier sends again under a new ID. No document total. Comma-separated
 * with the sums in quotes: `"1 234 567,89"`. Soum (UZS), written nowhere. НДС 12 %.
 */
export const didoxVkhodyashchieDokumenty: CorpusLayout = {
  name: 'didox-vkhodyashchie-dokumenty',
  modelledOn:
    'Didox incoming invoices CSV, commas, Russian headers, one row per goods line: ID документа (24 hex), Номер документа, Дата документа DD.MM.YYYY, Номер договора and Дата договора, ИНН поставщика beside Поставщик, №, Наименование, ИКПУ, Ед. изм., Количество, Цена, Стоимость поставки, НДС ставка 12% / Без НДС, НДС сумма, Стоимость с НДС, Статус Подписан / Отклонён, no document total, quoted "1 234 567,89", UZS implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(14808, 9, 6, ['UZS']).sort(byDate);
    const header = [
      'ID документа',
      'Номер документа',
      'Дата документа',
      'Номер договора',
      'Дата договора',
      'ИНН поставщика',
      'Поставщик',
      '№',
      'Наименование товаров (услуг)',
      'ИКПУ',
      'Ед. изм.',
      'Количество',
      'Цена',
      'Стоимость поставки',
      'НДС ставка',
      'НДС сумма',
      'Стоимость поставки с учетом НДС',
      'Статус',
    ];
    const rows: CorpusCell[][] = [header];
    let sent = 0;
    invoices.forEach((i, index) => {
      const payer = i.vendor !== 2;
      const send = (factor: number, status: string) => {
        const id = `65a${String(1000 + index).padStart(4, '0')}${(++sent * 40503).toString(16).padStart(17, '0')}`;
        i.lines.forEach((l, n) => {
          // Soum: a corpus price of 12.50 is UZS 175000.00, fourteen thousand to one.
          const unit = l.unitCents * 14000 * factor;
          const value = unit * l.quantity;
          const vat = payer ? taxOf(value, 12) : 0;
          rows.push([
            id,
            i.number,
            dotted(i.date),
            `${i.vendor + 1}/${24 + i.vendor}-Д`,
            `0${i.vendor + 2}.01.2024`,
            String(300000000 + (i.vendor + 1) * 11223344).slice(0, 9),
            i.vendorName,
            n + 1,
            l.description,
            `1060${String(1001001001001 + n * 7).slice(0, 13)}`,
            'услуга',
            l.quantity,
            soum(unit),
            soum(value),
            payer ? '12%' : 'Без НДС',
            soum(vat),
            soum(value + vat),
            status,
          ]);
        });
      };
      // Sent first at a doubled price, rejected by the buyer and sent again under a new ID.
      if (index % 4 === 2) send(2, 'Отклонён');
      send(1, 'Подписан');
    });
    return writeCsv(dir, 'vhodyashchie-dokumenty.csv', rows);
  },
};
