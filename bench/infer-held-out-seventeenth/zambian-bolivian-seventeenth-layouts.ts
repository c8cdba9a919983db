/**
 * Seventeenth held-out layouts of two tax authorities' invoicing systems: Zambia's ZRA Smart
 * Invoice, the purchases the VSDC lists for a taxpayer, flattened to one CSV row per item under
 * the API's own field names (refunds by a receipt type code, written positive, the day as
 * YYYYMMDD beside a confirmation moment of fourteen digits), and Bolivia's SIAT purchase register
 * (Registro de Compras) as its CSV template writes it (upper-case Spanish headers, the
 * authorization code as the key, VAT included in the price so the fiscal credit is the net's
 * complement, the boliviano only implied, a totals row at the end). Written from each system's
 * public documentation, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** A Zambian TPIN: ten digits. */
const tpin = (vendor: number) => String(1001234567 + vendor * 37137);

/**
 * ZRA Smart Invoice (VSDC), the purchase list (selectTrnsPurchaseSales) as an integrator exports
 * it: one row per item, the invoice's fields repeated, under the API's field names. The
 * supplier's TPIN, name and invoice number (spplrInvcNo, a plain number), the receipt type (S a
 * sale; R a refund, its amounts positive as the API writes them), the payment type code, the
 * confirmation moment (cfmDt, yyyyMMddHHmmss) and the sale day (salesDt, yyyyMMdd), the
 * currency, the totals (taxable, tax, total), then the item's sequence, name, quantity, price,
 * supply amount, tax type (A standard 16 %, C1 zero-rated export, D exempt), taxable amount, tax
 * and total.
 */
export const zraSmartInvoicePurchases: CorpusLayout = {
  name: 'zra-smart-invoice-purchases',
  modelledOn:
    'ZRA Smart Invoice VSDC purchase list flattened to CSV, one row per item under API field names: spplrTin, spplrNm, spplrInvcNo, rcptTyCd S / R (refund positive), pmtTyCd, cfmDt yyyyMMddHHmmss, salesDt yyyyMMdd, currencyTyCd ZMW / USD, totTaxblAmt, totTaxAmt, totAmt, itemSeq, itemNm, qty, prc, splyAmt, taxTyCd A / C1 / D, taxblAmt, taxAmt, totItemAmt',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17303, 9, 6, ['ZMW', 'ZMW', 'USD']).sort(byDate);
    const header = [
      'spplrTin',
      'spplrNm',
      'spplrInvcNo',
      'rcptTyCd',
      'pmtTyCd',
      'cfmDt',
      'salesDt',
      'currencyTyCd',
      'totTaxblAmt',
      'totTaxAmt',
      'totAmt',
      'itemSeq',
      'itemNm',
      'qty',
      'prc',
      'splyAmt',
      'taxTyCd',
      'taxblAmt',
      'taxAmt',
      'totItemAmt',
    ];
    const rows: CorpusCell[][] = [header];
    const ymd = (d: (typeof invoices)[number]['date']) => `${d.y}${p2(d.m)}${p2(d.d)}`;
    invoices.forEach((i, n) => {
      const refund = n % 4 === 1;
      const [code, rate] = i.lines[0]!.ratePercent === 0 ? ['D', 0] : i.currency === 'USD' ? ['C1', 0] : ['A', 16];
      const taxes = i.lines.map((l) => taxOf(l.netCents, rate));
      const tax = taxes.reduce((s, t) => s + t, 0);
      const invoiceNo = String(i.document % 1000000);
      i.lines.forEach((l, seq) => {
        rows.push([
          tpin(i.vendor),
          i.vendorName,
          invoiceNo,
          refund ? 'R' : 'S',
          ['01', '02', '05'][n % 3]!,
          `${ymd(later(i.date, 1))}${p2(8 + (n % 9))}${p2((n * 7) % 60)}${p2((n * 31) % 60)}`,
          ymd(i.date),
          i.currency,
          money(i.netCents),
          money(tax),
          money(i.netCents + tax),
          seq + 1,
          l.description,
          l.quantity,
          money(l.unitCents),
          money(l.netCents),
          code,
          money(l.netCents),
          money(taxes[seq]!),
          money(l.netCents + taxes[seq]!),
        ]);
      });
    });
    return writeCsv(dir, 'zra_purchases_20240101_20240331.csv', rows);
  },
};

