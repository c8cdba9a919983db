/** The tenth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { CORPUS_LAYOUTS } from '../../bench/infer-corpus/corpus-layouts.js';
import { HELD_OUT_LAYOUTS } from '../../bench/infer-held-out/held-out-layouts.js';
import { FRESH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-fresh/fresh-held-out-layouts.js';
import { THIRD_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-third/third-held-out-layouts.js';
import { FOURTH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-fourth/fourth-held-out-layouts.js';
import { FIFTH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-fifth/fifth-held-out-layouts.js';
import { SIXTH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-sixth/sixth-held-out-layouts.js';
import { SEVENTH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-seventh/seventh-held-out-layouts.js';
import { EIGHTH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-eighth/eighth-held-out-layouts.js';
import { NINTH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-ninth/ninth-held-out-layouts.js';
import {
  TENTH_HELD_OUT_LAYOUTS,
  TENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-tenth/tenth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, headings, tax rows, item rows or the supplier's side as invoices
 * would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'bugyo-shiwake-cho': 8,
  'erpia-maeip-hyeonhwang': 9,
  'medoc-reiestr-otrymanykh': 10,
  'microinvest-dostavki-partnori': 10,
  'softone-parastatika-agoron': 11,
  'daftra-fawatir-shira': 9,
  'busy-kharid-register': 10,
  'abacus-kreditorenbelege': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note or return negative whichever way its file writes it; an
 * invoice's total once however many rows it spans).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // From the 買掛金 rows, the supplier's side, which the reference skips: credit less debit.
  'bugyo-shiwake-cho': { JPY: '1069376.0000' },
  // The 합계 column added up, returns written negative.
  'erpia-maeip-hyeonhwang': { KRW: '17944220.0000' },
  'medoc-reiestr-otrymanykh': { UAH: '1581195.2000' },
  // The report's own Общо row, which counts credit notes negative though their rows are positive.
  'microinvest-dostavki-partnori': { BGN: '73203.3200' },
  // Σύνολο added up with the ΠΤΑ rows negative.
  'softone-parastatika-agoron': { EUR: '35351.2500' },
  'daftra-fawatir-shira': { SAR: '194727.2000' },
  // The register's own कुल row.
  'busy-kharid-register': { INR: '3508867.8000' },
  'abacus-kreditorenbelege': { CHF: '16553.0400' },
};

describeHeldOutReferences({
  name: 'tenth',
  layouts: TENTH_HELD_OUT_LAYOUTS,
  referenceDir: TENTH_HELD_OUT_REFERENCE_DIR,
  earlier: [
    ...CORPUS_LAYOUTS,
    ...HELD_OUT_LAYOUTS,
    ...FRESH_HELD_OUT_LAYOUTS,
    ...THIRD_HELD_OUT_LAYOUTS,
    ...FOURTH_HELD_OUT_LAYOUTS,
    ...FIFTH_HELD_OUT_LAYOUTS,
    ...SIXTH_HELD_OUT_LAYOUTS,
    ...SEVENTH_HELD_OUT_LAYOUTS,
    ...EIGHTH_HELD_OUT_LAYOUTS,
    ...NINTH_HELD_OUT_LAYOUTS,
  ],
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
