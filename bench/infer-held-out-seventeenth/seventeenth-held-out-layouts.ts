/**
 * The seventeenth held-out set: layouts of systems that none of the infer corpus (bench/infer-corpus)
 * and the sixteen earlier held-out sets (bench/infer-held-out, bench/infer-held-out-fresh,
 * bench/infer-held-out-third … bench/infer-held-out-sixteenth) holds, written from each system's
 * public documentation without reading infer's code and without running infer on them, each with a
 * reference mapping written by hand in bench/fixtures/infer-held-out-seventeenth/. It judges the
 * infer work done while the sixteenth set was being tuned on; it is reported apart and must not be
 * tuned on.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { finaEracunZaprimljeni, phcComprasDocumentos } from './croatian-portuguese-seventeenth-layouts.js';
import { dgiCfeRecibidos, yukiInkoopfacturen } from './dutch-uruguayan-seventeenth-layouts.js';
import { gnucashBillsImport, managerPurchaseInvoices } from './manager-gnucash-seventeenth-layouts.js';
import { anafEfacturaSpvPrimite, vchasnoVkhidniDokumenty } from './romanian-ukrainian-seventeenth-layouts.js';
import { siatRegistroCompras, zraSmartInvoicePurchases } from './zambian-bolivian-seventeenth-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings of the seventeenth held-out set, written by hand, one per layout name. */
export const SEVENTEENTH_HELD_OUT_REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-held-out-seventeenth');

export const SEVENTEENTH_HELD_OUT_LAYOUTS: readonly CorpusLayout[] = [
  anafEfacturaSpvPrimite,
  vchasnoVkhidniDokumenty,
  zraSmartInvoicePurchases,
  siatRegistroCompras,
  managerPurchaseInvoices,
  gnucashBillsImport,
  yukiInkoopfacturen,
  dgiCfeRecibidos,
  finaEracunZaprimljeni,
  phcComprasDocumentos,
];
