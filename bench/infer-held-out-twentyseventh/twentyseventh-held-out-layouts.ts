/**
 * The twenty-seventh held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty-six earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentysixth) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentyseventh/. It judges infer as it stood before the twenty-sixth
 * set was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { bindCompras, xubioLibroIvaCompras } from './argentine-mexican-twentyseventh-layouts.js';
import { irasIafPurchaseListing, paydayInnkaupareikningar } from './icelandic-singaporean-twentyseventh-layouts.js';
import { afasFinancieleMutaties, dgrdcAnnexeAchats } from './dutch-congolese-twentyseventh-layouts.js';
import { mikroAlisFaturalari, mwvatPurchasesSchedule } from './turkish-malawian-twentyseventh-layouts.js';
import { loggroReporteCompras, mfrwsVagstPurchases } from './colombian-samoan-twentyseventh-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-seventh held-out set, written by hand, one per layout name. */
export const TWENTYSEVENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentyseventh');

export const TWENTYSEVENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  xubioLibroIvaCompras,
  bindCompras,
  paydayInnkaupareikningar,
  irasIafPurchaseListing,
  afasFinancieleMutaties,
  dgrdcAnnexeAchats,
  mikroAlisFaturalari,
  mwvatPurchasesSchedule,
  loggroReporteCompras,
  mfrwsVagstPurchases,
];
