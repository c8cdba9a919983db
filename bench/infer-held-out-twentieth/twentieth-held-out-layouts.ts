/**
 * The twentieth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the nineteen earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-nineteenth) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-twentieth/. It judges the infer
 * work done while the nineteenth set was being tuned on; it is reported apart and must not be tuned
 * on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { contabiliumComprobantesCompra, guatemalaFelDteRecibidos } from './guatemalan-argentine-twentieth-layouts.js';
import { defontanaLibroCompras, dgii606Compras } from './dominican-chilean-twentieth-layouts.js';
import { elfatooraFacturesRecues, simplReleveDeductions } from './moroccan-tunisian-twentieth-layouts.js';
import { birokratKnjigaPrejetihRacunov, horizonIenakosieRekini } from './latvian-slovenian-twentieth-layouts.js';
import { accurateFakturPembelian, traVatPurchasesSchedule } from './indonesian-tanzanian-twentieth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twentieth held-out set, written by hand, one per layout name. */
export const TWENTIETH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentieth');

export const TWENTIETH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  guatemalaFelDteRecibidos,
  contabiliumComprobantesCompra,
  dgii606Compras,
  defontanaLibroCompras,
  simplReleveDeductions,
  elfatooraFacturesRecues,
  horizonIenakosieRekini,
  birokratKnjigaPrejetihRacunov,
  accurateFakturPembelian,
  traVatPurchasesSchedule,
];
