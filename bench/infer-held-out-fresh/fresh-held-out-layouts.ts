/**
 * The fresh held-out set: layouts of systems that neither the infer corpus (bench/infer-corpus)
 * nor the first held-out set (bench/infer-held-out) holds, written from each system's public
 * documentation without reading infer's code, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-fresh/. The first held-out set was spent when infer was tuned after
 * its score; this one is reported apart and must not be tuned on either.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import {
  fortnoxSupplierInvoices,
  pennylaneSupplierInvoices,
  sevdeskVoucherPositions,
  twinfieldPurchaseLines,
} from './european-fresh-layouts.js';
import { appfolioBillDetail, freeeTransactions, tripletexSupplierInvoices } from './report-fresh-layouts.js';
import { billComBills, freshbooksBills, rampBills, sageIntacctApBills } from './us-ap-fresh-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the fresh held-out set, written by hand, one per layout name. */
export const FRESH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-fresh');

export const FRESH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  billComBills,
  sageIntacctApBills,
  rampBills,
  freshbooksBills,
  fortnoxSupplierInvoices,
  twinfieldPurchaseLines,
  pennylaneSupplierInvoices,
  sevdeskVoucherPositions,
  appfolioBillDetail,
  tripletexSupplierInvoices,
  freeeTransactions,
];
