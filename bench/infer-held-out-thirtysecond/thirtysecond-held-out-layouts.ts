/**
 * The thirty-second held-out set: layouts of systems and countries that none of the infer corpus
 * (bench/infer-corpus) and the thirty-one earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-thirtyfirst)
 * holds, written from each format's specification, each system's documentation and each
 * country's public rules without reading infer's code and without running infer on them, each
 * with a reference mapping written by hand in bench/fixtures/infer-held-out-thirtysecond/. It
 * judged infer as it stood before the thirty-first set was tuned on; it has since been looked at
 * for tuning (row 5ah is spent) and is no longer unseen: bench/infer-held-out-thirtythird is the
 * sealed set now.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { ledes98biInvoices, procoreSubcontractorInvoices } from './ledes-procore-thirtysecond-layouts.js';
import { ivaluaFacturesLignes, jaggaerInvoiceLines } from './jaggaer-ivalua-thirtysecond-layouts.js';
import { lawsonApDistributions, mriApInvoiceRegister } from './mri-lawson-thirtysecond-layouts.js';
import { acombaJournalAchats, fleetioServiceEntries } from './fleetio-acomba-thirtysecond-layouts.js';
import { gambiaVatPurchasesSchedule, palauPgstPurchases } from './gambian-palauan-thirtysecond-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirty-second held-out set, written by hand, one per layout name. */
export const THIRTYSECOND_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirtysecond');

export const THIRTYSECOND_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  ledes98biInvoices,
  procoreSubcontractorInvoices,
  jaggaerInvoiceLines,
  ivaluaFacturesLignes,
  mriApInvoiceRegister,
  lawsonApDistributions,
  fleetioServiceEntries,
  acombaJournalAchats,
  gambiaVatPurchasesSchedule,
  palauPgstPurchases,
];
