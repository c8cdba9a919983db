/**
 * The twenty-fourth held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty-three earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentythird) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentyfourth/. It judges infer as it stood before the twenty-third
 * set was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { mhsvAnexoCompras, seniatLibroCompras } from './venezuelan-salvadoran-twentyfourth-layouts.js';
import { salykEsfReestr, uioKuf } from './bosnian-kyrgyz-twentyfourth-layouts.js';
import { ethiomorPurchaseSchedule, taxomanPurchaseRegister } from './omani-ethiopian-twentyfourth-layouts.js';
import { eboekhoudenMutaties, frcsVatPurchases } from './dutch-fijian-twentyfourth-layouts.js';
import { accountedgePurchases, laotaxPurchaseBook } from './lao-american-twentyfourth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-fourth held-out set, written by hand, one per layout name. */
export const TWENTYFOURTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentyfourth');

export const TWENTYFOURTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  seniatLibroCompras,
  mhsvAnexoCompras,
  uioKuf,
  salykEsfReestr,
  taxomanPurchaseRegister,
  ethiomorPurchaseSchedule,
  eboekhoudenMutaties,
  frcsVatPurchases,
  laotaxPurchaseBook,
  accountedgePurchases,
];
