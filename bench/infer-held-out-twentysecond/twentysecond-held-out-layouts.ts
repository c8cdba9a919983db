/**
 * The twenty-second held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty-one earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentyfirst) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentysecond/. It judges infer as it stood before the twenty-first
 * set was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { dianDocumentosRecibidos, satCfdiRecibidos } from './mexican-colombian-twentysecond-layouts.js';
import { atkLibriBlerjeve, eschfPortalIncoming } from './belarusian-kosovar-twentysecond-layouts.js';
import { miraInputTaxStatement, ramisVatSchedulePurchases } from './srilankan-maldivian-twentysecond-layouts.js';
import { gdtPurchaseJournal, sarDetLibroCompras } from './cambodian-honduran-twentysecond-layouts.js';
import { albaniaEfaturaReceived, freeagentBillsExport } from './albanian-british-twentysecond-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-second held-out set, written by hand, one per layout name. */
export const TWENTYSECOND_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentysecond');

export const TWENTYSECOND_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  satCfdiRecibidos,
  dianDocumentosRecibidos,
  eschfPortalIncoming,
  atkLibriBlerjeve,
  ramisVatSchedulePurchases,
  miraInputTaxStatement,
  gdtPurchaseJournal,
  sarDetLibroCompras,
  albaniaEfaturaReceived,
  freeagentBillsExport,
];
