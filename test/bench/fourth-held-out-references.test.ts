/** The fourth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  FOURTH_HELD_OUT_LAYOUTS,
  FOURTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-fourth/fourth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read payments, headings, totals or tax rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'fiken-kjop': 14,
  'procountor-ostolaskut': 12,
  'visma-eaccounting-leverantorsfakturor': 13,
  'yardi-payable-register': 11,
  'cegid-factures-fournisseurs': 9,
  'fatture-in-cloud-acquisti': 12,
  'wave-bills': 10,
  'jd-edwards-supplier-ledger': 15,
};

/**
 * Invoice_Amount per currency of the layouts with credit notes, added up from each file by hand
 * (a credit note negative whichever way its file writes it): a reference that posted a credit note
 * as an invoice would still be valid, but would read another total.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  'procountor-ostolaskut': { EUR: '21675.8200' },
  'cegid-factures-fournisseurs': { EUR: '13498.9800' },
  'fatture-in-cloud-acquisti': { EUR: '40707.1300' },
  'jd-edwards-supplier-ledger': { EUR: '21754.8400', USD: '20766.7400' },
};

describeHeldOutReferences({
  name: 'fourth',
  layouts: FOURTH_HELD_OUT_LAYOUTS,
  referenceDir: FOURTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
