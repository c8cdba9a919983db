/**
 * The twenty-third held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty-two earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentysecond) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentythird/. It judges infer as it stood before the twenty-second
 * set was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { birSummaryListPurchases, etimsPurchasesList } from './kenyan-filipino-twentythird-layouts.js';
import { efiPrimljeniRacuni, ujpKnigaVlezniFakturi } from './montenegrin-macedonian-twentythird-layouts.js';
import { agtAnexoFornecedores, eimpotsEtatAchats } from './angolan-ivorian-twentythird-layouts.js';
import { clearbooksBillsExport, zimraInputTaxSchedule } from './zimbabwean-british-twentythird-layouts.js';
import { fafPurchaseListing, vetDetalleCompras } from './nicaraguan-emirati-twentythird-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-third held-out set, written by hand, one per layout name. */
export const TWENTYTHIRD_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentythird');

export const TWENTYTHIRD_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  etimsPurchasesList,
  birSummaryListPurchases,
  efiPrimljeniRacuni,
  ujpKnigaVlezniFakturi,
  agtAnexoFornecedores,
  eimpotsEtatAchats,
  zimraInputTaxSchedule,
  clearbooksBillsExport,
  vetDetalleCompras,
  fafPurchaseListing,
];
