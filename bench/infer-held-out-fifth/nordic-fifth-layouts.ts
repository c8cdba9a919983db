/**
 * Fifth held-out layouts of Nordic bookkeeping tools: Netvisor (Finland), PowerOffice (Norway) and
 * Dinero (Denmark). Written from each product's public documentation (named at each layout), with
 * its country's VAT rates, date and number style, without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * Netvisor's purchase invoice list (Ostot > Ostolaskut, "Vie Exceliin / CSV"), one row per invoice:
 * Netvisor's own key of the invoice (NetvisorKey, "Tunniste") beside the supplier's invoice number,
 * the supplier with its business id (Y-tunnus), the payment reference, net, ALV and gross, what is
 * left to pay and the approval state; a credit note (hyvityslasku) is a purchase invoice with
 * negative sums, as Netvisor's API writes it (support.netvisor.fi, purchaseinvoice.nv and
 * salesinvoice.nv: "kappalemäärä ja loppusumma asetetaan negatiivisin luvuin"). Finnish style:
 * D.M.YYYY, decimal comma, ALV 24 and 14 %, EUR.
 */
export const netvisorOstolaskut: CorpusLayout = {
  name: 'netvisor-ostolaskut',
  modelledOn:
    'Netvisor ostolaskut CSV: Finnish headers, Tunniste beside Laskunumero, Toimittaja with Y-tunnus, Viite, D.M.YYYY, decimal comma, negative credit notes, Veroton / ALV / Yhteensä beside Avoinna and Tila',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8101, 13, 9, ['EUR']);
    const fi = (d: { y: number; m: number; d: number }) => `${d.d}.${d.m}.${d.y}`;
    const header = [
      'Tunniste',
      'Laskunumero',
      'Laskun päivämäärä',
      'Eräpäivä',
      'Toimittaja',
      'Y-tunnus',
      'Viite',
      'Veroton',
      'ALV',
      'Yhteensä',
      'Avoinna',
      'Tila',
    ];
    const rows = invoices.map((i, index) => {
      const sign = index % 6 === 4 ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 24, 14);
      const net = sign * i.netCents;
      const vat = sign * taxOf(i.netCents, rate);
      const state = ['Maksettu', 'Hyväksytty', 'Tarkastamatta'][index % 3]!;
      return [
        String(4410 + index * 11),
        i.number,
        fi(i.date),
        fi(i.due),
        i.vendorName,
        `${2300000 + i.vendor * 4321}-${i.vendor % 10}`,
        `RF${String(18 + index).padStart(2, '0')}${i.document % 1000000}`,
        money(net, 'plain-comma'),
        money(vat, 'plain-comma'),
        money(net + vat, 'plain-comma'),
        money(state === 'Maksettu' ? 0 : net + vat, 'plain-comma'),
        state,
      ];
    });
    return writeCsv(dir, 'ostolaskut.csv', [header, ...rows], ';');
  },
};

/** The corpus GL accounts as Norwegian NS 4102 expense accounts. */
const NS4102: Record<string, string> = {
  '610000': '7320',
  '610100': '7330',
  '612000': '7350',
  '615500': '7340',
  '618000': '6790',
};

/**
 * PowerOffice Go's supplier ledger (Leverandørreskontro, "Eksporter til Excel"), one row per
 * voucher: the voucher number (Bilagsnr.) beside the supplier's invoice number, the supplier
 * number beside its name, the KID, the voucher type with credit notes (Kreditnota) written with
 * positive amounts, net, MVA and gross beside the open balance (the supplier invoice fields of
 * PowerOffice's API: VoucherNo, SupplierNo, SupplierName, InvoiceNo, Cid, VoucherDate, DueDate,
 * NetAmount, VatAmount, TotalAmount, Balance: developer.poweroffice.net, "Incoming invoices").
 * Norwegian: dates as date cells, amounts as number cells, MVA 25 and 15 %, NOK.
 */
