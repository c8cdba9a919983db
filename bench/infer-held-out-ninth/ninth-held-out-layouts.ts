/**
 * The ninth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the eight earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third, bench/infer-held-out-fourth, bench/infer-held-out-fifth,
 * bench/infer-held-out-sixth, bench/infer-held-out-seventh, bench/infer-held-out-eighth) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in bench/fixtures/infer-held-out-ninth/.
 * It judges the infer work done while the eighth set was being tuned on; it is reported apart and
 * must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { logoTigerSatinalmaFaturalari, moyskladPriemki } from './turkish-russian-ninth-layouts.js';
import { douzoneMaeipMaechuljang, flowaccountExpenses } from './thai-korean-ninth-layouts.js';
import { jurnalTagihanPembelian, viettelSinvoiceBangKe } from './indonesian-vietnamese-ninth-layouts.js';
import { exactglobeInkoopTransacties, smartbillJurnalCumparari } from './romanian-dutch-ninth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the ninth held-out set, written by hand, one per layout name. */
export const NINTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-ninth');

export const NINTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  logoTigerSatinalmaFaturalari,
  moyskladPriemki,
  flowaccountExpenses,
  douzoneMaeipMaechuljang,
  jurnalTagihanPembelian,
  viettelSinvoiceBangKe,
  smartbillJurnalCumparari,
  exactglobeInkoopTransacties,
];
