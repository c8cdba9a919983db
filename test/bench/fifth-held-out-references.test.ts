/** The fifth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  FIFTH_HELD_OUT_LAYOUTS,
  FIFTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-fifth/fifth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read payments, headings, totals or tax rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'netvisor-ostolaskut': 13,
  'poweroffice-leverandorreskontro': 12,
  'dinero-kobsbilag': 11,
  'yayoi-shiire-meisai': 9,
  'siigo-facturas-compra': 12,
  'omie-contas-a-pagar': 14,
  'reckon-transactions-by-supplier': 12,
  'tradeshift-invoice-lines': 10,
  'comarch-rejestr-zakupow': 13,
  'billomat-eingangsrechnungen': 11,
  'stampli-invoices': 12,
};

/**
 * Invoice_Amount per currency of the layouts with credit notes, added up from each written file's
 * cells apart from the references and the mapping engine (a credit note negative whichever way its
 * file writes it; a document's total once however many rows repeat it; payments left out): a
 * reference that posted a credit note as an invoice would still be valid, but would read another total.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  'netvisor-ostolaskut': { EUR: '40590.2800' },
  'poweroffice-leverandorreskontro': { NOK: '32510.4300' },
  'yayoi-shiire-meisai': { JPY: '3236805.0000' },
  'siigo-facturas-compra': { COP: '66723240.0000' },
  'reckon-transactions-by-supplier': { AUD: '42884.0500' },
  'tradeshift-invoice-lines': { EUR: '2114.7000', GBP: '8303.4000' },
  'comarch-rejestr-zakupow': { PLN: '47372.0900' },
  'stampli-invoices': { USD: '42835.1700' },
};

describeHeldOutReferences({
  name: 'fifth',
  layouts: FIFTH_HELD_OUT_LAYOUTS,
  referenceDir: FIFTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 7,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
