/**
 * Thirty-fourth held-out layouts of two kinds of business no set held: an Irish dairy
 * co-operative's monthly milk supplier settlement listing (CSV from its milk-payment system; per
 * supplier and month the settlement number, the supplier's number and herd number, one row per
 * component: milk value from litres and cents per litre, quality bonus, the levies and the
 * haulage deducted as negative rows, the flat-rate addition a farmer not registered for VAT is
 * paid at 4.8 % of the milk value and the quality bonus in the VAT column, the net payable repeated; euros), and a New
 * Zealand veterinary clinic's supplier invoices exported from its practice-management system as
 * CSV (ezyVet's record id beside the supplier's invoice number, DD-MM-YYYY, one row per product
 * line with quantity, unit cost, total ex GST and GST at 15 %, the invoice total repeated, the
 * clinic's division; a supplier credit negative). Written from public descriptions, without
 * reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents } from '../infer-held-out-thirtythird/thirtythird-formats.js';

const MONTH_END = ['31/01/2024', '29/02/2024', '31/03/2024'];

/**
 * January to March 2024 milk settlements of a dairy co-operative: per supplier and month four
 * rows (milk, levies, haulage, bonus), the milk and bonus rows carrying the flat-rate addition.
 */
export const dairyCoopMilkSettlement: CorpusLayout = {
  name: 'dairy-coop-milk-settlement',
  modelledOn:
    'Irish dairy co-operative milk supplier settlement listing exported as CSV from its milk-payment system (layout assumed), UTF-8, comma: Settlement No, Period End DD/MM/YYYY, Supplier No, Supplier Name, Herd No, Component (Milk Value, Quality Bonus, Dairy Levy, Haulage), Litres, Rate c/l, Amount, Flat Rate Addition 4.8 % on milk value and quality bonus, Net Payable repeated; levies and haulage negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34101, 9, 6));
    const rows: CorpusCell[][] = [
      [
        'Settlement No',
        'Period End',
        'Supplier No',
        'Supplier Name',
        'Herd No',
        'Component',
        'Litres',
        'Rate c/l',
        'Amount',
        'Flat Rate Addition',
        'Net Payable',
      ],
    ];
    invoices.forEach((i, n) => {
      const litres = 38000 + ((i.grossCents * 7) % 41000);
      const rate = 4410 + ((i.vendor * 37 + n * 11) % 380); // hundredths of a cent per litre
      const milk = Math.round((litres * rate) / 100);
      const bonus = Math.round(litres * 0.6);
      // The addition is a share of what the farmer is paid for the milk, the quality bonus too.
      const addition = Math.round((milk * 48) / 1000);
      const bonusAddition = Math.round((bonus * 48) / 1000);
      const levy = -Math.round(litres * 0.0923);
      const haulage = -Math.round(litres * 1.35);
      const net = milk + addition + bonus + bonusAddition + levy + haulage;
      const parts: [string, number | null, string, number, number][] = [
        ['Milk Value', litres, (rate / 100).toFixed(2), milk, addition],
        ['Quality Bonus', litres, '0.60', bonus, bonusAddition],
        ['Dairy Levy', litres, '0.0923', levy, 0],
        ['Haulage', litres, '1.35', haulage, 0],
      ];
      for (const [component, l, r, amount, vat] of parts) {
        rows.push([
          `MS24${p2(i.date.m)}${String(4100 + n * 3)}`,
          MONTH_END[i.date.m - 1]!,
          String(20310 + i.vendor * 17),
          i.vendorName,
          `Y${String(1723456 + i.vendor * 1031)}`,
          component,
          l,
          r,
          cents(amount),
          cents(vat),
          cents(net),
        ]);
      }
    });
    return writeUtf8Text(dir, 'MilkSettlement_Q1_2024.csv', rows, ',');
  },
};

/**
 * Supplier invoices of January to March 2024 as a clinic's practice-management system exports
 * them: one row per product line, the record id and the supplier's number on each.
 */
export const ezyvetSupplierInvoices: CorpusLayout = {
  name: 'ezyvet-supplier-invoices',
  modelledOn:
    "ezyVet supplier invoice export CSV of a New Zealand veterinary clinic (layout assumed), UTF-8, comma: Supplier Invoice ID (the record id), Invoice Number (the supplier's), Supplier, Invoice Date DD-MM-YYYY, Due Date, Product, Quantity, Unit Cost, Total Ex, GST 15 % (nil on imports), Invoice Total repeated, Division, Status; one row per product line; a supplier credit negative; NZD",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34102, 10, 6));
    const products = [
      'Meloxicam 1.5mg/ml 100ml',
      'Cephalexin 250mg x100',
      'IV fluid Hartmanns 1L',
      'Suture PGA 3-0',
      'Surgical gloves 7.5 x50',
      'Leptospirosis vaccine x10',
      'Dental prophy paste',
      'Bandage cohesive 7.5cm',
    ];
    const rows: CorpusCell[][] = [
      [
        'Supplier Invoice ID',
        'Invoice Number',
        'Supplier',
        'Invoice Date',
        'Due Date',
        'Product',
        'Quantity',
        'Unit Cost',
        'Total Ex',
        'GST',
        'Invoice Total',
        'Division',
        'Status',
      ],
    ];
    const dmy = (d: { y: number; m: number; d: number }) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const lines = localLines(i, 1.78, [15, 15, 0]);
      const t = totals(lines);
      lines.forEach((l, k) => {
        const quantity = i.lines[k]!.quantity;
        rows.push([
          String(48211 + n * 4),
          i.number,
          i.vendorName,
          dmy(i.date),
          dmy(i.due),
          products[(n + k * 3) % products.length]!,
          sign * quantity,
          (l.net / quantity / 100).toFixed(4),
          cents(sign * l.net),
          cents(sign * l.tax),
          cents(sign * t.gross),
          ['Riccarton Vet Hospital', 'Halswell Vets'][n % 2]!,
          'Received',
        ]);
      });
    });
    return writeUtf8Text(dir, 'supplier_invoices_export.csv', rows, ',');
  },
};
