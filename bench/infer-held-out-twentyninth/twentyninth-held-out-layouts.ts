/**
 * The twenty-ninth held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty-eight earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentyeighth)
 * holds, written from each country's public rules without reading infer's code and without
 * running infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentyninth/. It judged infer as it stood before the twenty-eighth
 * set was tuned on; it has since been looked at for tuning (row 5ae is spent) and is no longer
 * unseen: bench/infer-held-out-thirtieth is the sealed set now.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { burkinaEtatAchats, togoEtatAchats } from './togolese-burkinabe-twentyninth-layouts.js';
import { gabonFacturesRecues, maliJournalAchats } from './gabonese-malian-twentyninth-layouts.js';
import { eswatiniGlTransactions, seychellesInputSchedule } from './seychellois-eswatini-twentyninth-layouts.js';
import { bahamasVatPurchases, qatarSupplierRegister } from './qatari-bahamian-twentyninth-layouts.js';
import { belizeGstPurchases, guyanaVatPurchases } from './belizean-guyanese-twentyninth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-ninth held-out set, written by hand, one per layout name. */
export const TWENTYNINTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentyninth');

export const TWENTYNINTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  togoEtatAchats,
  burkinaEtatAchats,
  gabonFacturesRecues,
  maliJournalAchats,
  seychellesInputSchedule,
  eswatiniGlTransactions,
  qatarSupplierRegister,
  bahamasVatPurchases,
  belizeGstPurchases,
  guyanaVatPurchases,
];
