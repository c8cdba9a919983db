/**
 * The sixteenth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the fifteen earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-fifteenth) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-sixteenth/. It judges the
 * infer work done while the fifteenth set was being tuned on; it is reported apart and must not be
 * tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { billyRegninger, margPurchaseRegister } from './indian-danish-sixteenth-layouts.js';
import { efakturPajakMasukan, myinvoisReceivedDocuments } from './indonesian-malaysian-sixteenth-layouts.js';
import { ksefFakturyZakupowe, navOnlineSzamlaBejovo } from './polish-hungarian-sixteenth-layouts.js';
import { aeatLibroFacturasRecibidas, fbrAnnexAPurchases } from './spanish-pakistani-sixteenth-layouts.js';
import { sefUlazneFakture, sunatSirePropuestaRce } from './serbian-peruvian-sixteenth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the sixteenth held-out set, written by hand, one per layout name. */
export const SIXTEENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-sixteenth');

export const SIXTEENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  ksefFakturyZakupowe,
  navOnlineSzamlaBejovo,
  efakturPajakMasukan,
  myinvoisReceivedDocuments,
  sefUlazneFakture,
  sunatSirePropuestaRce,
  margPurchaseRegister,
  billyRegninger,
  aeatLibroFacturasRecibidas,
  fbrAnnexAPurchases,
];
