/**
 * Third held-out layouts of bookkeeping tools in Dutch, Danish and Spanish: Moneybird, e-conomic
 * and Holded. Written from each product's public documentation (named at each layout), with its
 * country's VAT rates, number style and date order, without reading infer's code and without
 * running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { dmyDash, localMonth } from './third-formats.js';

/**
 * Moneybird purchase invoices (inkoopfacturen) with their details, one row per detail: Moneybird's
 * id of the invoice (18 digits), the supplier's reference, contact, dates, currency, totals excl.
 * and incl. btw, the open amount, state, and per detail description, amount, price, btw and the
 * category (ledger account) (the purchase invoice fields of developer.moneybird.com,
 * documents/purchase_invoices: id, reference, date, due_date, currency, total_price_excl_tax,
 * total_price_incl_tax, state, details). Dutch labels, semicolons, decimal comma, DD-MM-YYYY.
 */
export const moneybirdInkoopfacturen: CorpusLayout = {
  name: 'moneybird-inkoopfacturen',
  modelledOn:
    'Moneybird inkoopfacturen with details: Dutch headers, an 18-digit Id beside Referentie, DD-MM-YYYY, totals excl. / incl. btw and Openstaand, btw per detail, decimal comma',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5909, 12, 9, ['EUR', 'EUR', 'GBP']);
    const header = [
      'Id',
      'Referentie',
      'Contact',
      'Factuurdatum',
      'Vervaldatum',
      'Valuta',
      'Totaal excl. btw',
      'Totaal incl. btw',
      'Openstaand',
      'Status',
      'Omschrijving',
      'Aantal',
      'Prijs',
      'Bedrag',
      'Btw-tarief',
      'Btw',
      'Categorie',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 21, 9);
      const vat = i.lines.reduce((sum, l) => sum + taxOf(l.netCents, rate), 0);
      const state = ['open', 'betaald', 'te laat', 'betaald'][index % 4]!;
      return i.lines.map((l) => [
        String(412337650000000000n + BigInt(i.document % 100000) * 7919n),
        i.number,
        i.vendorName,
        dmyDash(i.date),
        dmyDash(i.due),
        i.currency,
        money(i.netCents, 'comma'),
        money(i.netCents + vat, 'comma'),
        money(state === 'betaald' ? 0 : i.netCents + vat, 'comma'),
        state,
        l.description,
        String(l.quantity),
        money(l.unitCents, 'comma'),
        money(l.netCents, 'comma'),
        rate === 0 ? 'Geen btw' : `${rate}% btw`,
        money(taxOf(l.netCents, rate), 'comma'),
        l.glAccount === '618000' ? '4610 Provisiekosten' : '4600 Reclame- en advertentiekosten',
      ]);
    });
    return writeCsv(dir, 'inkoopfacturen.csv', [header, ...rows], ';');
  },
};

/**
 * e-conomic creditor entries (kreditorposter) exported as CSV, one row per supplier invoice or
 * credit note: date, voucher number (Bilag), supplier number and name, the supplier's invoice
 * number, text, currency, amount, VAT, the remainder still open, due date and the contra
 * (expense) account (the supplier entry fields of e-conomic's REST API: voucherNumber, date,
 * supplierInvoiceNumber, amount, remainder, dueDate; restdocs.e-conomic.com, Entries; Danish
 * labels as creditor postings are named at digidata.rigsarkivet.dk, kredpost). A creditor's
 * invoice is a credit on its account, so the amounts are negative and a credit note's positive.
 * Danish style: semicolons, 1.234,56, DD-MM-YYYY, 25 % moms.
 */
