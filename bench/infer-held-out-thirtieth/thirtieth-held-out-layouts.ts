/**
 * The thirtieth held-out set: layouts of systems and countries that none of the infer corpus
 * (bench/infer-corpus) and the twenty-nine earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentyninth)
 * holds, written from each country's public rules without reading infer's code and without
 * running infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-thirtieth/. It judged infer as it stood before the twenty-ninth
 * set was tuned on; it has since been looked at for tuning (row 5af is spent) and is no longer
 * unseen: bench/infer-held-out-thirtyfirst is the sealed set now.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { cyprusVivlioAgoron, mauritaniaEtatAchats } from './cypriot-mauritanian-thirtieth-layouts.js';
import { austriaBmdBuchungsjournal, luxembourgSapFbl1n } from './luxembourgish-austrian-thirtieth-layouts.js';
import { barbadosVatPurchases, slovakiaKnihaDoslychFaktur } from './slovak-barbadian-thirtieth-layouts.js';
import { sierraLeoneGstPurchases, surinameInkoopboek } from './surinamese-sierraleonean-thirtieth-layouts.js';
import { lesothoPurchasesDetail, liberiaGstPurchases } from './basotho-liberian-thirtieth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirtieth held-out set, written by hand, one per layout name. */
export const THIRTIETH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirtieth');

export const THIRTIETH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  cyprusVivlioAgoron,
  mauritaniaEtatAchats,
  luxembourgSapFbl1n,
  austriaBmdBuchungsjournal,
  slovakiaKnihaDoslychFaktur,
  barbadosVatPurchases,
  surinameInkoopboek,
  sierraLeoneGstPurchases,
  lesothoPurchasesDetail,
  liberiaGstPurchases,
];
