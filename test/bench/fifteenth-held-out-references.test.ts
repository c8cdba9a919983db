/** The fifteenth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  FIFTEENTH_HELD_OUT_LAYOUTS,
  FIFTEENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-fifteenth/fifteenth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read drafts, cancelled, rejected or replaced documents, rate rows, subtotals or
 * totals as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'erpnext-purchase-register': 10,
  'gstr2b-b2b-invoices': 9,
  'dolibarr-factures-fournisseurs': 9,
  'chorus-pro-factures-recues': 10,
  // The ten it asks corpusInvoices for and the adjustment that lowers one of them, an invoice of its own.
  'hoadondientu-hoa-don-mua-vao': 11,
  'express-rayngan-phasi-sue': 11,
  'afip-mis-comprobantes-recibidos': 10,
  'akaunting-bills-export': 9,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; an invoice's
 * total once however many rows it spans).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Grand Total of every row but the Total row (the debit notes written negative; TDS already taken off).
  'erpnext-purchase-register': { INR: '112306.6000' },
  // Invoice Value(₹) once per GSTIN of supplier and Invoice number, however many rates it has rows for.
  'gstr2b-b2b-invoices': { INR: '71684.9100' },
  // Montant TTC once per Réf. facture of the rows of Statut 1 or 2, the credit notes (Type 2) stored negative.
  'dolibarr-factures-fournisseurs': { EUR: '18974.6000' },
  // Montant TTC of the rows not Rejetée, the Avoir rows negative though written positive.
  'chorus-pro-factures-recues': { EUR: '27812.1500' },
  // Tổng tiền thanh toán per Đơn vị tiền tệ of the rows neither replaced nor cancelled, the adjustment negative.
  'hoadondientu-hoa-don-mua-vao': { USD: '12086.3300', VND: '590747680.0000' },
  // มูลค่าสินค้าหรือบริการ plus จำนวนเงินภาษีมูลค่าเพิ่ม of the numbered rows, the ใบลดหนี้ negative; subtotals and the total left out.
  'express-rayngan-phasi-sue': { THB: '73135.0600' },
  // Imp. Total per Moneda ($ as ARS), the 3 - Nota de Crédito A rows negative though written positive.
  'afip-mis-comprobantes-recibidos': { ARS: '6105258.0000', USD: '4450.3800' },
  // amount per currency_code on the bills sheet (partial and paid bills in full: payments are not credits).
  'akaunting-bills-export': { EUR: '3233.4000', GBP: '25949.4000', USD: '4026.0000' },
};

describeHeldOutReferences({
  name: 'fifteenth',
  layouts: FIFTEENTH_HELD_OUT_LAYOUTS,
  referenceDir: FIFTEENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