export const economicKreditorposter: CorpusLayout = {
  name: 'economic-kreditorposter',
  modelledOn:
    'e-conomic kreditorposter: Danish headers, Bilag beside Fakturanr., supplier number beside name, negative amounts for invoices, Restbeløb, Modkonto, DD-MM-YYYY, decimal comma',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(6010, 16, 10, ['DKK', 'DKK', 'EUR']);
    const header = [
      'Dato',
      'Bilag',
      'Type',
      'Kreditornr.',
      'Kreditornavn',
      'Fakturanr.',
      'Tekst',
      'Valuta',
      'Beløb',
      'Moms',
      'Restbeløb',
      'Forfaldsdato',
      'Modkonto',
    ];
    const rows = invoices.map((i, index) => {
      const note = index % 7 === 4;
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 25;
      const vat = taxOf(i.netCents, rate);
      const sign = note ? 1 : -1;
      const open = index % 3 === 0 ? 0 : sign * (i.netCents + vat);
      return [
        dmyDash(i.date),
        String(3051 + index),
        note ? 'Kreditornota' : 'Kreditorfaktura',
        String(60001 + i.vendor),
        i.vendorName,
        note ? `KN-${i.number}` : i.number,
        `${i.vendorName.split(' ')[0]} ${i.lines[0]!.description.toLowerCase()}`,
        i.currency,
        money(sign * (i.netCents + vat), 'comma'),
        money(sign * vat, 'comma'),
        money(open, 'comma'),
        note ? '' : dmyDash(i.due),
        i.lines[0]!.glAccount === '618000' ? '2800' : '2750',
      ];
    });
    return writeCsv(dir, 'kreditorposter.csv', [header, ...rows], ';');
  },
};

/**
 * Holded purchases (Compras) exported to Excel, one row per line: Fecha and Vencimiento as
 * dd/mm/yyyy text, Núm. documento (the supplier's number) beside Núm. interno (Holded's internal
 * numbering), Proveedor and NIF, Concepto, Precio unidad, Unidades, Subtotal, IVA, Total, Pagado
 * and Pendiente, Estado, the expense account and the month written out in Spanish (the purchase
 * fields of help.holded.com, "Importar tus tickets de gasto", and academy.holded.com, "Cómo crear
 * una compra": Número de documento, Número interno). Spanish IVA 21 and 10 %, number cells.
 */
export const holdedCompras: CorpusLayout = {
  name: 'holded-compras',
  modelledOn:
    'Holded compras in Excel: Spanish headers, Núm. documento beside Núm. interno, proveedor with NIF, Subtotal / IVA / Total with Pagado and Pendiente, Mes "enero 2024", DD/MM/YYYY text',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(6111, 11, 9, ['EUR']);
    const p2 = (n: number) => String(n).padStart(2, '0');
    const es = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const header = [
      'Fecha',
      'Vencimiento',
      'Mes',
      'Núm. documento',
      'Núm. interno',
      'Proveedor',
      'NIF',
      'Concepto',
      'Precio unidad',
      'Unidades',
      'Subtotal',
      'IVA %',
      'IVA',
      'Total',
      'Pagado',
      'Pendiente',
      'Estado',
      'Cuenta',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 21, 10);
      const gross = i.lines.reduce((sum, l) => sum + l.netCents + taxOf(l.netCents, rate), 0);
      const state = ['Pendiente', 'Pagada', 'Vencida', 'Pagada'][index % 4]!;
      const paid = state === 'Pagada' ? gross : 0;
      return i.lines.map((l) => [
        es(i.date),
        es(i.due),
        localMonth(i.date, 'es'),
        i.number,
        `C24${String(index + 17).padStart(4, '0')}`,
        i.vendorName,
        `B${String(60000000 + i.vendor * 1234567).slice(0, 8)}`,
        l.description,
        l.unitCents / 100,
        l.quantity,
        l.netCents / 100,
        rate,
        taxOf(l.netCents, rate) / 100,
        gross / 100,
        paid / 100,
        (gross - paid) / 100,
        state,
        l.glAccount === '618000' ? '62300000 Servicios de profesionales' : '62700000 Publicidad y propaganda',
      ]);
    });
    return writeXlsx(dir, 'compras.xlsx', { Compras: [header, ...rows] });
  },
};
