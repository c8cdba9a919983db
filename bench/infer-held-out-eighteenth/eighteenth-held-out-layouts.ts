/**
 * The eighteenth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the seventeen earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-seventeenth) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-eighteenth/. It judges the
 * infer work done while the seventeenth set was being tuned on; it is reported apart and must not
 * be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { billitInkomendeFacturen, fastAccountingBangKeMuaVao } from './belgian-vietnamese-eighteenth-layouts.js';
import {
  haciendaComprobantesRecibidos,
  sriComprobantesRecibidos,
} from './ecuadorian-costa-rican-eighteenth-layouts.js';
import { jofotaraReceivedInvoices, rivhitSupplierDocuments } from './jordanian-israeli-eighteenth-layouts.js';
import { ebpFacturesFournisseurs, kashflowPurchasesExport } from './kashflow-ebp-eighteenth-layouts.js';
import { earveldajaOstuarved, isafGautosSaskaitos } from './lithuanian-estonian-eighteenth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the eighteenth held-out set, written by hand, one per layout name. */
export const EIGHTEENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-eighteenth');

export const EIGHTEENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  sriComprobantesRecibidos,
  haciendaComprobantesRecibidos,
  kashflowPurchasesExport,
  ebpFacturesFournisseurs,
  jofotaraReceivedInvoices,
  rivhitSupplierDocuments,
  billitInkomendeFacturen,
  fastAccountingBangKeMuaVao,
  isafGautosSaskaitos,
  earveldajaOstuarved,
];
