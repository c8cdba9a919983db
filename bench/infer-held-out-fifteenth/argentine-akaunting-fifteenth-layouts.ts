/**
 * Fifteenth held-out layouts from Argentina and from Akaunting: AFIP's "Mis Comprobantes Recibidos"
 * (the documents the tax agency authorised to a buyer), with the document types as AFIP codes,
 * point of sale and number apart, credit notes positive, pesos written `$` beside dollars, and a
 * simplified-regime supplier's invoices carrying only a total; and the export of bills of
 * Akaunting, the open-source accounting application, a workbook of six sheets (bills, their items,
 * taxes, histories, totals and payments) in snake_case. Written from each system's public
 * documentation and Argentina's VAT rules, without reading infer's code and without running infer
 * on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later } from '../infer-held-out-fourteenth/fourteenth-days.js';

/**
 * AFIP's Mis Comprobantes Recibidos (www.afip.gob.ar, Mis Comprobantes, Recibidos, Exportar a
 * Excel) under its title row: the date (a date cell), the type as AFIP's code and name (1 - Factura
 * A; 3 - Nota de Crédito A, written positive; 11 - Factura C from a supplier in the simplified
 * regime, whose documents show no VAT and only a total), the point of sale and the number (from
 * and to, one document a row), the authorisation code (CAE, 14 digits, one per document), the
 * issuer's document type (80, a CUIT) and number and name, the exchange rate and currency ($ for
 * pesos, USD), the net taxed, net untaxed, exempt, VAT and total, in the document's currency. IVA
 * 21 %, 10.5 %.
 */
export const afipMisComprobantesRecibidos: CorpusLayout = {
  name: 'afip-mis-comprobantes-recibidos',
  modelledOn:
    'AFIP Mis Comprobantes Recibidos in Excel under a title row: Fecha date cells, Tipo 1 - Factura A / 3 - Nota de Crédito A (positive) / 11 - Factura C (total only), Punto de Venta and Número Desde / Hasta apart, Cód. Autorización (CAE), Tipo Doc. Emisor 80, Nro. Doc. Emisor (CUIT) beside Denominación Emisor, Tipo Cambio, Moneda $ / USD, Imp. Neto Gravado, Imp. Neto No Gravado, Imp. Op. Exentas, IVA, Imp. Total',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(15708, 10, 6, ['$', '$', 'USD']).sort(byDate);
    const header = [
      'Fecha',
      'Tipo',
      'Punto de Venta',
      'Número Desde',
      'Número Hasta',
      'Cód. Autorización',
      'Tipo Doc. Emisor',
      'Nro. Doc. Emisor',
      'Denominación Emisor',
      'Tipo Cambio',
      'Moneda',
      'Imp. Neto Gravado',
      'Imp. Neto No Gravado',
      'Imp. Op. Exentas',
      'IVA',
      'Imp. Total',
    ];
    const rows: CorpusCell[][] = [['Mis Comprobantes Recibidos - CUIT 30712345678'], header];
    const numbers = new Map<string, number>();
    invoices.forEach((i, index) => {
      const simplified = i.vendor === 4;
      const credit = !simplified && index % 4 === 2;
      const type = simplified ? '11 - Factura C' : credit ? '3 - Nota de Crédito A' : '1 - Factura A';
      const pos = [3, 1, 12, 5, 2, 7][i.vendor]!;
      const key = `${i.vendor}-${type}`;
      numbers.set(key, (numbers.get(key) ?? (credit ? 40 : 1200) + i.vendor * 97) + 1 + (index % 3));
      // Pesos: a corpus net of 1234.50 is ARS 370350.00; dollars as written.
      const scale = i.currency === 'USD' ? 1 : 300;
      const taxed = simplified ? 0 : i.netCents * scale;
      // Supplier 1 bills its second line (a fee outside VAT) untaxed beside the taxed ones.
      const untaxed = i.vendor === 1 && i.lines.length > 1 ? i.lines[1]!.netCents * scale : 0;
      const net = taxed - untaxed;
      const vat = simplified ? 0 : taxOf(net, localRate(i.lines[0]!.ratePercent, 21, 10.5));
      const total = simplified ? i.netCents * scale : net + untaxed + vat;
      const number = numbers.get(key)!;
      rows.push([
        dateCell(i.date),
        type,
        pos,
        number,
        number,
        String(74012345678901 + index * 1000003 + i.vendor * 7),
        80,
        30500000000 + (i.vendor + 1) * 70123457,
        i.vendorName,
        i.currency === 'USD' ? 842.5 : 1,
        i.currency,
        net / 100,
        untaxed / 100,
        0,
        vat / 100,
        total / 100,
      ]);
    });
    return writeXlsx(dir, 'Mis Comprobantes Recibidos - CUIT 30712345678.xlsx', { Comprobantes: rows });
  },
};

