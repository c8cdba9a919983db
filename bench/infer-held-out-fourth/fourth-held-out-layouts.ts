/**
 * The fourth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the three earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third) holds, written from each system's public documentation without
 * reading infer's code and without running infer on them, each with a reference mapping written
 * by hand in bench/fixtures/infer-held-out-fourth/. It judges the infer work done after the third
 * set was spent; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { fikenKjop, procountorOstolaskut, vismaEaccountingLeverantorsfakturor } from './nordic-fourth-layouts.js';
import { cegidFacturesFournisseurs, yardiPayableRegister } from './report-fourth-layouts.js';
import { fattureInCloudAcquisti, jdEdwardsSupplierLedger, waveBills } from './italian-and-us-fourth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the fourth held-out set, written by hand, one per layout name. */
export const FOURTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-fourth');

export const FOURTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  fikenKjop,
  procountorOstolaskut,
  vismaEaccountingLeverantorsfakturor,
  yardiPayableRegister,
  cegidFacturesFournisseurs,
  fattureInCloudAcquisti,
  waveBills,
  jdEdwardsSupplierLedger,
];
