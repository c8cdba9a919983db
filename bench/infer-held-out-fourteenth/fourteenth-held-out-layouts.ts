/**
 * The fourteenth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the thirteen earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-thirteenth) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-fourteenth/. It judges the
 * infer work done while the thirteenth set was being tuned on; it is reported apart and must not be
 * tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { esfZhurnalVkhodyashchikh, sqlAccountingPurchaseListing } from './kazakh-malaysian-fourteenth-layouts.js';
import { primaveraDocumentosCompra, siiRegistroCompras } from './portuguese-chilean-fourteenth-layouts.js';
import { quipuLibroFacturasRecibidas, rsgeMighebuliAngarishFaqturebi } from './spanish-georgian-fourteenth-layouts.js';
import { didoxVkhodyashchieDokumenty, gibGelenEFaturalar } from './turkish-uzbek-fourteenth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the fourteenth held-out set, written by hand, one per layout name. */
export const FOURTEENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-fourteenth');

export const FOURTEENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  primaveraDocumentosCompra,
  siiRegistroCompras,
  esfZhurnalVkhodyashchikh,
  sqlAccountingPurchaseListing,
  quipuLibroFacturasRecibidas,
  rsgeMighebuliAngarishFaqturebi,
  gibGelenEFaturalar,
  didoxVkhodyashchieDokumenty,
];
