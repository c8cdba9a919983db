/**
 * The twenty-sixth held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty-five earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentyfifth) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentysixth/. It judges infer as it stood before the twenty-fifth
 * set was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { bursInputTaxSchedule, namraInputTaxSchedule } from './botswanan-namibian-twentysixth-layouts.js';
import { dgidEtatFournisseurs, impotscmEtatAchats } from './senegalese-cameroonian-twentysixth-layouts.js';
import { informe43Compras, ttbirInputTaxSchedule } from './panamanian-trinidadian-twentysixth-layouts.js';
import { hetraAnnexeAchats, lbvatPurchasesRegister } from './lebanese-malagasy-twentysixth-layouts.js';
import { unimicroBilagsjournal, xenaKreditorfakturaer } from './norwegian-danish-twentysixth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-sixth held-out set, written by hand, one per layout name. */
export const TWENTYSIXTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentysixth');

export const TWENTYSIXTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  bursInputTaxSchedule,
  namraInputTaxSchedule,
  dgidEtatFournisseurs,
  impotscmEtatAchats,
  informe43Compras,
  ttbirInputTaxSchedule,
  lbvatPurchasesRegister,
  hetraAnnexeAchats,
  unimicroBilagsjournal,
  xenaKreditorfakturaer,
];
