/**
 * Fourth held-out layouts of Nordic bookkeeping tools: Fiken (Norway), Procountor (Finland) and
 * Visma eAccounting (Sweden). Written from each product's public documentation (named at each
 * layout), with its country's VAT rates, date and number style, without reading infer's code and
 * without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

/** The corpus GL accounts as Norwegian NS 4102 and Swedish BAS expense accounts. */
const NS4102: Record<string, string> = {
  '610000': '7320',
  '610100': '7330',
  '612000': '7350',
  '615500': '7340',
  '618000': '6790',
};
const BAS: Record<string, string> = {
  '610000': '5910',
  '610100': '5920',
  '612000': '5930',
  '615500': '5990',
  '618000': '6550',
};

/**
 * Fiken's purchase list (Kjøp og utgifter) exported as CSV, one row per purchase: Fiken's voucher
 * number (Bilagsnr.) beside the supplier's invoice number, the supplier, the account, net, MVA and
 * gross, what is paid and what is left (the purchase fields of Fiken's API: identifier, date,
 * dueDate, supplier, lines with account, netPrice, vat, and paid: api.fiken.no/api/v2/docs,
 * Purchases; the columns of hjelp.fiken.no's supplier and invoice import articles), Norwegian
 * style: DD.MM.YYYY, decimal comma, MVA 25 and 15 %, NOK.
 */
export const fikenKjop: CorpusLayout = {
  name: 'fiken-kjop',
  modelledOn:
    'Fiken kjøp export: Norwegian headers, Bilagsnr. beside Fakturanr., Leverandør with Org.nr., DD.MM.YYYY, decimal comma, Netto / MVA / Brutto beside Betalt and Utestående',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7101, 14, 10, ['NOK']);
    const header = [
      'Bilagsnr.',
      'Dato',
      'Forfallsdato',
      'Fakturanr.',
      'Leverandør',
      'Org.nr.',
      'Beskrivelse',
      'Konto',
      'MVA-sats',
      'Netto',
      'MVA',
      'Brutto',
      'Betalt',
      'Utestående',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 25, 15);
      const vat = taxOf(i.netCents, rate);
      const gross = i.netCents + vat;
      const paid = index % 3 === 0 ? gross : 0;
      return [
        String(210 + index),
        day(i.date, 'de'),
        day(i.due, 'de'),
        i.number,
        i.vendorName,
        String(912345678 + i.vendor * 1117),
        i.lines.map((l) => l.description).join(', '),
        NS4102[i.lines[0]!.glAccount]!,
        `${rate} %`,
        money(i.netCents, 'plain-comma'),
        money(vat, 'plain-comma'),
        money(gross, 'plain-comma'),
        money(paid, 'plain-comma'),
        money(gross - paid, 'plain-comma'),
      ];
    });
    return writeCsv(dir, 'kjop.csv', [header, ...rows], ';');
  },
};

/** `5.1.2024`: the Finnish date, no leading zeros. */
const finnishDay = (d: { y: number; m: number; d: number }) => `${d.d}.${d.m}.${d.y}`;

/**
 * Procountor's purchase invoice list (Ostolaskut) exported as CSV, one row per invoice: Procountor's
 * own invoice id (Laskun tunniste) beside the supplier's invoice number, the invoice type with
 * credit notes (Hyvityslasku) written negative, the Finnish payment reference (Viitenumero), net,
 * ALV and gross, the open amount and the status (the purchase invoice fields of Procountor's API:
 * invoiceNumber, type PURCHASE_INVOICE, date, dueDate, counterParty, referenceNumber, status,
 * totalAmount, vatAmount: dev.procountor.com, Invoices; credit notes: support.procountor.fi,
 * "Kreditering"). Finnish style: D.M.YYYY, decimal comma, ALV 24 and 14 %.
 */
