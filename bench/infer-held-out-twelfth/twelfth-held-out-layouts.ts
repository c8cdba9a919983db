/**
 * The twelfth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the eleven earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-eleventh) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-twelfth/. It judges the infer
 * work done while the eleventh set was being tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { a3innuvaLibroFacturasRecibidas, moloniDocumentosCompra } from './portuguese-spanish-twelfth-layouts.js';
import { minimaxPrejetiRacuni, rivilePirkimuZurnalas } from './lithuanian-slovenian-twelfth-layouts.js';
import { autocountPurchaseInvoiceListing, digiwinJinxiangFapiao } from './english-chinese-twelfth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twelfth held-out set, written by hand, one per layout name. */
export const TWELFTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twelfth');

export const TWELFTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  moloniDocumentosCompra,
  a3innuvaLibroFacturasRecibidas,
  rivilePirkimuZurnalas,
  minimaxPrejetiRacuni,
  autocountPurchaseInvoiceListing,
  digiwinJinxiangFapiao,
];
