/**
 * The twenty-eighth held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty-seven earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentyseventh)
 * holds, written from each system's and country's public rules without reading infer's code and
 * without running infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentyeighth/. It judges infer as it stood before the
 * twenty-seventh set was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { congoEtatAchats, emecefAchats } from './beninese-congolese-twentyeighth-layouts.js';
import { efaturacvDocumentosRecebidos, haitiJournalAchats } from './capeverdean-haitian-twentyeighth-layouts.js';
import { directoOstuarved, mamutBilagsjournal } from './norwegian-estonian-twentyeighth-layouts.js';
import { tongaCtPurchases, vanuatuVatPurchases } from './tongan-vanuatuan-twentyeighth-layouts.js';
import { algeriaEtatAchats, kuwaitSupplierInvoices } from './algerian-kuwaiti-twentyeighth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-eighth held-out set, written by hand, one per layout name. */
export const TWENTYEIGHTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentyeighth');

export const TWENTYEIGHTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  emecefAchats,
  congoEtatAchats,
  efaturacvDocumentosRecebidos,
  haitiJournalAchats,
  mamutBilagsjournal,
  directoOstuarved,
  tongaCtPurchases,
  vanuatuVatPurchases,
  algeriaEtatAchats,
  kuwaitSupplierInvoices,
];
