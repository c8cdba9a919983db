/** The seventeenth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  SEVENTEENTH_HELD_OUT_LAYOUTS,
  SEVENTEENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-seventeenth/seventeenth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read refused uploads, rejected, annulled or void documents, totals or summary
 * rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'anaf-efactura-spv-primite': 10,
  'vchasno-vkhidni-dokumenty': 10,
  'zra-smart-invoice-purchases': 9,
  'siat-registro-compras': 10,
  'manager-purchase-invoices': 10,
  'gnucash-bills-import': 9,
  'yuki-inkoopfacturen': 10,
  'dgi-cfe-recibidos': 9,
  'fina-eracun-zaprimljeni': 10,
  'phc-compras-documentos': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; refused, rejected
 * and void documents, totals and summaries left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total de plată per Monedă of the rows not Eroare, the 381 credit notes negative though written positive.
  'anaf-efactura-spv-primite': { EUR: '10508.4500', RON: '21367.8800' },
  // Сума з ПДВ (text, no-break space grouping) of the rows neither Відхилено nor Анульовано, the Коригування rows written negative.
  'vchasno-vkhidni-dokumenty': { UAH: '596095.9000' },
  // totAmt once per spplrTin and spplrInvcNo per currencyTyCd, the R refunds negative though written positive.
  'zra-smart-invoice-purchases': { USD: '19835.0000', ZMW: '-6374.5200' },
  // IMPORTE TOTAL COMPRA of the rows but TOTALES, in bolivianos.
  'siat-registro-compras': { BOB: '274741.1100' },
  // Invoice amount of the rows but Total, the credits written negative.
  'manager-purchase-invoices': { GBP: '36923.9200' },
  // quantity × price of every entry plus its tax table's VAT rounded half away from zero when taxable, the negative quantities of credit notes included.
  'gnucash-bills-import': { GBP: '2094.1400' },
  // Factuurbedrag once per Relatiecode and Factuurnummer per Valuta, the Inkoopcreditnota rows written negative.
  'yuki-inkoopfacturen': { EUR: '16877.5600', USD: '11089.5100' },
  // Total per Moneda of the rows not Rechazado, the 112 credit notes negative though written positive.
  'dgi-cfe-recibidos': { USD: '13794.5400', UYU: '114826.4000' },
  // Ukupno (text, dot grouping) per Valuta of the rows not Odbijen, the Odobrenje credit notes negative though written positive.
  'fina-eracun-zaprimljeni': { EUR: '18338.0500', USD: '-3115.2400' },
  // Total of the Documentos sheet, the V/Nota de Crédito rows negative though written positive, in euros.
  'phc-compras-documentos': { EUR: '17566.6800' },
};

describeHeldOutReferences({
  name: 'seventeenth',
  layouts: SEVENTEENTH_HELD_OUT_LAYOUTS,
  referenceDir: SEVENTEENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
