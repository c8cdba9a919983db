/**
 * The thirty-seventh held-out set: layouts of systems, trades and places that none of the infer
 * corpus (bench/infer-corpus) and the thirty-six earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-thirtysixth)
 * holds, written from each place's public rules and each trade's public practice without reading
 * infer's code and without running infer on them, each with a reference mapping written by hand
 * in bench/fixtures/infer-held-out-thirtyseventh/. It judges infer as it stood before the
 * thirty-sixth set was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { bermudaApInvoiceRegister, caymanFundExpensePayables } from './bermuda-cayman-thirtyseventh-layouts.js';
import { falklandsPurchaseInvoices, researchGrantPayables } from './grant-falklands-thirtyseventh-layouts.js';
import { fuelcardTransactionInvoices, japaneseShiireDenpyoIchiran } from './japanese-fuelcard-thirtyseventh-layouts.js';
import { puertoRicoRegistroCompras, sage50CanadaPurchasesJournal } from './puertorico-sage50-thirtyseventh-layouts.js';
import { alandLeverantorsfakturor, sanmarinoRegistroAcquisti } from './sanmarino-aland-thirtyseventh-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirty-seventh held-out set, written by hand, one per layout name. */
export const THIRTYSEVENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirtyseventh');

export const THIRTYSEVENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  sanmarinoRegistroAcquisti,
  alandLeverantorsfakturor,
  bermudaApInvoiceRegister,
  caymanFundExpensePayables,
  puertoRicoRegistroCompras,
  sage50CanadaPurchasesJournal,
  japaneseShiireDenpyoIchiran,
  fuelcardTransactionInvoices,
  researchGrantPayables,
  falklandsPurchaseInvoices,
];
