/** The ninth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  NINTH_HELD_OUT_LAYOUTS,
  NINTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-ninth/ninth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, headings, tax rows or item rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'logo-tiger-satinalma-faturalari': 12,
  'moysklad-priemki': 11,
  'flowaccount-expenses': 10,
  'douzone-maeip-maechuljang': 12,
  'jurnal-tagihan-pembelian': 9,
  'viettel-sinvoice-bang-ke': 11,
  'smartbill-jurnal-cumparari': 12,
  'exactglobe-inkoop-transacties': 8,
};

/**
 * Invoice_Amount per currency of the layouts with credit notes, returns or negative corrections,
 * added up from each written file's cells apart from the references and the mapping engine (a
 * credit note negative whichever way its file writes it; an invoice's total once however many
 * rows repeat it).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Returns are written positive; Türü names them.
  'logo-tiger-satinalma-faturalari': { TRY: '1134122.5000' },
  // The file's own last 누계 (running total) row says the same.
  'douzone-maeip-maechuljang': { KRW: '33433190.0000' },
  'viettel-sinvoice-bang-ke': { VND: '432434700.0000' },
  'smartbill-jurnal-cumparari': { RON: '137675.7200' },
  // From the 1600 Crediteuren rows, the supplier's side, which the reference skips: credit less debit.
  'exactglobe-inkoop-transacties': { EUR: '13452.7400' },
};

describeHeldOutReferences({
  name: 'ninth',
  layouts: NINTH_HELD_OUT_LAYOUTS,
  referenceDir: NINTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
