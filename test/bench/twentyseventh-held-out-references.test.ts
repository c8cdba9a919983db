/** The twenty-seventh held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTYSEVENTH_HELD_OUT_LAYOUTS,
  TWENTYSEVENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentyseventh/twentyseventh-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read cancelled CFDIs, supplier postings, notes or
 * total rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'xubio-libro-iva-compras': 11,
  'bind-compras': 12,
  'payday-innkaupareikningar': 12,
  'iras-iaf-purchase-listing': 10,
  'afas-financiele-mutaties': 9,
  'dgrdc-annexe-achats': 10,
  'mikro-alis-faturalari': 12,
  'mwvat-purchases-schedule': 11,
  'loggro-reporte-compras': 10,
  'mfrws-vagst-purchases': 12,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; cancelled
 * CFDIs, notes, sub-totals, total rows and supplier postings left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total of the rows but Totales, the Nota de Crédito A negative though written positive, in pesos.
  'xubio-libro-iva-compras': { ARS: '33725501.4000' },
  // Total ($ and comma groups) per Moneda of the rows Vigente, the Cancelada CFDI left out.
  'bind-compras': { MXN: '614575.4000', USD: '593.8300' },
  // Upphæð með VSK of every row above the note, the kreditreikningur written negative, in krónur.
  'payday-innkaupareikningar': { ISK: '7280316.0000' },
  // PurchaseValueSGD plus GSTValueSGD where FCYCode is XXX, else PurchaseFCY plus GSTFCY, per currency.
  'iras-iaf-purchase-listing': { SGD: '28395.2800', MYR: '48133.8000', USD: '5447.5200' },
  // Credit less Debet of the creditors postings (1600), the credit note's the other way round.
  'afas-financiele-mutaties': { EUR: '35300.8400' },
  // Montant TTC (Windows-1252, no-break space groups, decimal comma) per Devise, the note de crédit negative.
  'dgrdc-annexe-achats': { USD: '34705.0500', CDF: '19108380.2400' },
  // KDV Dahil Toplam (Windows-1254, 1.234,56) per Döviz, TL posted as TRY.
  'mikro-alis-faturalari': { TRY: '1433572.0000', EUR: '4144.5000' },
  // Value Incl. VAT of the Schedule rows but TOTAL, the Credit Note negative though written positive.
  'mwvat-purchases-schedule': { MWK: '58158049.1000' },
  // Total ($ 1.234.567 text) of every row, the NC negative though written positive, in pesos.
  'loggro-reporte-compras': { COP: '101411822.0000' },
  // Value Incl. VAGST of the rows but Total and the declaration, the credit note written negative.
  'mfrws-vagst-purchases': { WST: '73883.3200' },
};

describeHeldOutReferences({
  name: 'twenty-seventh',
  layouts: TWENTYSEVENTH_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYSEVENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
