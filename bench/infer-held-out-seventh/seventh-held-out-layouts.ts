/**
 * The seventh held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the six earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third, bench/infer-held-out-fourth, bench/infer-held-out-fifth,
 * bench/infer-held-out-sixth) holds, written from each system's public documentation without
 * reading infer's code and without running infer on them, each with a reference mapping written by
 * hand in bench/fixtures/infer-held-out-seventh/. It judges the infer work done while the sixth
 * set was being tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import {
  ecountGumaeHyeonhwang,
  mydataLipsiParastatikon,
  onecPostuplenie,
} from './cyrillic-greek-korean-seventh-layouts.js';
import { misaSoChiTietMuaHang, xledgerLeverandorposter } from './report-and-ledger-seventh-layouts.js';
import { epicorApInvoiceLines, jorttInkoopfacturen } from './lines-and-lists-seventh-layouts.js';
import { alegraFacturasProveedor, blingContasAPagar, parasutGiderListesi } from './turkish-iberian-seventh-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the seventh held-out set, written by hand, one per layout name. */
export const SEVENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-seventh');

export const SEVENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  onecPostuplenie,
  mydataLipsiParastatikon,
  ecountGumaeHyeonhwang,
  parasutGiderListesi,
  blingContasAPagar,
  alegraFacturasProveedor,
  misaSoChiTietMuaHang,
  xledgerLeverandorposter,
  epicorApInvoiceLines,
  jorttInkoopfacturen,
];
