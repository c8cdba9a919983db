/**
 * The thirty-third held-out set: layouts of systems and countries that none of the infer corpus
 * (bench/infer-corpus) and the thirty-two earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-thirtysecond)
 * holds, written from each system's public documentation and each country's public rules without
 * reading infer's code and without running infer on them, each with a reference mapping written
 * by hand in bench/fixtures/infer-held-out-thirtythird/. It judged infer as it stood before the
 * thirty-second set was tuned on; it has since been looked at for tuning (row 5ai is spent) and is
 * no longer unseen: bench/infer-held-out-thirtyfourth is the sealed set now.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { birchstreetInvoiceReport, tangoeInvoiceDetail } from './birchstreet-tangoe-thirtythird-layouts.js';
import { energyBillLines, freightAuditCarrierCharges } from './freight-energy-thirtythird-layouts.js';
import { powerchurchApInvoices, schoolWarrantRegister } from './church-school-thirtythird-layouts.js';
import { bhutanGstPurchaseRegister, pharmacyWholesalerStatement } from './pharmacy-bhutan-thirtythird-layouts.js';
import { cookIslandsVatPurchases, solomonPurchasesDayBook } from './cookislands-solomon-thirtythird-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the thirty-third held-out set, written by hand, one per layout name. */
export const THIRTYTHIRD_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-thirtythird');

export const THIRTYTHIRD_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  birchstreetInvoiceReport,
  tangoeInvoiceDetail,
  freightAuditCarrierCharges,
  energyBillLines,
  powerchurchApInvoices,
  schoolWarrantRegister,
  pharmacyWholesalerStatement,
  bhutanGstPurchaseRegister,
  cookIslandsVatPurchases,
  solomonPurchasesDayBook,
];
