/**
 * The twenty-first held-out set: layouts of systems that none of the infer corpus
 * (bench/infer-corpus) and the twenty earlier held-out sets (bench/infer-held-out,
 * bench/infer-held-out-fresh, bench/infer-held-out-third … bench/infer-held-out-twentieth) holds,
 * written from each system's public documentation without reading infer's code and without running
 * infer on them, each with a reference mapping written by hand in
 * bench/fixtures/infer-held-out-twentyfirst/. It judges infer as it stood before the twentieth set
 * was tuned on; it is reported apart and must not be tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { firsMbsReceivedInvoices, rraEbmPurchasesReport } from './nigerian-rwandan-twentyfirst-layouts.js';
import { ebarimtHudaldanAvalt, mraIfpInvoicesReceived } from './mauritian-mongolian-twentyfirst-layouts.js';
import { chanjetTplusCaigouFapiao, mushak61PurchaseBook } from './bangladeshi-chinese-twentyfirst-layouts.js';
import { armeniaSrcReceivedEinvoices, etaxesElektronQaime } from './armenian-azerbaijani-twentyfirst-layouts.js';
import { kashooBillsExport, moldovaEfacturaPrimite } from './moldovan-canadian-twentyfirst-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the twenty-first held-out set, written by hand, one per layout name. */
export const TWENTYFIRST_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-twentyfirst');

export const TWENTYFIRST_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  firsMbsReceivedInvoices,
  rraEbmPurchasesReport,
  mraIfpInvoicesReceived,
  ebarimtHudaldanAvalt,
  mushak61PurchaseBook,
  chanjetTplusCaigouFapiao,
  armeniaSrcReceivedEinvoices,
  etaxesElektronQaime,
  moldovaEfacturaPrimite,
  kashooBillsExport,
];