/** A Bolivian NIT of a company. */
const nit = (vendor: number) => String(1020304025 + vendor * 7654321);

/**
 * SIAT (Sistema Integrado de Administración Tributaria), the purchase register (Registro de
 * Compras, plantilla CSV of the Registro de Compras y Ventas): comma-separated, a row number,
 * the specification code, the supplier's NIT and name, the authorization code (the key of the
 * electronic invoice, hexadecimal), the invoice number, the DUI/DIM number (0 for local
 * purchases), the date (DD/MM/YYYY), the total, the taxes outside VAT (ICE, IEHD, IPJ, rates,
 * others), the exempt and zero-rated amounts, the subtotal, discounts, gift cards, the base of
 * the fiscal credit and the fiscal credit (13 % of the base: Bolivian prices include VAT), the
 * purchase type and the control code. No currency: every amount is in bolivianos. A totals row
 * closes the file.
 */
export const siatRegistroCompras: CorpusLayout = {
  name: 'siat-registro-compras',
  modelledOn:
    'SIAT Bolivia Registro de Compras CSV template: Nº, ESPECIFICACIÓN, NIT PROVEEDOR, RAZÓN SOCIAL PROVEEDOR, CÓDIGO DE AUTORIZACIÓN (hex), NÚMERO FACTURA, NÚMERO DUI/DIM, FECHA DE FACTURA/DUI/DIM DD/MM/YYYY, IMPORTE TOTAL COMPRA, ICE / IEHD / IPJ / TASAS / OTRO NO SUJETO, EXENTOS, TASA CERO, SUBTOTAL, DESCUENTOS, GIFT CARD, IMPORTE BASE CF, CRÉDITO FISCAL (13 % of a VAT-inclusive base), TIPO COMPRA, CÓDIGO DE CONTROL; no currency (BOB); a TOTALES row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17404, 10, 6).sort(byDate);
    const header = [
      'Nº',
      'ESPECIFICACIÓN',
      'NIT PROVEEDOR',
      'RAZÓN SOCIAL PROVEEDOR',
      'CÓDIGO DE AUTORIZACIÓN',
      'NÚMERO FACTURA',
      'NÚMERO DUI/DIM',
      'FECHA DE FACTURA/DUI/DIM',
      'IMPORTE TOTAL COMPRA',
      'IMPORTE ICE',
      'IMPORTE IEHD',
      'IMPORTE IPJ',
      'TASAS',
      'OTRO NO SUJETO A CRÉDITO FISCAL',
      'IMPORTES EXENTOS',
      'IMPORTE COMPRAS GRAVADAS A TASA CERO',
      'SUBTOTAL',
      'DESCUENTOS/BONIFICACIONES/REBAJAS SUJETAS AL IVA',
      'IMPORTE GIFT CARD',
      'IMPORTE BASE CF',
      'CRÉDITO FISCAL',
      'TIPO COMPRA',
      'CÓDIGO DE CONTROL',
    ];
    const rows: CorpusCell[][] = [header];
    const sums = { total: 0, base: 0, credit: 0 };
    invoices.forEach((i, n) => {
      // Bolivian prices include VAT: the total is the base, the fiscal credit 13 % of it.
      const total = i.grossCents * 7;
      const credit = taxOf(total, 13);
      sums.total += total;
      sums.base += total;
      sums.credit += credit;
      const code = ((i.document * 2654435761) % 0xffffffffffff).toString(16).toUpperCase().padStart(12, '0');
      const zero = money(0);
      rows.push([
        n + 1,
        '1',
        nit(i.vendor),
        i.vendorName,
        `${code}${nit(i.vendor).slice(-6)}A1B2C3D4E5F6${p2(n)}`,
        String(1200 + i.vendor * 311 + (i.document % 100) * 7),
        '0',
        slashed(i.date),
        money(total),
        zero,
        zero,
        zero,
        zero,
        zero,
        zero,
        zero,
        money(total),
        zero,
        zero,
        money(total),
        money(credit),
        '1',
        '0',
      ]);
    });
    const zeros = Array<CorpusCell>(8).fill(money(0));
    rows.push([
      'TOTALES',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      money(sums.total),
      ...zeros.slice(0, 7),
      money(sums.total),
      money(0),
      money(0),
      money(sums.base),
      money(sums.credit),
      '',
      '',
    ]);
    return writeCsv(dir, 'registro_compras_2024_03.csv', rows);
  },
};
