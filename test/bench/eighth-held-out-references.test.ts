/** The eighth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  EIGHTH_HELD_OUT_LAYOUTS,
  EIGHTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-eighth/eighth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, headings, tax rows or item rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'qoyod-fawatir-mushtarayat': 11,
  'yonyou-caigou-fapiao': 10,
  'wfirma-wydatki': 12,
  'moneys3-faktury-prijate': 11,
  'zucchetti-registro-iva-acquisti': 10,
  'unit4-voucher-transactions': 8,
  'avidxchange-invoice-export': 10,
  'hashavshevet-tnuot-sapakim': 12,
};

/**
 * Invoice_Amount per currency of the layouts with credit notes or red-letter invoices, added up
 * from each written file's cells apart from the references and the mapping engine (a credit note
 * negative whichever way its file writes it; an invoice's total once however many rows repeat it).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  'yonyou-caigou-fapiao': { CNY: '216980.4400' },
  'wfirma-wydatki': { PLN: '202664.4400' },
  'moneys3-faktury-prijate': { CZK: '945731.7400' },
  'zucchetti-registro-iva-acquisti': { EUR: '23248.8700' },
  // From the AP rows, the supplier's side, which the reference skips: credit less debit.
  'unit4-voucher-transactions': { GBP: '4971.1500' },
  'avidxchange-invoice-export': { USD: '33468.4900' },
  'hashavshevet-tnuot-sapakim': { ILS: '104550.0000' },
};

describeHeldOutReferences({
  name: 'eighth',
  layouts: EIGHTH_HELD_OUT_LAYOUTS,
  referenceDir: EIGHTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
