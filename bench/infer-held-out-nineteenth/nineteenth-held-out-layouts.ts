/**
 * The nineteenth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the eighteen earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-eighteenth) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-nineteenth/. It judges the
 * infer work done while the eighteenth set was being tuned on; it is reported apart and must not
 * be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { anfixFacturasRecibidas, winbooksJournalAchats } from './belgian-spanish-nineteenth-layouts.js';
import { ajurDnevnikPokupki, irdNepalKharidKhata } from './bulgarian-nepali-nineteenth-layouts.js';
import { marangatuRegistroComprobantes, nuboxRegistroCompras } from './chilean-paraguayan-nineteenth-layouts.js';
import { efrisInvoiceQuery, graEvatPurchases } from './ghanaian-ugandan-nineteenth-layouts.js';
import { taiwanEinvoicePurchases, winspeedPurchaseTaxReport } from './taiwanese-thai-nineteenth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the nineteenth held-out set, written by hand, one per layout name. */
export const NINETEENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-nineteenth');

export const NINETEENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  winbooksJournalAchats,
  anfixFacturasRecibidas,
  nuboxRegistroCompras,
  marangatuRegistroComprobantes,
  graEvatPurchases,
  efrisInvoiceQuery,
  taiwanEinvoicePurchases,
  winspeedPurchaseTaxReport,
  ajurDnevnikPokupki,
  irdNepalKharidKhata,
];
