/**
 * The thirty-first held-out set: layouts of systems and countries that none of the infer corpus
 * (bench/infer-corpus) and the thirty earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-thirtieth) holds,
 * written from each country's public rules and each system's documentation without reading
 * infer's code and without running infer on them, each with a reference mapping written by hand
 * in bench/fixtures/infer-held-out-thirtyfirst/. It judged infer as it stood before the thirtieth
 * set was tuned on; it has since been looked at for tuning (row 5ag is spent) and is no longer
 * unseen: bench/infer-held-out-thirtysecond is the sealed set now.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { andorraLlibreFacturesRebudes, maltaVatPurchasesRegister } from './maltese-andorran-thirtyfirst-layouts.js';
import { djiboutiJournalAchats, faroeKeypsbok } from './faroese-djiboutian-thirtyfirst-layouts.js';
import { bruneiPurchaseInvoiceListing, timorLesteRejistuKompras } from './timorese-bruneian-thirtyfirst-layouts.js';
import {
  newCaledoniaJournalAchats,
  saintLuciaVatPurchasesSchedule,
} from './caledonian-saintlucian-thirtyfirst-layouts.js';
import { deltekCostpointApVouchers, ifsCloudSupplierInvoices } from './deltek-ifs-thirtyfirst-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirty-first held-out set, written by hand, one per layout name. */
export const THIRTYFIRST_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirtyfirst');

export const THIRTYFIRST_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  maltaVatPurchasesRegister,
  andorraLlibreFacturesRebudes,
  faroeKeypsbok,
  djiboutiJournalAchats,
  timorLesteRejistuKompras,
  bruneiPurchaseInvoiceListing,
  newCaledoniaJournalAchats,
  saintLuciaVatPurchasesSchedule,
  deltekCostpointApVouchers,
  ifsCloudSupplierInvoices,
];
