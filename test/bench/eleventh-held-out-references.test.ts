/** The eleventh held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  ELEVENTH_HELD_OUT_LAYOUTS,
  ELEVENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-eleventh/eleventh-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read titles, totals, tax rows or item rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'elba-kniga-pokupok': 10,
  'peak-rai-ngan-phasi-sue': 11,
  'kyungrisarang-maeip-segeum': 9,
  'epsilon-vivlio-agoron': 10,
  'wafeq-fawatir-mushtarayat': 8,
  'banana-ecritures-fournisseurs': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; an invoice's
 * total once however many rows it spans).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // The Стоимость покупок column added up (the form writes no credit notes).
  'elba-kniga-pokupok': { RUB: '3031551.0000' },
  // The report's own รวม row, which counts the ใบลดหนี้ rows negative though they are written positive.
  'peak-rai-ngan-phasi-sue': { THB: '34638.8900' },
  // The 합계금액 column added up, the 수정 rows written negative.
  'kyungrisarang-maeip-segeum': { KRW: '7622450.0000' },
  // Σύνολο added up with the ΠΙΣ rows negative.
  'epsilon-vivlio-agoron': { EUR: '39227.7100' },
  // الإجمالي once per bill, however many line rows repeat it.
  'wafeq-fawatir-mushtarayat': { SAR: '46203.1000' },
  // Montant added up with the rows of a negated VAT code (-M81, -M0) negative.
  'banana-ecritures-fournisseurs': { CHF: '14492.5100' },
};

describeHeldOutReferences({
  name: 'eleventh',
  layouts: ELEVENTH_HELD_OUT_LAYOUTS,
  referenceDir: ELEVENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
