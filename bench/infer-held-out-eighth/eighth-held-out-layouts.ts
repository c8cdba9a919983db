/**
 * The eighth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the seven earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third, bench/infer-held-out-fourth, bench/infer-held-out-fifth,
 * bench/infer-held-out-sixth, bench/infer-held-out-seventh) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-eighth/. It judges the infer
 * work done while the seventh set was being tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { qoyodFawatirMushtarayat, yonyouCaigouFapiao } from './arabic-chinese-eighth-layouts.js';
import { moneys3FakturyPrijate, wfirmaWydatki } from './polish-czech-eighth-layouts.js';
import { avidxchangeInvoiceExport, hashavshevetTnuotSapakim } from './english-hebrew-eighth-layouts.js';
import { unit4VoucherTransactions, zucchettiRegistroIvaAcquisti } from './register-and-ledger-eighth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the eighth held-out set, written by hand, one per layout name. */
export const EIGHTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-eighth');

export const EIGHTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  qoyodFawatirMushtarayat,
  yonyouCaigouFapiao,
  wfirmaWydatki,
  moneys3FakturyPrijate,
  zucchettiRegistroIvaAcquisti,
  unit4VoucherTransactions,
  avidxchangeInvoiceExport,
  hashavshevetTnuotSapakim,
];