export const powerofficeLeverandorreskontro: CorpusLayout = {
  name: 'poweroffice-leverandorreskontro',
  modelledOn:
    'PowerOffice Go leverandørreskontro in Excel: Norwegian headers, Bilagsnr. beside Fakturanr., Lev.nr. beside Leverandør, KID, Bilagstype Inngående faktura / Kreditnota (credit notes positive), date cells, Netto / MVA / Brutto beside Saldo',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8202, 12, 8, ['NOK']);
    const header = [
      'Bilagsnr.',
      'Bilagstype',
      'Bilagsdato',
      'Forfallsdato',
      'Lev.nr.',
      'Leverandør',
      'Fakturanr.',
      'KID',
      'Konto',
      'Netto',
      'MVA',
      'Brutto',
      'Saldo',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 25, 15);
      const vat = taxOf(i.netCents, rate);
      const gross = i.netCents + vat;
      return [
        String(10231 + index),
        credit ? 'Kreditnota' : 'Inngående faktura',
        dateCell(i.date),
        dateCell(i.due),
        String(20001 + i.vendor),
        i.vendorName,
        i.number,
        `${String(i.document).slice(-7)}${index % 10}`,
        NS4102[i.lines[0]!.glAccount]!,
        i.netCents / 100,
        vat / 100,
        gross / 100,
        index % 3 === 0 ? 0 : (credit ? -gross : gross) / 100,
      ];
    });
    return writeXlsx(dir, 'leverandorreskontro.xlsx', { Leverandørreskontro: [header, ...rows] });
  },
};

/**
 * Dinero's purchase vouchers (Køb > Købsbilag, "Eksporter"), one row per voucher: Dinero's voucher
 * number beside the supplier's invoice number, the supplier's name and CVR number, the voucher's
 * expense account, the amount excluding and including moms, and the status (the purchase voucher
 * fields of Dinero's API: VoucherNumber, VoucherDate, ContactName, ExternalReference,
 * TotalExclVat, TotalInclVat, Status: api.dinero.dk/openapi, "PurchaseVouchers"). Danish style:
 * DD-MM-YYYY, decimal comma with dot thousands, moms 25 % or none, DKK; the moms is not a column
 * of its own.
 */
export const dineroKobsbilag: CorpusLayout = {
  name: 'dinero-kobsbilag',
  modelledOn:
    'Dinero købsbilag export: Danish headers, Bilagsnr. beside Fakturanr., Leverandør with CVR-nr., DD-MM-YYYY, 1.234,56, Beløb ekskl. moms / Beløb inkl. moms beside Betalt and Status, no moms column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8303, 11, 8, ['DKK']);
    const dk = (d: { y: number; m: number; d: number }) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;
    const header = [
      'Bilagsnr.',
      'Dato',
      'Forfaldsdato',
      'Leverandør',
      'CVR-nr.',
      'Fakturanr.',
      'Konto',
      'Tekst',
      'Beløb ekskl. moms',
      'Beløb inkl. moms',
      'Betalt',
      'Status',
    ];
    const rows = invoices.map((i, index) => {
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 25;
      const gross = i.netCents + taxOf(i.netCents, rate);
      const state = ['Betalt', 'Bogført', 'Forfalden'][index % 3]!;
      return [
        String(301 + index),
        dk(i.date),
        dk(i.due),
        i.vendorName,
        String(31245000 + i.vendor * 1379),
        i.number,
        `${1310 + (Number(i.lines[0]!.glAccount.slice(2, 4)) % 5) * 10} Annoncer og reklame`,
        i.lines.map((l) => l.description).join('; '),
        money(i.netCents, 'comma'),
        money(gross, 'comma'),
        money(state === 'Betalt' ? gross : 0, 'comma'),
        state,
      ];
    });
    return writeCsv(dir, 'kobsbilag.csv', [header, ...rows], ';');
  },
};
