/**
 * The tenth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the nine earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third, bench/infer-held-out-fourth, bench/infer-held-out-fifth,
 * bench/infer-held-out-sixth, bench/infer-held-out-seventh, bench/infer-held-out-eighth,
 * bench/infer-held-out-ninth) holds, written from each system's public documentation without
 * reading infer's code and without running infer on them, each with a reference mapping written by
 * hand in bench/fixtures/infer-held-out-tenth/. It judges the infer work done while the ninth set
 * was being tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { bugyoShiwakeCho, erpiaMaeipHyeonhwang } from './japanese-korean-tenth-layouts.js';
import { medocReiestrOtrymanykh, microinvestDostavkiPartnori } from './ukrainian-bulgarian-tenth-layouts.js';
import { daftraFawatirShira, softoneParastatikaAgoron } from './greek-arabic-tenth-layouts.js';
import { abacusKreditorenbelege, busyKharidRegister } from './hindi-swiss-tenth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the tenth held-out set, written by hand, one per layout name. */
export const TENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-tenth');

export const TENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  bugyoShiwakeCho,
  erpiaMaeipHyeonhwang,
  medocReiestrOtrymanykh,
  microinvestDostavkiPartnori,
  softoneParastatikaAgoron,
  daftraFawatirShira,
  busyKharidRegister,
  abacusKreditorenbelege,
];
