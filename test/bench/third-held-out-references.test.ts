/** The third held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  THIRD_HELD_OUT_LAYOUTS,
  THIRD_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-third/third-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read payments, headings or totals as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'acumatica-ap-bills': 12,
  'brex-bills': 11,
  'tally-purchase-register': 14,
  'dynamics-gp-vendor-report': 13,
  'conta-azul-contas-a-pagar': 16,
  'sage-x3-factures-achat': 10,
  'lexoffice-belege': 18,
  'bexio-lieferantenrechnungen': 15,
  'moneybird-inkoopfacturen': 12,
  'economic-kreditorposter': 16,
  'holded-compras': 11,
  'kingdee-payables': 10,
};

describeHeldOutReferences({
  name: 'third',
  layouts: THIRD_HELD_OUT_LAYOUTS,
  referenceDir: THIRD_HELD_OUT_REFERENCE_DIR,
  minLayouts: 10,
  written: WRITTEN,
});
