/** The thirty-fourth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  THIRTYFOURTH_HELD_OUT_LAYOUTS,
  THIRTYFOURTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtyfourth/thirtyfourth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, headings or an invoice's second line as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'dairy-coop-milk-settlement': 9,
  'ezyvet-supplier-invoices': 10,
  'university-pcard-transactions': 11,
  'film-production-ap-distribution': 10,
  'dealership-ap-invoice-listing': 10,
  'kiribati-vat-purchases': 11,
  'saotome-livro-compras': 12,
  'comoros-etat-achats': 10,
  'turkmen-satyn-alys-zurnaly': 10,
  'grenada-vat-purchases-schedule': 11,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (its total rows, or for files
 * without one the figure added up from its cells), a credit negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Net Payable once per settlement: milk and bonus with their flat-rate addition, less levy and haulage.
  'dairy-coop-milk-settlement': { EUR: '234529.3200' },
  // Invoice Total once per Supplier Invoice ID, the supplier credit negative.
  'ezyvet-supplier-invoices': { NZD: '64269.4900' },
  // The table's totals row: SUBTOTAL of Amount, 17,706.72, the merchant credit negative.
  'university-pcard-transactions': { USD: '17706.7200' },
  // Invoice Total once per Trans #, per currency, the credit negative.
  'film-production-ap-distribution': { EUR: '8244.6600', GBP: '3807.1400' },
  // The listing's own REPORT TOTAL (46,012.86).
  'dealership-ap-invoice-listing': { USD: '46012.8600' },
  // Total incl. VAT of every invoice row, the credit note negative.
  'kiribati-vat-purchases': { AUD: '32445.2800' },
  // Total of every row, the nota de crédito negative.
  'saotome-livro-compras': { STN: '1278681.0700' },
  // Montant TTC of every row, the avoir negative.
  'comoros-etat-achats': { KMF: '160812.0000' },
  // Jemi once per Resminama belgisi.
  'turkmen-satyn-alys-zurnaly': { TMT: '143843.3400' },
  // The schedule's own TOTAL row's Value Incl. VAT (111,842.52).
  'grenada-vat-purchases-schedule': { XCD: '111842.5200' },
};

describeHeldOutReferences({
  name: 'thirty-fourth',
  layouts: THIRTYFOURTH_HELD_OUT_LAYOUTS,
  referenceDir: THIRTYFOURTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