export const procountorOstolaskut: CorpusLayout = {
  name: 'procountor-ostolaskut',
  modelledOn:
    'Procountor ostolaskut export: Finnish headers, Laskun tunniste beside Laskun numero, Ostolasku / Hyvityslasku with negative credit notes, D.M.YYYY, decimal comma, Veroton / ALV / Verollinen beside Avoinna, Viitenumero',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7202, 12, 9, ['EUR']);
    const header = [
      'Laskun tunniste',
      'Laskun tyyppi',
      'Toimittaja',
      'Laskun numero',
      'Viitenumero',
      'Laskun päivä',
      'Eräpäivä',
      'Valuutta',
      'Veroton summa',
      'ALV %',
      'ALV',
      'Verollinen summa',
      'Avoinna',
      'Tila',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 3;
      const sign = credit ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 24, 14);
      const vat = sign * taxOf(i.netCents, rate);
      const net = sign * i.netCents;
      const state = credit ? 'Hyväksytty' : ['Maksettu', 'Hyväksytty', 'Tarkastettavana'][index % 3]!;
      return [
        String(30211 + index * 3),
        credit ? 'Hyvityslasku' : 'Ostolasku',
        i.vendorName,
        i.number,
        `${1000 + (i.document % 100000)}${index % 10}`,
        finnishDay(i.date),
        finnishDay(i.due),
        i.currency,
        money(net, 'plain-comma'),
        String(rate),
        money(vat, 'plain-comma'),
        money(net + vat, 'plain-comma'),
        money(state === 'Maksettu' ? 0 : net + vat, 'plain-comma'),
        state,
      ];
    });
    return writeCsv(dir, 'ostolaskut.csv', [header, ...rows], ';');
  },
};

/**
 * Visma eAccounting's supplier invoice list (Leverantörsfakturor) exported as CSV, one row per
 * invoice: eAccounting's running number (Löpnummer) beside the supplier's invoice number, the
 * supplier number beside its name, the OCR reference, ISO dates, the total and VAT beside the
 * remaining amount (the supplier invoice fields of the eAccounting API: SupplierNumber,
 * SupplierName, InvoiceNumber, InvoiceDate, DueDate, CurrencyCode, TotalAmount, VatAmount,
 * RemainingAmount, OcrNumber: developer.vismaonline.com, supplierinvoices). Swedish style: decimal
 * comma, moms 25 and 12 %, SEK and EUR; the net is not a column of its own.
 */
export const vismaEaccountingLeverantorsfakturor: CorpusLayout = {
  name: 'visma-eaccounting-leverantorsfakturor',
  modelledOn:
    'Visma eAccounting leverantörsfakturor export: Swedish headers, Löpnummer beside Fakturanummer, Leverantörsnummer beside Leverantör, OCR, ISO dates, Totalt and Moms beside Restbelopp, no net column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7303, 13, 10, ['SEK', 'SEK', 'EUR']);
    const header = [
      'Löpnummer',
      'Leverantörsnummer',
      'Leverantör',
      'Fakturanummer',
      'OCR',
      'Fakturadatum',
      'Förfallodatum',
      'Valuta',
      'Konto',
      'Totalt',
      'Moms',
      'Restbelopp',
      'Status',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 25, 12);
      const vat = taxOf(i.netCents, rate);
      const gross = i.netCents + vat;
      const state = ['Obetald', 'Betald', 'Delbetald', 'Obetald'][index % 4]!;
      const left = state === 'Betald' ? 0 : state === 'Delbetald' ? gross - Math.floor(gross / 3) : gross;
      return [
        String(512 + index),
        String(101 + i.vendor),
        i.vendorName,
        i.number,
        `${7730 + index}${String(i.document).slice(-6)}`,
        isoDay(i.date),
        isoDay(i.due),
        i.currency,
        BAS[i.lines[0]!.glAccount]!,
        money(gross, 'plain-comma'),
        money(vat, 'plain-comma'),
        money(left, 'plain-comma'),
        state,
      ];
    });
    return writeCsv(dir, 'leverantorsfakturor.csv', [header, ...rows], ';');
  },
};
