/** The eighteenth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  EIGHTEENTH_HELD_OUT_LAYOUTS,
  EIGHTEENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-eighteenth/eighteenth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read withholding receipts, rejected, cancelled or
 * draft documents, section headings, subtotals, totals or signatures as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'sri-comprobantes-recibidos': 10,
  'hacienda-comprobantes-recibidos': 9,
  'kashflow-purchases-export': 9,
  'ebp-factures-fournisseurs': 10,
  'jofotara-received-invoices': 10,
  'rivhit-supplier-documents': 10,
  'billit-inkomende-facturen': 10,
  'fast-accounting-bang-ke-mua-vao': 11,
  'isaf-gautos-saskaitos': 10,
  'earveldaja-ostuarved': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; withholding
 * receipts, rejected, cancelled and draft documents, headings, subtotals and totals left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // IMPORTE_TOTAL (VALOR_SIN_IMPUESTOS plus IVA where blank) of the rows not Comprobante de Retención, the Nota de Crédito rows negative though written positive, in dollars.
  'sri-comprobantes-recibidos': { USD: '32273.3600' },
  // Total comprobante per Moneda of the rows not Rechazado, the NC rows negative though written positive.
  'hacienda-comprobantes-recibidos': { CRC: '4201290.0000', USD: '-10241.3500' },
  // Total of every line row, the credit notes' lines written negative, in pounds.
  'kashflow-purchases-export': { GBP: '7002.1400' },
  // Total TTC per Devise of the Validée rows, the Avoir rows negative though written positive.
  'ebp-factures-fournisseurs': { EUR: '35680.4700', GBP: '427.2800' },
  // المبلغ الإجمالي (three decimals) of the rows not ملغاة, the إشعار دائن rows negative though written positive, in dinars.
  'jofotara-received-invoices': { JOD: '13996.0800' },
  // סה"כ per מטבע (ש"ח the shekel, $ the dollar) of the rows but the total row, the credit invoices written negative.
  'rivhit-supplier-documents': { ILS: '765.1800', USD: '24082.5000' },
  // Totaal per Munt, the Creditnota rows written negative.
  'billit-inkomende-facturen': { EUR: '5001.6600', USD: '12651.5000' },
  // Chưa có thuế plus Thuế GTGT of the rows numbered in STT (no headings, Tổng rows or signatures), the reducing adjustments written negative, in đồng.
  'fast-accounting-bang-ke-mua-vao': { VND: '10804301.0000' },
  // Apmokestinamoji vertė plus PVM suma of every row not AN, the KS rows written negative, in euros.
  'isaf-gautos-saskaitos': { EUR: '28191.2800' },
  // Summa kokku (not Summa EUR) per Valuuta of the Kinnitatud rows, the Kreeditarve rows written negative.
  'earveldaja-ostuarved': { EUR: '7685.2600', USD: '14119.0000' },
};

describeHeldOutReferences({
  name: 'eighteenth',
  layouts: EIGHTEENTH_HELD_OUT_LAYOUTS,
  referenceDir: EIGHTEENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
