/**
 * The thirty-fifth held-out set: layouts of systems, trades and countries that none of the infer
 * corpus (bench/infer-corpus) and the thirty-four earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-thirtyfourth)
 * holds, written from each system's public documentation and each country's public rules without
 * reading infer's code and without running infer on them, each with a reference mapping written
 * by hand in bench/fixtures/infer-held-out-thirtyfifth/. It judged infer as it stood before the
 * thirty-fourth set was tuned on; it has since been looked at for tuning (row 5ak is spent) and is
 * no longer unseen: bench/infer-held-out-thirtysixth is the sealed set now.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { cisSubcontractorPayments, wineryGrowerRcti } from './cis-winery-thirtyfifth-layouts.js';
import { curacaoInkoopboek, jerseyPurchaseDayBook } from './curacao-jersey-thirtyfifth-layouts.js';
import { chadEtatAchats, equatorialGuineaLibroFacturasRecibidas } from './guinea-chad-thirtyfifth-layouts.js';
import { moneyworksCreditorTransactions, niueConsumptionTaxPurchases } from './niue-moneyworks-thirtyfifth-layouts.js';
import { lawFirmDisbursementLedger, shippingAgentFdaItems } from './shipping-law-thirtyfifth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirty-fifth held-out set, written by hand, one per layout name. */
export const THIRTYFIFTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirtyfifth');

export const THIRTYFIFTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  shippingAgentFdaItems,
  lawFirmDisbursementLedger,
  cisSubcontractorPayments,
  wineryGrowerRcti,
  equatorialGuineaLibroFacturasRecibidas,
  chadEtatAchats,
  curacaoInkoopboek,
  jerseyPurchaseDayBook,
  niueConsumptionTaxPurchases,
  moneyworksCreditorTransactions,
];
