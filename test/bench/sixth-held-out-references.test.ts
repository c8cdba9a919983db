/** The sixth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  SIXTH_HELD_OUT_LAYOUTS,
  SIXTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-sixth/sixth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read payments, headings, totals or tax rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'snelstart-inkoopboek': 12,
  'pohoda-prijate-faktury': 11,
  'szamlazz-bejovo-szamlak': 10,
  'moneyforward-shiwakecho': 12,
  'teamsystem-registro-acquisti': 12,
  'priority-heshbonit-sapak': 9,
  'pastel-supplier-transactions': 11,
  'contpaqi-compras': 12,
  'bokio-leverantorsfakturor': 11,
  'merit-ostuarved': 10,
  'infor-sunsystems-ledger': 12,
};

/**
 * Invoice_Amount per currency of the layouts with credit notes, added up from each written file's
 * cells apart from the references and the mapping engine (a credit note negative whichever way its
 * file writes it; a document's total once however many rows repeat it; payments left out): a
 * reference that posted a credit note as an invoice would still be valid, but would read another total.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  'snelstart-inkoopboek': { EUR: '42631.2600' },
  'pohoda-prijate-faktury': { CZK: '554637.0100' },
  'moneyforward-shiwakecho': { JPY: '1339805.0000' },
  'teamsystem-registro-acquisti': { EUR: '25530.9700' },
  'priority-heshbonit-sapak': { ILS: '10423.6400' },
  'pastel-supplier-transactions': { ZAR: '391586.4000' },
  'contpaqi-compras': { MXN: '430853.4400', USD: '11977.3000' },
  'bokio-leverantorsfakturor': { EUR: '37279.0000', SEK: '62275.1300' },
  'merit-ostuarved': { EUR: '14047.5000' },
  'infor-sunsystems-ledger': { EUR: '8318.9400', GBP: '1794.0000', USD: '23933.5100' },
};

describeHeldOutReferences({
  name: 'sixth',
  layouts: SIXTH_HELD_OUT_LAYOUTS,
  referenceDir: SIXTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 7,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
