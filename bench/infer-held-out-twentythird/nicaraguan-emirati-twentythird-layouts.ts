/**
 * Twenty-third held-out layouts: the detail of purchases behind the creditable VAT of Nicaragua's
 * monthly return on the DGI's VET, as Excel saves it as "Unicode text" (UTF-16 with a byte-order
 * mark, tabs, the income tax withheld beside the total, a TOTALES row), and the purchase listing of
 * the UAE's FTA Audit File (a line number on each row, values in dirhams beside the foreign
 * currency ones, tax codes, no invoice total, the listing's totals under it). Written from each administration's public
 * documentation and the countries' tax rules, without reading infer's code and without running
 * infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** A Nicaraguan RUC of a company: J and thirteen digits. */
const ruc = (vendor: number) => `J0310000${String(123456 + vendor * 7777).padStart(6, '0')}`;

/**
 * VET (Ventanilla Electrónica Tributaria), the detail of purchases (Detalle de Compras) of the
 * monthly return's creditable VAT, kept in Excel and saved as "Unicode text": UTF-16LE with a
 * byte-order mark, tabs. One row per purchase document: the supplier's RUC and name, the
 * document's number and date (DD/MM/YYYY), what was paid for, the amount before VAT, the
 * creditable VAT (15 %), the total, and the income tax withheld (IR, 2 % on services: the buyer
 * keeps it back, the invoice owes it all the same). A TOTALES row ends it. Córdobas, written nowhere.
 */
export const vetDetalleCompras: CorpusLayout = {
  name: 'vet-detalle-compras',
  modelledOn:
    'Nicaragua DGI VET detalle de compras (IVA acreditable) saved by Excel as Unicode text: UTF-16LE with BOM, tabs: No. RUC, Nombre o Razón Social, No. Documento, Fecha de Emisión DD/MM/YYYY, Descripción del Pago, Monto sin IVA, IVA Acreditable 15 %, Monto Total, Retención IR 2 % (withheld), a TOTALES row, NIO implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23909, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'No. RUC',
        'Nombre o Razón Social',
        'No. Documento',
        'Fecha de Emisión',
        'Descripción del Pago',
        'Monto sin IVA',
        'IVA Acreditable',
        'Monto Total',
        'Retención IR',
      ],
    ];
    const sums = [0, 0, 0, 0];
    invoices.forEach((i, n) => {
      // Córdobas at forty to the euro.
      const net = i.netCents * 40;
      const vat = taxOf(net, localRate(i.lines[0]!.ratePercent, 15, 15));
      const ir = n % 3 === 1 ? taxOf(net, 2) : 0;
      const cents = [net, vat, net + vat, ir];
      cents.forEach((c, k) => (sums[k]! += c));
      rows.push([
        ruc(i.vendor),
        i.vendorName,
        `${String(i.document % 100000).padStart(7, '0')}`,
        day(i.date, 'uk'),
        i.lines[0]!.description,
        ...cents.map((c) => money(c)),
      ]);
    });
    rows.push(['TOTALES', null, null, null, null, ...sums.map((c) => money(c))]);
    const text = rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join('\t')).join('\r\n');
    const file = join(dir, 'Detalle_Compras_IVA_2024-03.txt');
    writeFileSync(file, Buffer.from(`\uFEFF${text}\r\n`, 'utf16le'));
    return file;
  },
};

/** A UAE Tax Registration Number: fifteen digits starting 100. */
const trn = (vendor: number) => `100${String(234567890123 + vendor * 1111111).slice(0, 12)}`;

/**
 * The purchase listing table of the FTA Audit File (FAF) that UAE accounting software exports for
 * the tax authority, as CSV: one FAF line per invoice and tax code (each invoice here bears one code,
 * so one row), the supplier's name and TRN, the invoice's date (DD/MM/YYYY) and number, the permit
 * number of an import (blank), the ledger's transaction id, the line number and description, the purchase value and VAT in dirhams, the tax code (SR 5 %,
 * ZR, EX), and, for an invoice in another currency, its code and the values in it. No column holds the total with VAT. Two rows
 * under the table give its totals, as the file's footer does.
 */
export const fafPurchaseListing: CorpusLayout = {
  name: 'faf-purchase-listing',
  modelledOn:
    'UAE FTA Audit File (FAF) purchase listing CSV, one line per invoice and tax code, no total column: SupplierName, SupplierTRN, InvoiceDate DD/MM/YYYY, InvoiceNo, PermitNo, TransactionID, LineNo, ProductDescription, PurchaseValueAED, VATValueAED, TaxCode SR / ZR / EX, FCYCode, PurchaseFCY, VATFCY (USD and EUR invoices), then PurchaseTotalAED, VATTotalAED, TransactionCountTotal rows',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24010, 10, 6, ['AED', 'USD', 'AED', 'EUR']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'SupplierName',
        'SupplierTRN',
        'InvoiceDate',
        'InvoiceNo',
        'PermitNo',
        'TransactionID',
        'LineNo',
        'ProductDescription',
        'PurchaseValueAED',
        'VATValueAED',
        'TaxCode',
        'FCYCode',
        'PurchaseFCY',
        'VATFCY',
      ],
    ];
    let totalValue = 0;
    let totalVat = 0;
    invoices.forEach((i, n) => {
      const rate = localRate(i.lines[0]!.ratePercent, 5, 0);
      const code = rate === 5 ? 'SR' : i.lines[0]!.ratePercent === 0 ? 'EX' : 'ZR';
      // Dirhams per unit of the invoice's currency: the corpus cents stand for that currency's.
      const toAed = { AED: 1, USD: 3.6725, EUR: 4 }[i.currency]!;
      // The software writes one FAF line per invoice and tax code: each invoice here has one code.
      const vat = taxOf(i.netCents, rate);
      const aed = Math.round(i.netCents * toAed);
      const aedVat = Math.round(vat * toAed);
      totalValue += aed;
      totalVat += aedVat;
      const foreign = i.currency !== 'AED';
      rows.push([
        i.vendorName,
        trn(i.vendor),
        day(i.date, 'uk'),
        i.number,
        null,
        `PJ-2024-${String(300 + n).padStart(5, '0')}`,
        1,
        i.lines[0]!.description,
        money(aed),
        money(aedVat),
        code,
        foreign ? i.currency : null,
        foreign ? money(i.netCents) : null,
        foreign ? money(vat) : null,
      ]);
    });
    rows.push(['PurchaseTotalAED', 'VATTotalAED', 'TransactionCountTotal']);
    rows.push([money(totalValue), money(totalVat), invoices.length]);
    return writeCsv(dir, 'FAF_PurchaseListing_2024Q1.csv', rows);
  },
};
