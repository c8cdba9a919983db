/**
 * The thirteenth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the twelve earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-twelfth) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-thirteenth/. It judges the
 * infer work done while the twelfth set was being tuned on; it is reported apart and must not be
 * tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { colppyLibroIvaCompras, pantheonKnjigaUlaznihRacuna } from './croatian-argentine-thirteenth-layouts.js';
import { etaEgyptReceivedDocuments, vyaparGstr2PurchaseReport } from './egyptian-indian-thirteenth-layouts.js';
import { jumisIenakosoRekinuZurnals, kraItaxVatPurchases } from './latvian-kenyan-thirteenth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirteenth held-out set, written by hand, one per layout name. */
export const THIRTEENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirteenth');

export const THIRTEENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  jumisIenakosoRekinuZurnals,
  kraItaxVatPurchases,
  pantheonKnjigaUlaznihRacuna,
  colppyLibroIvaCompras,
  etaEgyptReceivedDocuments,
  vyaparGstr2PurchaseReport,
];
