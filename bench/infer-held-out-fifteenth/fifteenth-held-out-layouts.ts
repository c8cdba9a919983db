/**
 * The fifteenth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the fourteen earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-fourteenth) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-fifteenth/. It judges the
 * infer work done while the fourteenth set was being tuned on; it is reported apart and must not be
 * tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { afipMisComprobantesRecibidos, akauntingBillsExport } from './argentine-akaunting-fifteenth-layouts.js';
import { chorusProFacturesRecues, dolibarrFacturesFournisseurs } from './french-fifteenth-layouts.js';
import { erpnextPurchaseRegister, gstr2bB2bInvoices } from './indian-fifteenth-layouts.js';
import { expressRaynganPhasiSue, hoadondientuHoaDonMuaVao } from './vietnamese-thai-fifteenth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the fifteenth held-out set, written by hand, one per layout name. */
export const FIFTEENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-fifteenth');

export const FIFTEENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  erpnextPurchaseRegister,
  gstr2bB2bInvoices,
  dolibarrFacturesFournisseurs,
  chorusProFacturesRecues,
  hoadondientuHoaDonMuaVao,
  expressRaynganPhasiSue,
  afipMisComprobantesRecibidos,
  akauntingBillsExport,
];
