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
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; an invoice's
 * total once however many rows it spans).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {};

describeHeldOutReferences({
  name: 'fifteenth',
  layouts: FIFTEENTH_HELD_OUT_LAYOUTS,
  referenceDir: FIFTEENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
