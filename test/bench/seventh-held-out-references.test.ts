/** The seventh held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  SEVENTH_HELD_OUT_LAYOUTS,
  SEVENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-seventh/seventh-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, headings, tax rows or item rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  '1c-postuplenie-dokumenty': 12,
  'mydata-lipsi-parastatikon': 11,
  'ecount-gumae-hyeonhwang': 10,
  'parasut-gider-listesi': 12,
  'bling-contas-a-pagar': 11,
  'alegra-facturas-proveedor': 10,
  'misa-so-chi-tiet-mua-hang': 9,
  'xledger-leverandorposter': 12,
  'epicor-ap-invoice-lines': 8,
  'jortt-inkoopfacturen': 10,
};

/**
 * Invoice_Amount per currency of the layouts with credit notes or returns, added up from each
 * written file's cells apart from the references and the mapping engine (a credit note or return
 * negative whichever way its file writes it; an invoice's total once however many rows repeat it):
 * a reference that posted a credit note as an invoice would still be valid, but would read another total.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  '1c-postuplenie-dokumenty': { RUB: '146123.1000' },
  'mydata-lipsi-parastatikon': { EUR: '18272.2900' },
  'ecount-gumae-hyeonhwang': { KRW: '33761975.0000' },
  'misa-so-chi-tiet-mua-hang': { VND: '627172470.0000' },
  'xledger-leverandorposter': { NOK: '336670.4100' },
  'epicor-ap-invoice-lines': { CAD: '11054.6800', USD: '8716.8300' },
  'jortt-inkoopfacturen': { EUR: '21032.6700' },
};

describeHeldOutReferences({
  name: 'seventh',
  layouts: SEVENTH_HELD_OUT_LAYOUTS,
  referenceDir: SEVENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 10,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
