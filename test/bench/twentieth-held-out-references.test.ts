/** The twentieth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTIETH_HELD_OUT_LAYOUTS,
  TWENTIETH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentieth/twentieth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read annulled or rejected documents, section
 * headings, a document's second VAT rate or second line, totals or a title as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'guatemala-fel-dte-recibidos': 10,
  'contabilium-comprobantes-compra': 11,
  'dgii-606-compras': 10,
  'defontana-libro-compras': 11,
  'simpl-releve-deductions': 10,
  'elfatoora-factures-recues': 10,
  'horizon-ienakosie-rekini': 10,
  'birokrat-knjiga-prejetih-racunov': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; annulled and
 * rejected documents, section headings, subtotals and total rows left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {};

describeHeldOutReferences({
  name: 'twentieth',
  layouts: TWENTIETH_HELD_OUT_LAYOUTS,
  referenceDir: TWENTIETH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
