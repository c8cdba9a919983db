/**
 * The twenty-fifth held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty-four earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentyfourth) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentyfifth/. It judges infer as it stood before the twenty-fourth
 * set was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { contaplusLibroIvaSoportado, tangoSubdiarioIvaCompras } from './spanish-argentine-twentyfifth-layouts.js';
import { aspelCoiPolizas, nbrInputVatSchedule } from './mexican-bahraini-twentyfifth-layouts.js';
import { quickfilePurchaseInvoices, tajGctPurchases } from './british-jamaican-twentyfifth-layouts.js';
import { ircGstSchedules, mozatAnexoFornecedores } from './papuan-mozambican-twentyfifth-layouts.js';
import { andozReestriHisobnomaho, mmtaxCommercialTaxPurchases } from './tajik-burmese-twentyfifth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-fifth held-out set, written by hand, one per layout name. */
export const TWENTYFIFTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentyfifth');

export const TWENTYFIFTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  contaplusLibroIvaSoportado,
  tangoSubdiarioIvaCompras,
  aspelCoiPolizas,
  nbrInputVatSchedule,
  quickfilePurchaseInvoices,
  tajGctPurchases,
  ircGstSchedules,
  mozatAnexoFornecedores,
  andozReestriHisobnomaho,
  mmtaxCommercialTaxPurchases,
];
