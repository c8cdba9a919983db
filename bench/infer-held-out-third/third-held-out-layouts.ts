/**
 * The third held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus),
 * the first held-out set (bench/infer-held-out) and the fresh held-out set
 * (bench/infer-held-out-fresh) holds, written from each system's public documentation without
 * reading infer's code and without running infer on them, each with a reference mapping written
 * by hand in bench/fixtures/infer-held-out-third/. It judges the infer work done after the fresh
 * set was spent; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { kingdeePayables } from './chinese-third-layouts.js';
import {
  economicKreditorposter,
  holdedCompras,
  moneybirdInkoopfacturen,
} from './dutch-danish-spanish-third-layouts.js';
import { bexioLieferantenrechnungen, lexofficeBelege } from './german-swiss-third-layouts.js';
import { contaAzulContasAPagar, dynamicsGpVendorReport, sageX3FacturesAchat } from './report-third-layouts.js';
import { acumaticaApBills, brexBills, tallyPurchaseRegister } from './us-and-india-third-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the third held-out set, written by hand, one per layout name. */
export const THIRD_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-third');

export const THIRD_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  acumaticaApBills,
  brexBills,
  tallyPurchaseRegister,
  dynamicsGpVendorReport,
  contaAzulContasAPagar,
  sageX3FacturesAchat,
  lexofficeBelege,
  bexioLieferantenrechnungen,
  moneybirdInkoopfacturen,
  economicKreditorposter,
  holdedCompras,
  kingdeePayables,
];
