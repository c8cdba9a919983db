/**
 * The thirty-sixth held-out set: layouts of systems, trades and places that none of the infer
 * corpus (bench/infer-corpus) and the thirty-five earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-thirtyfifth)
 * holds, written from each place's public rules and each trade's public practice without reading
 * infer's code and without running infer on them, each with a reference mapping written by hand
 * in bench/fixtures/infer-held-out-thirtysixth/. It judged infer as it stood before the
 * thirty-fifth set was tuned on; it has since been looked at for tuning (row 5al is spent) and is
 * no longer unseen: bench/infer-held-out-thirtyseventh is the sealed set now.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { constructionProgressClaims, forwarderJobCostAccruals } from './construction-forwarder-thirtysixth-layouts.js';
import { gibraltarPurchaseLedger, marshallIslandsApRegister } from './gibraltar-marshall-thirtysixth-layouts.js';
import { hotelApDetail, liechtensteinKreditorenjournal } from './liechtenstein-hotel-thirtysixth-layouts.js';
import { greenlandBilagsliste, macauComprasRegisto } from './macau-greenland-thirtysixth-layouts.js';
import { nauruCreditorsLedger, tuvaluTctPurchases } from './tuvalu-nauru-thirtysixth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirty-sixth held-out set, written by hand, one per layout name. */
export const THIRTYSIXTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirtysixth');

export const THIRTYSIXTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  macauComprasRegisto,
  greenlandBilagsliste,
  tuvaluTctPurchases,
  nauruCreditorsLedger,
  gibraltarPurchaseLedger,
  marshallIslandsApRegister,
  constructionProgressClaims,
  forwarderJobCostAccruals,
  liechtensteinKreditorenjournal,
  hotelApDetail,
];
