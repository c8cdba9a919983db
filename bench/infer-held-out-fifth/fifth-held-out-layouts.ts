/**
 * The fifth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the four earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third, bench/infer-held-out-fourth) holds, written from each system's public
 * documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-fifth/. It judges the infer
 * work done after the fourth set was spent; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { omieContasAPagar, siigoFacturasCompra, yayoiShiireMeisai } from './japanese-and-latin-fifth-layouts.js';
import { reckonTransactionsBySupplier, tradeshiftInvoiceLines } from './report-and-lines-fifth-layouts.js';
import {
  billomatEingangsrechnungen,
  comarchRejestrZakupow,
  stampliInvoices,
} from './polish-german-us-fifth-layouts.js';
import { dineroKobsbilag, netvisorOstolaskut, powerofficeLeverandorreskontro } from './nordic-fifth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the fifth held-out set, written by hand, one per layout name. */
export const FIFTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-fifth');

export const FIFTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  netvisorOstolaskut,
  powerofficeLeverandorreskontro,
  dineroKobsbilag,
  yayoiShiireMeisai,
  siigoFacturasCompra,
  omieContasAPagar,
  reckonTransactionsBySupplier,
  tradeshiftInvoiceLines,
  comarchRejestrZakupow,
  billomatEingangsrechnungen,
  stampliInvoices,
];
