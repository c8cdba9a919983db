/** The nineteenth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  NINETEENTH_HELD_OUT_LAYOUTS,
  NINETEENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-nineteenth/nineteenth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read cancelled or voided documents, the second VAT
 * base of a document, totals or a title as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'winbooks-journal-achats': 11,
  'anfix-facturas-recibidas': 11,
  'nubox-registro-compras': 10,
  'marangatu-registro-comprobantes': 10,
  'gra-evat-purchases': 10,
  'efris-invoice-query': 10,
  'taiwan-einvoice-purchases': 10,
  'winspeed-purchase-tax-report': 10,
  'ajur-dnevnik-pokupki': 10,
  'ird-nepal-kharid-khata': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; cancelled and
 * voided documents, the repeated totals of a document's second VAT base, and total rows left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total document once per Journal and N° doc (decimal commas, Windows-1252), the NCA journal's documents negative though written positive, in euros.
  'winbooks-journal-achats': { EUR: '24692.6600' },
  // Total (base plus IVA less IRPF) of the rows but the Total row, the Rectificativa rows written negative, in euros.
  'anfix-facturas-recibidas': { EUR: '28648.5600' },
  // Monto Total (dots grouping whole pesos), the Tipo Doc 61 rows negative though written positive, in pesos.
  'nubox-registro-compras': { CLP: '22197735.0000' },
  // Monto Total del Comprobante, the NOTA DE CRÉDITO rows negative though written positive, in guaraníes.
  'marangatu-registro-comprobantes': { PYG: '340939800.0000' },
  // Total Amount per Currency of the rows not Cancelled, the Credit Note rows negative though written positive.
  'gra-evat-purchases': { GHS: '5850.4200', USD: '12610.2300' },
  // Gross Amount per Currency of the rows below the title, the Credit Note written negative.
  'efris-invoice-query': { UGX: '102567960.0000', USD: '339.2500' },
  // 總計 of the rows not 作廢, the 折讓 rows negative though written positive, in dollars.
  'taiwan-einvoice-purchases': { TWD: '749791.0000' },
  // Columns H (value) and I (VAT) of the rows numbered in column A (not รวม), the credit notes written negative, in baht.
  'winspeed-purchase-tax-report': { THB: '11977.5200' },
  // The two bases and two VATs of the rows numbered in № (not Общо), the 03 notices written negative, in leva.
  'ajur-dnevnik-pokupki': { BGN: '27073.4000' },
  // जम्मा (Devanagari digits, Indian grouping) of the rows but कुल जम्मा, the return written negative, in rupees.
  'ird-nepal-kharid-khata': { NPR: '54003.5400' },
};

describeHeldOutReferences({
  name: 'nineteenth',
  layouts: NINETEENTH_HELD_OUT_LAYOUTS,
  referenceDir: NINETEENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
