/**
 * The thirty-fourth held-out set: layouts of systems and countries that none of the infer corpus
 * (bench/infer-corpus) and the thirty-three earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-thirtythird)
 * holds, written from each system's public documentation and each country's public rules without
 * reading infer's code and without running infer on them, each with a reference mapping written
 * by hand in bench/fixtures/infer-held-out-thirtyfourth/. It judged infer as it stood before the
 * thirty-third set was tuned on; it has since been looked at for tuning (row 5aj is spent) and is
 * no longer unseen: bench/infer-held-out-thirtyfifth is the sealed set now.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { dairyCoopMilkSettlement, ezyvetSupplierInvoices } from './dairy-ezyvet-thirtyfourth-layouts.js';
import { filmProductionApDistribution, universityPcardTransactions } from './pcard-film-thirtyfourth-layouts.js';
import { dealershipApInvoiceListing, kiribatiVatPurchases } from './dealership-kiribati-thirtyfourth-layouts.js';
import { comorosEtatAchats, saotomeLivroCompras } from './saotome-comoros-thirtyfourth-layouts.js';
import { grenadaVatPurchasesSchedule, turkmenSatynAlysZurnaly } from './turkmen-grenada-thirtyfourth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirty-fourth held-out set, written by hand, one per layout name. */
export const THIRTYFOURTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirtyfourth');

export const THIRTYFOURTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  dairyCoopMilkSettlement,
  ezyvetSupplierInvoices,
  universityPcardTransactions,
  filmProductionApDistribution,
  dealershipApInvoiceListing,
  kiribatiVatPurchases,
  saotomeLivroCompras,
  comorosEtatAchats,
  turkmenSatynAlysZurnaly,
  grenadaVatPurchasesSchedule,
];
