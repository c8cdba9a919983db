/**
 * The held-out set: layouts of systems the infer corpus (bench/infer-corpus) never held, each
 * with a reference mapping in bench/fixtures/infer-held-out/. Infer is never tuned on them; their
 * score estimates how infer does on a system it has not seen, and is reported apart.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { businessCentralPurchaseLines, exactOnlinePurchaseEntries, odooBillLines } from './erp-held-out-layouts.js';
import { aribaInvoices, tipaltiBills, workdaySupplierInvoices } from './procurement-held-out-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the held-out set, written by hand, one per layout name. */
export const HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out');

export const HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  businessCentralPurchaseLines,
  odooBillLines,
  exactOnlinePurchaseEntries,
  workdaySupplierInvoices,
  tipaltiBills,
  aribaInvoices,
];