/** `2024-01-05 00:00:00`, as Akaunting writes a date column of its database. */
const stamp = (d: Parameters<typeof isoDay>[0]) => `${isoDay(d)} 00:00:00`;

/**
 * Akaunting's export of bills (Purchases > Bills > Export, Excel), a workbook of six sheets named
 * for its tables: bills (one row per bill: its number, order number, status, billed_at and due_at
 * as date-times, amount, currency code and rate, category, the vendor's name, email and tax
 * number), bill_items (one row per item: the bill's number, the item's name and description,
 * quantity, price, total before tax and tax), bill_item_taxes (each tax of each item), bill_histories
 * (each status change), bill_totals (sub_total, tax and total rows per bill) and bill_transactions
 * (the payments made on it). Statuses received, partial and paid. Several currencies.
 */
export const akauntingBillsExport: CorpusLayout = {
  name: 'akaunting-bills-export',
  modelledOn:
    'Akaunting bills export workbook of six sheets (bills, bill_items, bill_item_taxes, bill_histories, bill_totals, bill_transactions), snake_case headers: bill_number, order_number, status received / partial / paid, billed_at and due_at YYYY-MM-DD HH:MM:SS, amount, currency_code EUR / USD / GBP, currency_rate, category_name, contact_name, contact_tax_number; items with quantity, price, total before tax and tax; payments and totals on their own sheets',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(15809, 9, 6, ['EUR', 'USD', 'GBP']).sort(byDate);
    const bills: CorpusCell[][] = [
      [
        'bill_number',
        'order_number',
        'status',
        'billed_at',
        'due_at',
        'amount',
        'currency_code',
        'currency_rate',
        'category_name',
        'contact_name',
        'contact_email',
        'contact_tax_number',
        'notes',
      ],
    ];
    const items: CorpusCell[][] = [
      ['bill_number', 'item_name', 'item_description', 'quantity', 'price', 'total', 'tax', 'discount_rate'],
    ];
    const itemTaxes: CorpusCell[][] = [['bill_number', 'item_name', 'tax_name', 'amount']];
    const histories: CorpusCell[][] = [['bill_number', 'status', 'notify', 'description']];
    const totals: CorpusCell[][] = [['bill_number', 'code', 'name', 'amount', 'sort_order']];
    const transactions: CorpusCell[][] = [['bill_number', 'paid_at', 'amount', 'currency_code', 'account_name']];
    invoices.forEach((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 20, 5);
      const taxes = i.lines.map((l) => taxOf(l.netCents, rate));
      const tax = taxes.reduce((s, c) => s + c, 0);
      const amount = i.netCents + tax;
      const status = ['received', 'paid', 'partial'][index % 3]!;
      const number = `BILL-${String(41 + index).padStart(5, '0')}`;
      bills.push([
        number,
        i.number,
        status,
        stamp(i.date),
        stamp(i.due),
        amount / 100,
        i.currency,
        { EUR: 1, USD: 1.0871, GBP: 0.8563 }[i.currency]!,
        'Advertising',
        i.vendorName,
        `billing@vendor${i.vendor + 1}.example`,
        `GB${String(123456789 + i.vendor * 11111).slice(0, 9)}`,
        '',
      ]);
      i.lines.forEach((l, n) => {
        const name = l.description.split(',')[0]!;
        items.push([number, name, l.description, l.quantity, l.unitCents / 100, l.netCents / 100, taxes[n]! / 100, 0]);
        if (rate > 0) itemTaxes.push([number, name, `VAT ${rate}%`, taxes[n]! / 100]);
      });
      histories.push([number, 'received', 0, `${number} added!`]);
      if (status !== 'received') histories.push([number, status, 0, `Payment made on ${number}`]);
      totals.push([number, 'sub_total', 'Subtotal', i.netCents / 100, 1]);
      totals.push([number, 'tax', `VAT ${rate}%`, tax / 100, 2]);
      totals.push([number, 'total', 'Total', amount / 100, 3]);
      const paid = status === 'paid' ? amount : status === 'partial' ? Math.round(amount / 2) : 0;
      if (paid > 0) transactions.push([number, stamp(later(i.date, 9)), paid / 100, i.currency, 'Cash']);
    });
    return writeXlsx(dir, 'bills.xlsx', {
      bills,
      bill_items: items,
      bill_item_taxes: itemTaxes,
      bill_histories: histories,
      bill_totals: totals,
      bill_transactions: transactions,
    });
  },
};
