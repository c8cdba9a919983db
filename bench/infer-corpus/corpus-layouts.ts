/** Every layout of the infer corpus: eleven generated from public formats, the four samples, and five written later. */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusLayout } from './corpus-files.js';
import {
  concurInvoiceExtract,
  coupaInvoices,
  netsuiteVendorBills,
  quickbooksBills,
  xeroBills,
} from './english-layouts.js';
import { baswareInvoiceRows, myobPurchases, zohoBills } from './later-layouts.js';
import { frenchPurchaseJournal, oracleFbdiWorkbook } from './sheet-and-language-layouts.js';
import {
  d365VendorInvoices,
  datevPostingBatch,
  oracleApInterface,
  rechnungseingangsbuch,
  sageDayBook,
  sapSupplierInvoices,
} from './erp-layouts.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/dist[\\/]$/, '');

/** Reference mappings, written by hand, one per layout name. */
export const REFERENCE_DIR = join(ROOT, 'bench', 'fixtures', 'infer-corpus');

function sample(file: string, modelledOn: string, alsoRight?: CorpusLayout['alsoRight']): CorpusLayout {
  const name = `sample-${file.replace(/\.\w+$/, '')}`;
  return {
    name,
    modelledOn,
    ...(alsoRight ? { alsoRight } : {}),
    write: async (dir) => {
      const target = join(dir, file);
      copyFileSync(join(ROOT, 'samples', file), target);
      return target;
    },
  };
}

export const CORPUS_LAYOUTS: readonly CorpusLayout[] = [
  quickbooksBills,
  xeroBills,
  netsuiteVendorBills,
  coupaInvoices,
  concurInvoiceExtract,
  sageDayBook,
  oracleApInterface,
  sapSupplierInvoices,
  d365VendorInvoices,
  datevPostingBatch,
  rechnungseingangsbuch,
  sample('canonical.xlsx', 'project sample: invoices and lines sheets, model column names'),
  sample('month-end-register.xlsx', 'project sample: title rows, one row per invoice, totals row'),
  sample('european-erp.csv', 'project sample: German ERP lines, grouped, decimal comma'),
  sample('legacy-us.csv', 'project sample: legacy US report with preamble and trailer'),
  baswareInvoiceRows,
  myobPurchases,
  zohoBills,
  frenchPurchaseJournal,
  oracleFbdiWorkbook,
];
